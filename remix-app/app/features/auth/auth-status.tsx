import type { MessageKey } from '@crowd/contracts/message-keys';
import { Link } from '@remix-run/react';
import { CircleAlert, CircleCheck, MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import { AuthPage, BackToLogin } from './auth-layout';
import { Message } from '~/i18n/message';

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

/**
 * The page of a one-time link's outcome (account activation, password reset): on success the way
 * to sign in, otherwise the reason with `failedAction` (if any) and the way back to sign-in.
 */
export function TokenOutcomePage({
  outcome,
  successTitle,
  failedTitle,
  failedAction,
  successAction,
}: {
  outcome: { status: string; message: MessageKey };
  successTitle: ReactNode;
  failedTitle: ReactNode;
  failedAction?: ReactNode;
  /** What to do next on success; the way to sign in by default. */
  successAction?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  if (outcome.status === 'success') {
    return (
      <AuthPage title={successTitle} legal={false}>
        <AuthStatus tone="success" message={<Message text={outcome.message} />}>
          {successAction ?? (
            <Button asChild size="lg" className="w-full">
              <Link to="/login">{t('goToLogin')}</Link>
            </Button>
          )}
        </AuthStatus>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={failedTitle} below={<BackToLogin />} legal={false}>
      <AuthStatus tone="error" message={<Message text={outcome.message} />}>
        {failedAction}
      </AuthStatus>
    </AuthPage>
  );
}
