/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Node export conditions: remix-validated-form pulls in nanoid, whose browser build is ES modules only.
import { DEFAULT_THEMING, LIMITS, type TThemingData } from '@crowd/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInRoute } from '../../../../test/render';
import { IntroCard } from './intro-card';
import { LogoCard } from './logo-card';
import type { ThemingCrowd } from './theming.server';

const PATH = '/crowds/31/theming';

/** The page's two cards, as the page renders them from its loader's data. */
function renderPage(crowd: Partial<ThemingCrowd> = {}, theming: Partial<TThemingData> = {}, readOnly = false) {
  return renderInRoute(
    <>
      <LogoCard
        crowd={{ id: 31, version: 4, title: 'Acme ideas', featuredImageId: null, ...crowd }}
        readOnly={readOnly}
      />
      <IntroCard theming={{ id: 8, version: 2, crowdId: 31, ...DEFAULT_THEMING, ...theming }} readOnly={readOnly} />
    </>,
    { url: PATH },
  );
}

describe('theming page', () => {
  it('shows "no logo yet" without a logo, and the logo once there is one', async () => {
    const { unmount } = renderPage();
    expect(await screen.findByText('No logo yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeInTheDocument();
    unmount();

    renderPage({ featuredImageId: 90 });
    const logo = await screen.findByRole('img', { name: 'Logo of Acme ideas' });
    expect(logo.getAttribute('src')).toMatch(/^\/api\/file\?fileId=90\b/);
    expect(screen.getByRole('button', { name: 'Replace logo' })).toBeInTheDocument();
  });

  it('offers the slideshow or the custom intro as one choice, the stored one checked', async () => {
    renderPage({}, { displayDefaultSlideshow: false, displayCustomIntro: true });
    const group = await screen.findByRole('group', { name: 'Intro shown on the home page' });
    expect(within(group).getByRole('radio', { name: /Custom intro/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: /Default slideshow/ })).not.toBeChecked();
  });

  it('offers the 13 named colours as radios, the default #F4B91F checked', async () => {
    renderPage();
    const group = await screen.findByRole('group', { name: 'Intro background colour' });
    const swatches = within(group).getAllByRole('radio');
    expect(swatches).toHaveLength(13);
    expect(within(group).getByRole('radio', { name: 'Sunflower yellow' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Sunflower yellow' })).toHaveAttribute('value', '#F4B91F');
  });

  it('keeps a stored colour outside the palette as a choice', async () => {
    renderPage({}, { customIntroBackgroundColor: '#123456' });
    const group = await screen.findByRole('group', { name: 'Intro background colour' });
    expect(within(group).getAllByRole('radio')).toHaveLength(14);
    expect(within(group).getByRole('radio', { name: 'Current colour (#123456)' })).toBeChecked();
  });

  it('edits the intro in the rich-text editor, posting its HTML, with the plain-character count', async () => {
    renderPage({}, { customIntroContent: '<p>Hello <strong>crowd</strong></p>' });
    expect(await screen.findByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bold' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link' })).toBeInTheDocument();
    expect(screen.getByText(`11 / ${LIMITS.introContentMax}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Intro text' })).toHaveTextContent('Hello crowd'));
    const posted = document.querySelector<HTMLInputElement>('input[type=hidden][name=customIntroContent]');
    expect(posted?.value).toBe('<p>Hello <strong>crowd</strong></p>');
  });

  it('shows the characters over the limit', async () => {
    renderPage({}, { customIntroContent: `<p>${'a'.repeat(LIMITS.introContentMax + 12)}</p>` });
    expect(await screen.findByText('Characters over the limit: 12.')).toBeInTheDocument();
  });

  it('shows the intro text on the chosen background colour while editing', async () => {
    renderPage({}, { customIntroContent: '<p>Hello</p>' });
    const editor = await screen.findByRole('textbox', { name: 'Intro text' });
    const surface = () => editor.parentElement as HTMLElement;
    expect(surface().style.backgroundColor).toBe('rgb(244, 185, 31)');
    fireEvent.click(screen.getByRole('radio', { name: 'Indigo' }));
    await waitFor(() => expect(surface().style.backgroundColor).toBe('rgb(57, 73, 171)'));
    expect(surface()).toHaveClass('text-white');
  });

  it('shows a manager everything read-only, without upload or save', async () => {
    renderPage({}, { customIntroContent: '<p>Hello</p>' }, true);
    const editor = await screen.findByRole('textbox', { name: 'Intro text' });
    await waitFor(() => expect(editor).toHaveAttribute('contenteditable', 'false'));
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Sunflower yellow' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Default slideshow/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload logo' })).not.toBeInTheDocument();
  });
});
