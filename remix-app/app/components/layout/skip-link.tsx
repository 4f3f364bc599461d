import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '~/lib/utils';

const MAIN_CONTENT_ID = 'main-content';

/** "Skip to content": the first stop of the keyboard, shown once focused, leading past the top bar. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[70] focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-primary-foreground focus:shadow-lg focus:outline-none focus:ring-2 focus:ring-ring focus:ring-offset-2"
    >
      {t('nav.skipToContent')}
    </a>
  );
}

/**
 * The page's one main landmark, the skip link's target: focusable by script only, so following
 * the link moves the keyboard there.
 */
export function MainContent({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={cn('outline-none', className)}>
      {children}
    </main>
  );
}
