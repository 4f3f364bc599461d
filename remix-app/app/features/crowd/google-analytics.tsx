/** A value inside an inline script: JSON, with `<` escaped so that no `</script>` can close it. */
const scriptLiteral = (value: string): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A crowd's Google Analytics (its admins set gaCode): Google's gtag.js loader and its config, both
 * carrying the page's CSP nonce; the CSP allows Google's hosts only on such a page.
 */
export function GoogleAnalytics({ gaCode, nonce }: { gaCode: string; nonce: string | undefined }) {
  const config = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${scriptLiteral(gaCode)});`;
  return (
    <>
      <script async nonce={nonce} src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaCode)}`} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: config }} />
    </>
  );
}
