import { Link } from '@remix-run/react';
import { BellRing, Gift, Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { Contact } from './contact';
import { FeatureGrid, Section, Steps } from './section';

/** `/intro`: the product for the public (spec 2.10); the crowd and idea previews come with their lists. */
export function IntroPage() {
  const { t } = useTranslation();
  return (
    <div>
      <section className="bg-gradient-to-br from-accent-50 via-background to-brand-50 px-4 py-20 md:py-28">
        <div className="mx-auto max-w-3xl text-center">
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-700">
            {t('landing.nav.forPublic')}
          </p>
          <h1 className="mt-5 text-4xl font-bold leading-tight tracking-tight md:text-5xl">{t('intro.hero.title')}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">{t('intro.hero.subtitle')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg" variant="secondary">
              <a href="#how-it-works">{t('intro.howItWorks.title')}</a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/">{t('landing.nav.forBusinesses')}</Link>
            </Button>
          </div>
        </div>
      </section>

      <Section id="how-it-works" title={t('intro.howItWorks.title')}>
        <Steps
          steps={[1, 2, 3, 4].map((n) => ({
            title: t(`intro.howItWorks.step${n}Title`),
            text: t(`intro.howItWorks.step${n}Text`),
          }))}
        />
      </Section>

      <Section id="benefits" title={t('intro.benefits.title')} className="bg-muted/40">
        <FeatureGrid
          items={[
            { icon: <Megaphone />, title: t('intro.benefits.benefit1Title'), text: t('intro.benefits.benefit1Text') },
            { icon: <Gift />, title: t('intro.benefits.benefit2Title'), text: t('intro.benefits.benefit2Text') },
            { icon: <BellRing />, title: t('intro.benefits.benefit3Title'), text: t('intro.benefits.benefit3Text') },
          ]}
        />
      </Section>

      <Contact />
    </div>
  );
}
