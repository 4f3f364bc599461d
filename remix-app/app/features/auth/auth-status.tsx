import { CircleAlert, CircleCheck, MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '~/lib/utils';

const TONES = {
  success: { Icon: CircleCheck, ring: 'bg-green-50 text-success' },
  mail: { Icon: MailCheck, ring: 'bg-brand-50 text-primary' },
  error: { Icon: CircleAlert, ring: 'bg-red-50 text-destructive' },
} as const;

/** The outcome of a sign-in step (activation, reset, registration): an icon, the message and what to do next. */
export function AuthStatus({
  tone,
  message,
  children,
}: {
  tone: keyof typeof TONES;
  message: ReactNode;
  children?: ReactNode;
}) {
  const { Icon, ring } = TONES[tone];
  return (
    <div className="flex flex-col items-center gap-5 text-center" role={tone === 'error' ? 'alert' : 'status'}>
      <span className={cn('flex size-14 items-center justify-center rounded-full', ring)}>
        <Icon className="size-7" aria-hidden />
      </span>
      <p className="text-sm leading-relaxed text-foreground/80">{message}</p>
      {children ? <div className="w-full">{children}</div> : null}
    </div>
  );
}
