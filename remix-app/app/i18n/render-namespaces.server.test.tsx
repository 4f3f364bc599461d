import { renderToString } from 'react-dom/server';
import { I18nextProvider, Trans, useTranslation } from 'react-i18next';
import { getI18n } from './i18next.server';
import { Message } from './message';
import { namespacesTag, recordingI18n } from './render-namespaces.server';

function IdeaCardTexts() {
  const { t } = useTranslation();
  return (
    <p>
      {t('nav.login')} {t('crowdSite:home.card.likes')} {t('messages:idea_not_found')}
    </p>
  );
}

function AdminHeading() {
  const { t } = useTranslation('crowdAdmin');
  return <h1>{t('crowds.title')}</h1>;
}

function LegalLine() {
  return <Trans ns="auth" i18nKey="legalNotice" components={{ terms: <a href="/t" />, privacy: <a href="/p" /> }} />;
}

const renderWith = (tree: JSX.Element) => {
  const recording = recordingI18n(getI18n('sk'));
  const html = renderToString(<I18nextProvider i18n={recording.i18n}>{tree}</I18nextProvider>);
  return { html, namespaces: recording.namespaces() };
};

describe("a render's namespaces", () => {
  it('notes the namespace of every text a page took, by hook, by key prefix and through Trans', () => {
    const { html, namespaces } = renderWith(
      <>
        <IdeaCardTexts />
        <LegalLine />
      </>,
    );
    expect(html).toContain('Prihlásiť sa');
    expect(namespaces).toEqual(['common', 'messages', 'auth', 'crowdSite']);
  });

  it("keeps each render's list its own while the language's instance is shared", () => {
    expect(renderWith(<AdminHeading />).namespaces).toEqual(['crowdAdmin']);
    expect(renderWith(<IdeaCardTexts />).namespaces).not.toContain('crowdAdmin');
    expect(getI18n('sk').t('nav.login')).toBe('Prihlásiť sa');
  });

  it('notes the messages a page showed, so a browser loads them before hydrating it, and none when it showed none', () => {
    const shown = renderWith(
      <p>
        <Message text="crowd_limit_reached" /> <Message text="common:nav.login" />
      </p>,
    );
    expect(shown.html).toContain('Limit crowdu bol dosiahnutý');
    expect(shown.namespaces).toEqual(['common', 'messages']);
    expect(renderWith(<AdminHeading />).namespaces).not.toContain('messages');
  });

  it('lists them at the end of the page as data, not as a script to run, with the page’s nonce', () => {
    expect(namespacesTag(['common', 'crowdSite'], 'n0nce')).toBe(
      '<script type="application/json" id="i18n-namespaces" nonce="n0nce">["common","crowdSite"]</script>',
    );
  });
});
