import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { IntroCard } from './intro-card';
import { LogoCard } from './logo-card';
import type { loadTheming } from './theming.server';

/** /crowds/{crowdId}/theming: logo, then the intro settings (spec 2); read-only for managers. */
export function ThemingPage() {
  const { t } = useTranslation('crowdAdmin');
  const { crowd, theming, editable } = useLoaderData<typeof loadTheming>();
  // A saved form comes back with a new version: each card starts over from the saved values.
  return (
    <div className="grid gap-6">
      {editable ? null : (
        <p role="note" className="rounded-lg border bg-muted/40 px-4 py-3 text-sm text-muted-foreground">
          {t('theming.readOnly')}
        </p>
      )}
      <LogoCard key={`logo-${crowd.version}`} crowd={crowd} readOnly={!editable} />
      <IntroCard key={`intro-${theming.version}`} theming={theming} readOnly={!editable} />
    </div>
  );
}
