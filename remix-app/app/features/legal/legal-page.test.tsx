/** @jest-environment jsdom */
import type { TLocale } from '@crowd/contracts/locales';
import { resources } from '@crowd/i18n';
import { screen } from '@testing-library/react';
import { renderInRoute } from '../../../test/render';
import { COMPANY_CONTACT } from '../landing/company';
import { LegalPage } from './legal-page';

describe.each(['en', 'sk'] as TLocale[])('the legal pages in %s', (locale) => {
  const { legal } = resources[locale];

  it.each(['terms', 'privacy'] as const)(
    '%s: a headline, contents linking every section, the full text',
    (document) => {
      const { container } = renderInRoute(<LegalPage document={document} />, { locale });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(legal[document].title);
      const sections = Object.values(legal[document].sections);
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
        sections.map((section) => section.title),
      );
      const contents = screen.getByRole('navigation', { name: legal.contents });
      expect(contents.querySelectorAll('a')).toHaveLength(sections.length);
      for (const link of contents.querySelectorAll('a'))
        expect(container.querySelector(link.getAttribute('href') ?? '')).not.toBeNull();
      expect(container.textContent).not.toContain('{{');
      expect(container.textContent).toContain(COMPANY_CONTACT.email);
    },
  );

  it('names the operator and its address in the terms', () => {
    const { container } = renderInRoute(<LegalPage document="terms" />, { locale });
    expect(container.textContent).toContain(COMPANY_CONTACT.name);
    expect(container.textContent).toContain(COMPANY_CONTACT.address);
  });
});
