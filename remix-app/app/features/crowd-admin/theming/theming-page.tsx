import { useLoaderData } from '@remix-run/react';
import { IntroCard } from './intro-card';
import { LogoCard } from './logo-card';
import type { loadTheming } from './theming.server';

/** /crowds/{crowdId}/theming: logo, then the intro settings (spec 2). */
export function ThemingPage() {
  const { crowd, theming } = useLoaderData<typeof loadTheming>();
  // A saved form comes back with a new version: each card starts over from the saved values.
  return (
    <div className="grid gap-6">
      <LogoCard key={`logo-${crowd.version}`} crowd={crowd} />
      <IntroCard key={`intro-${theming.version}`} theming={theming} />
    </div>
  );
}
