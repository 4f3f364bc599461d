import { Lightbulb, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RichText } from '~/components/ui/rich-text';
import { cn } from '~/lib/utils';
import type { CustomIntro } from './crowd-intro';

interface SiteCategory {
  id: number;
  name: string;
  description: string;
}

interface HomeCrowd {
  title: string;
  description: string;
  hideTitle: boolean;
  intro: CustomIntro | null;
}

/**
 * The crowd's home: its custom intro on its background colour when the admins chose one (spec 4),
 * else its title and description; its visible categories (names and descriptions; category pages
 * come later, so nothing links yet); the idea list arrives in a later issue.
 */
export function CrowdHome({ crowd, categories }: { crowd: HomeCrowd; categories: SiteCategory[] }) {
  const { t } = useTranslation();
  return (
    <div>
      {crowd.intro ? <CustomIntroSection crowd={crowd} intro={crowd.intro} /> : <DefaultHeader crowd={crowd} />}
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

function DefaultHeader({ crowd }: { crowd: HomeCrowd }) {
  return (
    <section className="border-b bg-gradient-to-br from-brand-50 via-background to-accent-50 px-4 py-14 md:py-20">
      <div className="mx-auto max-w-6xl">
        <h1 className={crowd.hideTitle ? 'sr-only' : 'text-3xl font-bold tracking-tight md:text-5xl'}>{crowd.title}</h1>
        {crowd.description ? <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{crowd.description}</p> : null}
      </div>
    </section>
  );
}

/** The page keeps one h1 (the title, visually hidden) above the admins' own text. */
function CustomIntroSection({ crowd, intro }: { crowd: HomeCrowd; intro: CustomIntro }) {
  return (
    <section
      data-testid="custom-intro"
      className={cn('border-b px-4 py-14 md:py-20', intro.darkText ? 'text-neutral-900' : 'text-white')}
      style={{ backgroundColor: intro.background }}
    >
      <div className="mx-auto max-w-6xl">
        <h1 className="sr-only">{crowd.title}</h1>
        <RichText html={intro.html} className="max-w-3xl text-lg md:text-xl" />
      </div>
    </section>
  );
}
