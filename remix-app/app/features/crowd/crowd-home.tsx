import { Lightbulb, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface SiteCategory {
  id: number;
  name: string;
  description: string;
}

/**
 * The crowd's home: its title and description and its visible categories (names and descriptions;
 * category pages come later, so nothing links yet); the idea list arrives in a later issue.
 */
export function CrowdHome({
  crowd,
  categories,
}: {
  crowd: { title: string; description: string; hideTitle: boolean };
  categories: SiteCategory[];
}) {
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
      {categories.length > 0 ? <CategoryList categories={categories} /> : null}
      <section className="px-4 py-16">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 rounded-2xl border border-dashed p-12 text-center text-muted-foreground">
          <Lightbulb className="size-10 text-secondary" />
          <p>{t('empty.ideas')}</p>
        </div>
      </section>
    </div>
  );
}

function CategoryList({ categories }: { categories: SiteCategory[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="crowd-categories" className="px-4 pt-12">
      <div className="mx-auto max-w-6xl">
        <h2 id="crowd-categories" className="text-xl font-semibold tracking-tight">
          {t('crowdSite.categories')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('crowdSite.categoriesHint')}</p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <li key={category.id} className="flex gap-3 rounded-xl border bg-card p-4">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-50 text-secondary">
                <Tag className="size-4" aria-hidden />
              </span>
              <div className="min-w-0">
                <p className="font-medium">{category.name}</p>
                {category.description ? (
                  <p className="mt-1 line-clamp-3 text-sm text-muted-foreground">{category.description}</p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
