import { PRODUCT_NAME } from '@crowd/contracts/text';
import { useTranslation } from 'react-i18next';
import { COMPANY_CONTACT } from '~/features/landing/company';

export type LegalDocument = 'terms' | 'privacy';

/** The legal texts: one list, shown by the pages (/serviceAgreement, /privacyPolicy) and the sign-in dialogs. */
export const LEGAL_DOCUMENTS: Record<LegalDocument, { path: string; titleKey: `${LegalDocument}.title` }> = {
  terms: { path: '/serviceAgreement', titleKey: 'terms.title' },
  privacy: { path: '/privacyPolicy', titleKey: 'privacy.title' },
};

type Section = { title: string } & Record<string, string>;

/** The operator's facts the texts name. */
const FACTS = {
  operator: COMPANY_CONTACT.name,
  address: COMPANY_CONTACT.address,
  email: COMPANY_CONTACT.email,
  product: PRODUCT_NAME,
};

/** A document's sections in the order the texts list them (the same keys in every language). */
function useSections(document: LegalDocument): [id: string, Section][] {
  const { t } = useTranslation('legal');
  const sections = t(`${document}.sections`, { returnObjects: true, ...FACTS }) as unknown;
  return typeof sections === 'object' && sections !== null ? Object.entries(sections as Record<string, Section>) : [];
}

const sectionId = (document: LegalDocument, id: string): string => `${document}-${id}`;

/**
 * The body of a legal document (effective date, introduction, sections), without its headline;
 * `headingLevel` keeps the outline right under the page's h1 and under the dialog's h2 title.
 */
export function LegalText({ document, headingLevel }: { document: LegalDocument; headingLevel: 2 | 3 }) {
  const { t } = useTranslation('legal');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <p className="text-sm text-muted-foreground">{t('effectiveFrom', { date: t('effectiveDate') })}</p>
      <p className="text-lg leading-relaxed text-foreground/90">{t(`${document}.intro`, FACTS)}</p>
      {useSections(document).map(([id, { title, ...paragraphs }]) => (
        <section
          key={id}
          id={sectionId(document, id)}
          className="scroll-mt-20"
          aria-labelledby={`${sectionId(document, id)}-title`}
        >
          <Heading id={`${sectionId(document, id)}-title`} className="text-xl font-semibold tracking-tight">
            {title}
          </Heading>
          <div className="mt-3 space-y-3 text-base leading-relaxed text-foreground/90">
            {Object.entries(paragraphs).map(([key, text]) => (
              <p key={key}>{text}</p>
            ))}
          </div>
        </section>
      ))}
    </>
  );
}

/** The sections' titles as links, so a reader finds a clause without scrolling through the rest. */
function Contents({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('legal');
  return (
    <nav aria-label={t('contents')} className="rounded-xl border bg-muted/40 p-5">
      <p className="font-semibold">{t('contents')}</p>
      <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
        {useSections(document).map(([id, { title }]) => (
          <li key={id}>
            <a href={`#${sectionId(document, id)}`} className="text-primary hover:underline">
              {title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A legal page: its headline, a table of contents and the full text. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('legal');
  return (
    <div className="px-4 py-12 md:py-16">
      <article className="mx-auto flex max-w-3xl flex-col gap-8">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t(LEGAL_DOCUMENTS[document].titleKey)}</h1>
        <Contents document={document} />
        <LegalText document={document} headingLevel={2} />
      </article>
    </div>
  );
}
