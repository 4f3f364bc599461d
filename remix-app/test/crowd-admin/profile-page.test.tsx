/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Node export conditions: remix-validated-form pulls in nanoid, whose browser build is ES modules only.
import { PLANS, type TCrowd, type TCrowdDomainStatus } from '@crowd/contracts';
import { resources } from '@crowd/i18n';
import { screen, within } from '@testing-library/react';
import { CrowdAdminLayout } from '~/features/crowd-admin/crowd-admin-layout';
import { crowdBanners } from '~/features/crowd-admin/crowd-banners';
import { visibleTabs } from '~/features/crowd-admin/crowd-tabs';
import { ProfileTab } from '~/features/crowd-admin/profile/profile-page';
import { makeCrowd } from '../mocks/crowd-admin-factories';
import { renderInRoute } from '../render';

// Radix's switch measures itself; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** What the layout's loader gave the page (its data is read with `useRouteLoaderData`). */
let layoutData: unknown = null;
/** What the tab's own loader gave it. */
let tabData: unknown = null;
jest.mock('@remix-run/react', () => ({
  ...jest.requireActual('@remix-run/react'),
  useRouteLoaderData: (id: string) => (id === 'routes/crowds.$crowdId' ? layoutData : undefined),
  useLoaderData: () => tabData,
}));

const { crowdAdmin } = resources.en;

function renderProfileTab(
  crowd: TCrowd,
  siteUrl: string | null = null,
  { domainStatus = null, locale = 'en' }: { domainStatus?: TCrowdDomainStatus | null; locale?: 'en' | 'sk' } = {},
) {
  layoutData = { crowd, tabs: visibleTabs(crowd), banners: crowdBanners(crowd), siteUrl };
  tabData = { domainStatus };
  return renderInRoute(
    <>
      <CrowdAdminLayout />
      <ProfileTab />
    </>,
    { url: `/crowds/${crowd.id}`, locale },
  );
}

