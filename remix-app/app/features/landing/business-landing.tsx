import { Link } from '@remix-run/react';
import { Heart, LayoutGrid, MessageSquare, Palette, Settings2, Star, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { Contact } from './contact';
import { Pricing } from './pricing';
import { FeatureGrid, Section, Steps } from './section';
import { numberFormat } from '~/lib/intl-formats';

/** The main site's `/`: the product for businesses (spec 2.10). */
export function BusinessLanding() {
  const { t } = useTranslation();
  return (
    <div>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-background to-accent-50 px-4 pb-20 pt-16 md:pb-28 md:pt-24">
        <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
          <div>
            <p className="inline-flex rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-600">
              {t('landing:business.nav.forBusinesses')}
            </p>
            <h1 className="mt-5 text-4xl font-bold leading-tight tracking-tight md:text-5xl">
              {t('landing:business.hero.title')}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted-foreground">{t('landing:business.hero.subtitle')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button asChild size="lg">
                <Link to="/register">{t('landing:business.hero.cta')}</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <a href="#how-it-works">{t('landing:business.hero.secondaryCta')}</a>
              </Button>
            </div>
            <p className="mt-6 text-sm text-muted-foreground">
              <Link to="/intro" className="font-medium text-primary hover:underline">
                {t('landing:business.nav.forPublic')} →
              </Link>
            </p>
          </div>
          <HeroIllustration />
        </div>
      </section>

      <Section id="what-it-is" title={t('landing:business.whatItIs.title')} intro={t('landing:business.whatItIs.text')}>
        <FeatureGrid
          items={[
            {
              icon: <Palette />,
              title: t('landing:business.whatItIs.point1Title'),
              text: t('landing:business.whatItIs.point1Text'),
            },
            {
              icon: <Heart />,
              title: t('landing:business.whatItIs.point2Title'),
              text: t('landing:business.whatItIs.point2Text'),
            },
            {
              icon: <Settings2 />,
              title: t('landing:business.whatItIs.point3Title'),
              text: t('landing:business.whatItIs.point3Text'),
            },
          ]}
        />
      </Section>

      <Section id="how-it-works" title={t('landing:business.howItWorks.title')} className="bg-muted/40">
        <Steps
          steps={[1, 2, 3, 4].map((n) => ({
            title: t(`landing:business.howItWorks.step${n}Title`),
            text: t(`landing:business.howItWorks.step${n}Text`),
          }))}
        />
      </Section>

      <Section id="pricing" title={t('landing:business.pricing.title')} intro={t('landing:business.pricing.subtitle')}>
        <Pricing />
      </Section>

      <Contact />
    </div>
  );
}

/** A stylised crowd portal with idea cards, drawn with the theme (no image to load). */
function HeroIllustration() {
  const { t, i18n } = useTranslation();
  const rating = numberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const cards = [
    { title: t('landing:business.demo.idea1'), likes: 128, comments: 24, rating: 4.6, tone: 'bg-brand-100' },
    { title: t('landing:business.demo.idea2'), likes: 96, comments: 17, rating: 4.4, tone: 'bg-accent-100' },
    { title: t('landing:business.demo.idea3'), likes: 71, comments: 9, rating: 4.1, tone: 'bg-green-100' },
  ];
  return (
    <div aria-hidden className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div className="absolute -right-10 -top-10 size-48 rounded-full bg-secondary/20 blur-3xl" />
      <div className="absolute -bottom-12 -left-10 size-56 rounded-full bg-primary/20 blur-3xl" />
      <div className="relative rounded-2xl border bg-card shadow-2xl">
        <div className="flex items-center gap-2 border-b px-4 py-3">
          <span className="size-2.5 rounded-full bg-red-300" />
          <span className="size-2.5 rounded-full bg-amber-300" />
          <span className="size-2.5 rounded-full bg-green-300" />
          <span className="ml-3 flex-1 rounded-md bg-muted px-3 py-1 text-xs text-muted-foreground">
            ideas.yourbrand.com
          </span>
        </div>
        <div className="flex items-center justify-between px-5 py-4">
          <div className="flex items-center gap-2 font-semibold">
            <LayoutGrid className="size-5 text-primary" />
            {t('landing:business.demo.crowd')}
          </div>
          <span className="rounded-md bg-secondary px-3 py-1.5 text-xs font-semibold text-secondary-foreground">
            + {t('nav.addIdea')}
          </span>
        </div>
        <div className="grid gap-3 px-5 pb-5">
          {cards.map((card) => (
            <div key={card.title} className="flex items-center gap-4 rounded-xl border p-3">
              <div className={`size-14 shrink-0 rounded-lg ${card.tone}`} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{card.title}</p>
                <div className="mt-1 flex gap-4 text-xs text-muted-foreground">
                  <span className="inline-flex items-center gap-1">
                    <ThumbsUp className="size-3.5" />
                    {card.likes}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <MessageSquare className="size-3.5" />
                    {card.comments}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Star className="size-3.5 fill-secondary text-secondary" />
                    {rating.format(card.rating)}
                  </span>
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
