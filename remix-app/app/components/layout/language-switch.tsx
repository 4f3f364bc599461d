import type { TLocale } from '@crowd/contracts/locales';
import { Form, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LOCALES } from '~/i18n/locales';
import { cn } from '~/lib/utils';

/**
 * EN | SK: a plain form post (works without JavaScript); the action sets the `lng` cookie and
 * sends the visitor back to the page they were on.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const current = i18n.language as TLocale;
  return (
    <Form
      method="post"
      action="/resources/locale"
      className={cn('inline-flex items-center rounded-md border p-0.5 text-xs font-semibold', className)}
      aria-label={t('language.switchTo')}
    >
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {SUPPORTED_LOCALES.map((locale) => (
        <button
          key={locale}
          type="submit"
          name="locale"
          value={locale}
          lang={locale}
          aria-pressed={locale === current}
          title={t(`language.${locale}`)}
          className={cn(
            'rounded px-2 py-1 transition-colors',
            locale === current ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {t(`language.${locale}Short`)}
        </button>
      ))}
    </Form>
  );
}
