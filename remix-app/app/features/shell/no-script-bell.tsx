import { Bell } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_HISTORY_PATH } from './notification-links';

/** The bell's round button: the menu's trigger, and the link that stands in for it without JavaScript. */
export const BELL_BUTTON_CLASS =
  'relative inline-flex size-9 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * Without JavaScript the bell's menu cannot open: the bell is a link to the notifications' history.
 * On a page shared with the readers of a role (decision 041) it carries no count, which is the
 * reader's own; `label` defaults to the history's name.
 */
export function NoScriptBell({ label, badge = null }: { label?: string; badge?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <noscript>
      <a href={NOTIFICATION_HISTORY_PATH} className={BELL_BUTTON_CLASS} aria-label={label ?? t('nav.notifications')}>
        <Bell className="size-5" aria-hidden />
        {badge}
      </a>
    </noscript>
  );
}
