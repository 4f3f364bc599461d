import type { TSocialProvider } from '@crowd/contracts/schemas';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-5">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1Z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23Z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.77.43 3.45 1.18 4.94l3.66-2.84Z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.96 10.96 0 0 0 12 1 11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.3 9.14 5.38 12 5.38Z"
      />
    </svg>
  );
}

function FacebookIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-5">
      <path
        fill="#1877F2"
        d="M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.7 4.53-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.51c-1.49 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07Z"
      />
    </svg>
  );
}

const ICONS: Record<TSocialProvider, () => JSX.Element> = { google: GoogleIcon, facebook: FacebookIcon };

/** One button per social provider the deployment has configured; each starts the redirect flow on the login host. */
export function SocialButtons({ logins }: { logins: readonly { provider: TSocialProvider; href: string }[] }) {
  const { t } = useTranslation('auth');
  if (logins.length === 0) return null;
  return (
    <div className="grid gap-3">
      {logins.map(({ provider, href }) => {
        const Icon = ICONS[provider];
        return (
          <Button key={provider} asChild variant="outline" size="lg" className="w-full [&_svg]:size-5">
            <a href={href}>
              <Icon />
              {t(`login.continueWith.${provider}`)}
            </a>
          </Button>
        );
      })}
    </div>
  );
}

/** A rule with a word in the middle, between the social buttons and the e-mail form. */
export function Divider({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-3 text-xs uppercase tracking-wider text-muted-foreground">
      <span className="h-px flex-1 bg-border" />
      {label}
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
