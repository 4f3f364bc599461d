/** @jest-environment jsdom */
import { resources } from '@crowd/i18n';
import type { TLocale } from '@crowd/contracts/locales';
import type { TSite } from '@crowd/contracts/hosts';
import { screen } from '@testing-library/react';
import { renderInRoute } from '../../../test/render';
import { SiteShell, type SiteShellProps } from './site-shell';
import type { ShellCrowd } from './shell-crowd';

const crowd = { id: 1, name: 'Demo Crowd', featuredImageId: null, visible: true } as ShellCrowd;
const user = { id: 1, name: 'Jane Doe', email: 'jane@example.com', avatarImageId: null } as SiteShellProps['user'];

const SHELLS: Array<[string, Omit<SiteShellProps, 'children' | 'mainSiteUrl' | 'year'>]> = [
  ['the main site', { site: { kind: 'main' }, access: null, crowd: null, user: null }],
  ['the main site, signed in', { site: { kind: 'main' }, access: null, crowd: null, user }],
  ['a crowd site', { site: { kind: 'crowd', by: 'subdomain', subdomain: 'demo' }, access: 'ok', crowd, user: null }],
  ['the login host', { site: { kind: 'login' } as TSite, access: null, crowd: null, user: null }],
  [
    "a crowd's blocking screen",
    { site: { kind: 'crowd', by: 'subdomain', subdomain: 'gone' }, access: 'not_found', crowd: null, user: null },
  ],
];

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

describe.each(['en', 'sk'] as TLocale[])('the shells in %s', (locale) => {
  it.each(SHELLS)('%s starts with a skip link to its one main landmark', (_name, props) => {
    const { container } = renderInRoute(
      <SiteShell {...props} mainSiteUrl="http://localhost:3000" year={2030}>
        <h1>Page</h1>
      </SiteShell>,
      { locale },
    );
    const first = container.querySelector(FOCUSABLE);
    expect(first).toHaveTextContent(resources[locale].common.nav.skipToContent);
    expect(first).toHaveAttribute('href', '#main-content');

    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveAttribute('tabindex', '-1');
  });
});
