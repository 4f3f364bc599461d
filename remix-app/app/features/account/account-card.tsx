import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '~/components/ui/card';
import { cn } from '~/lib/utils';

/** A card of the account area: an h2 title, a description, optional actions; tighter on phones. */
export function AccountCard({
  title,
  description,
  icon,
  actions,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4 p-4 sm:p-6">
        <div className="grid gap-1.5">
          <CardTitle asChild>
            <h2 className="flex flex-wrap items-center gap-2">
              {icon}
              {title}
            </h2>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {actions}
      </CardHeader>
      {children}
    </Card>
  );
}

export function AccountCardContent({ className, children }: { className?: string; children: ReactNode }) {
  return <CardContent className={cn('px-4 pb-4 sm:px-6 sm:pb-6', className)}>{children}</CardContent>;
}

export function AccountCardFooter({ children }: { children: ReactNode }) {
  return <CardFooter className="justify-end border-t px-4 py-4 sm:px-6">{children}</CardFooter>;
}

/** Nothing to list yet: an icon, a line and a hint. */
export function EmptyState({ icon, title, hint }: { icon: ReactNode; title: ReactNode; hint: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed px-6 py-12 text-center">
      <span className="mb-3 flex size-12 items-center justify-center rounded-full bg-brand-50 text-primary [&_svg]:size-6">
        {icon}
      </span>
      <p className="font-medium">{title}</p>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{hint}</p>
    </div>
  );
}
