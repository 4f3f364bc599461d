import { Link } from '@remix-run/react';
import { BellRing, Gift, Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { Contact } from './contact';
import type { IntroLists } from './intro.server';
import { IdeasSection, PublicCrowdsSection } from './public-previews';
import { FeatureGrid, Section, Steps } from './section';

/** `/intro`: the product for the public (spec 2.10), with previews of the public crowds and their ideas. */
export function IntroPage({ lists }: { lists: IntroLists }) {
  const { t } = useTranslation('landing');
  return (
    <div>
      <section className="bg-gradient-to-br from-accent-50 via-background to-brand-50 px-4 py-20 md:py-28">
        <div className="mx-auto max-w-3xl text-center">
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-700">
            {t('business.nav.forPublic')}
          </p>
          <h1 className="mt-5 text-4xl font-bold leading-tight tracking-tight md:text-5xl">{t('hero.title')}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">{t('hero.subtitle')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 min-[450px]:flex-row min-[450px]:flex-wrap">
            <Button asChild size="lg">
              <Link to="/register">{t('hero.cta')}</Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <a href="#how-it-works">{t('howItWorks.title')}</a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/">{t('business.nav.forBusinesses')}</Link>
            </Button>
          </div>
        </div>
      </section>

      <Section id="how-it-works" title={t('howItWorks.title')}>
        <Steps
          steps={[1, 2, 3, 4].map((n) => ({
            title: t(`howItWorks.step${n}Title`),
            text: t(`howItWorks.step${n}Text`),
          }))}
        />
      </Section>

      <Section id="benefits" title={t('benefits.title')} className="bg-muted/40">
        <FeatureGrid
          items={[
            { icon: <Megaphone />, title: t('benefits.benefit1Title'), text: t('benefits.benefit1Text') },
            { icon: <Gift />, title: t('benefits.benefit2Title'), text: t('benefits.benefit2Text') },
            { icon: <BellRing />, title: t('benefits.benefit3Title'), text: t('benefits.benefit3Text') },
          ]}
        />
      </Section>

      <PublicCrowdsSection crowds={lists.crowds} />
      <IdeasSection
        id="most-liked"
        title={t('mostLiked.title')}
        intro={t('mostLiked.text')}
        ideas={lists.mostLiked}
        className="bg-muted/40"
      />
      <IdeasSection id="newest" title={t('newest.title')} intro={t('newest.text')} ideas={lists.recent} />

      <Contact />
    </div>
  );
}
