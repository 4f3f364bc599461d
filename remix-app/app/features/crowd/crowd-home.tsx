import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The crowd's home: its title and description; the idea list arrives in a later issue. */
export function CrowdHome({ crowd }: { crowd: { title: string; description: string; hideTitle: boolean } }) {
  const { t } = useTranslation();
  return (
    <div>
      <section className="border-b bg-gradient-to-br from-brand-50 via-background to-accent-50 px-4 py-14 md:py-20">
        <div className="mx-auto max-w-6xl">
          <h1 className={crowd.hideTitle ? 'sr-only' : 'text-3xl font-bold tracking-tight md:text-5xl'}>
            {crowd.title}
          </h1>
          {crowd.description ? (
            <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{crowd.description}</p>
          ) : null}
        </div>
      </section>
      <section className="px-4 py-16">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 rounded-2xl border border-dashed p-12 text-center text-muted-foreground">
          <Lightbulb className="size-10 text-secondary" />
          <p>{t('empty.ideas')}</p>
        </div>
      </section>
    </div>
  );
}