describe('the profile tab', () => {
  it('lets an admin edit both cards; the own domain only with the ownDomain feature', async () => {
    renderProfileTab(makeCrowd({ title: 'Acme', subdomain: 'acme' }), 'http://acme.localhost:3000/');

    expect(await screen.findAllByRole('button', { name: crowdAdmin.profile.save })).toHaveLength(2);
    expect(screen.getByLabelText(crowdAdmin.profile.profile.crowdTitle)).toBeEnabled();
    expect(screen.queryByLabelText(crowdAdmin.profile.domain.domain)).toBeNull();
    const preview = screen.getByRole('link', { name: new RegExp(crowdAdmin.layout.preview) });
    expect(preview).toHaveAttribute('href', 'http://acme.localhost:3000/');
    expect(preview).toHaveAttribute('target', '_blank');
  });

  it('shows the own domain field with the ownDomain feature', async () => {
    renderProfileTab(makeCrowd({ features: { ...PLANS[3].features }, plan: 'festival' }));
    expect(await screen.findByLabelText(crowdAdmin.profile.domain.domain)).toBeEnabled();
  });

  it('keeps a stored own domain removable after a downgrade, and says why it is not served', async () => {
    renderProfileTab(makeCrowd({ domain: 'ideas.acme.com', features: { ...PLANS[1].features } }));
    expect(await screen.findByLabelText(crowdAdmin.profile.domain.domain)).toHaveAccessibleDescription(
      crowdAdmin.profile.domain.domainNotInPlan,
    );
  });

  it('shows a pending own domain’s TXT record and a Verify button (decision 029); a manager sees the record only', async () => {
    const proof = {
      status: 'pending',
      recordName: '_crowd-ideas.ideas.acme.com',
      recordValue: 'T'.repeat(43),
      served: false,
      checkedAt: null,
    } as const;
    const festival = { domain: 'ideas.acme.com', domainVerification: proof, features: { ...PLANS[3].features } };
    const { unmount } = renderProfileTab(makeCrowd(festival));
    const verification = crowdAdmin.profile.verification;
    const section = await screen.findByRole('region', {
      name: verification.title.replace('{{domain}}', 'ideas.acme.com'),
    });
    expect(section).toHaveTextContent(verification.pending);
    expect(section).toHaveTextContent('_crowd-ideas.ideas.acme.com');
    expect(section).toHaveTextContent(proof.recordValue);
    expect(section).toHaveTextContent(verification.neverChecked);
    expect(screen.getByRole('button', { name: verification.verify })).toBeEnabled();
    unmount();

    renderProfileTab(makeCrowd({ ...festival, role: 'CROWD_MANAGER' }));
    expect(await screen.findByText('_crowd-ideas.ideas.acme.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: verification.verify })).toBeNull();
  });

  it('lists the DNS records to set and the certificate’s state (issue 29), in en and sk', async () => {
    const proof = {
      status: 'verified',
      recordName: '_crowd-ideas.ideas.acme.com',
      recordValue: 'T'.repeat(43),
      served: true,
      checkedAt: null,
    } as const;
    const crowd = makeCrowd({
      domain: 'ideas.acme.com',
      domainVerification: proof,
      features: { ...PLANS[3].features },
    });
    const status = (certificate: TCrowdDomainStatus['certificate']): TCrowdDomainStatus => ({
      domain: 'ideas.acme.com',
      records: [
        { type: 'CNAME', name: 'ideas.acme.com', value: 'crowds.example.net' },
        { type: 'TXT', name: proof.recordName, value: proof.recordValue },
      ],
      proof,
      certificate,
    });
    const certificateTexts = crowdAdmin.profile.verification.certificate;

    const valid = renderProfileTab(crowd, null, {
      domainStatus: status({ state: 'valid', validTo: '2027-02-01T12:00:00.000Z', issuer: "Let's Encrypt" }),
    });
    const table = await screen.findByRole('table', { name: crowdAdmin.profile.verification.records });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      expect.stringContaining(crowdAdmin.profile.verification.type),
      'CNAMEideas.acme.comcrowds.example.net',
      `TXT_crowd-ideas.ideas.acme.com${proof.recordValue}`,
    ]);
    expect(screen.getByText(certificateTexts.valid)).toBeInTheDocument();
    expect(screen.getByText(/^Valid until Feb 1, 2027/)).toBeInTheDocument();
    valid.unmount();

    const none = renderProfileTab(crowd, null, { domainStatus: status({ state: 'none' }) });
    expect(await screen.findByText(certificateTexts.none)).toBeInTheDocument();
    expect(screen.getByText(certificateTexts.noneText)).toBeInTheDocument();
    none.unmount();

    const invalid = renderProfileTab(crowd, null, {
      domainStatus: status({ state: 'invalid', reason: 'untrusted', issuer: 'ideas.acme.com' }),
      locale: 'sk',
    });
    const sk = resources.sk.crowdAdmin.profile.verification.certificate;
    expect(await screen.findByText(sk.invalid)).toBeInTheDocument();
    expect(screen.getByText(sk.invalidText.replace('{{reason}}', sk.reasons.untrusted))).toBeInTheDocument();
    invalid.unmount();

    // The status read failed (or a manager): the TXT record from the crowd, no certificate line.
    renderProfileTab(crowd);
    const txtOnly = await screen.findByRole('table', { name: crowdAdmin.profile.verification.records });
    expect(within(txtOnly).getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByText(certificateTexts.label)).toBeNull();
  });

  it('shows a manager the settings read-only (the API takes them from admins only)', async () => {
    renderProfileTab(makeCrowd({ title: 'Acme', role: 'CROWD_MANAGER' }));

    expect(await screen.findByText(crowdAdmin.profile.readOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: crowdAdmin.profile.save })).toBeNull();
    expect(screen.getByLabelText(crowdAdmin.profile.profile.crowdTitle)).toBeDisabled();
    expect(screen.getByLabelText(crowdAdmin.profile.domain.subdomain)).toBeDisabled();
  });

  it('shows the banners, linking only to tabs that exist, and no preview without a site', async () => {
    renderProfileTab(makeCrowd({ plan: 'trial', planValidTo: new Date(Date.now() + 3.5 * 86_400_000).toISOString() }));

    expect(await screen.findByText('Your trial subscription ends in 4 days.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: crowdAdmin.layout.banners.noLogoLink })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/theming$/),
    );
    expect(screen.getByText(crowdAdmin.layout.previewNoSite)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: new RegExp(crowdAdmin.layout.preview) })).toBeNull();
  });
});
