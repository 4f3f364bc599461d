import { RICH_TEXT_LINK_REL, sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('keeps the formatting the editor produces', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>italic</em>, <u>under</u> and <s>struck</s> text<br>next</p>' +
      '<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>quote</p></blockquote>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('gives every link the fixed rel and keeps only a _blank target', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_top" rel="opener">x</a>')).toBe(
      `<a href="https://example.com" rel="${RICH_TEXT_LINK_REL}">x</a>`,
    );
    expect(sanitizeRichText('<a href="mailto:a@b.sk" target="_blank">mail</a>')).toBe(
      `<a href="mailto:a@b.sk" target="_blank" rel="${RICH_TEXT_LINK_REL}">mail</a>`,
    );
  });

  it('keeps a relative link (it stays on the crowd site)', () => {
    expect(sanitizeRichText('<a href="/ideas">ideas</a>')).toBe(
      `<a href="/ideas" rel="${RICH_TEXT_LINK_REL}">ideas</a>`,
    );
  });

  it.each([
    ['javascript:', '<a href="javascript:alert(1)">x</a>'],
    ['JavaScript: in capitals with spaces', '<a href=" JaVaScRiPt:alert(1)">x</a>'],
    ['entity-encoded javascript:', '<a href="javascript&#58;alert(1)">x</a>'],
    ['tab inside the scheme', '<a href="java&#9;script:alert(1)">x</a>'],
    ['data:', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>'],
    ['protocol-relative', '<a href="//evil.example/x">x</a>'],
  ])('drops a link target: %s', (_name, html) => {
    expect(sanitizeRichText(html)).toBe(`<a rel="${RICH_TEXT_LINK_REL}">x</a>`);
  });

  it.each([
    ['script tag', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['script in capitals', '<SCRIPT SRC=//evil.example/x.js></SCRIPT><p>a</p>', '<p>a</p>'],
    ['event handler', '<p onclick="alert(1)" onmouseover="alert(2)">a</p>', '<p>a</p>'],
    ['img onerror', '<img src=x onerror=alert(1)><p>a</p>', '<p>a</p>'],
    ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg><p>a</p>', '<p>a</p>'],
    ['style tag', '<style>body{display:none}</style><p>a</p>', '<p>a</p>'],
    ['style attribute', '<p style="background:url(javascript:alert(1))">a</p>', '<p>a</p>'],
    ['class and id', '<span class="x" id="y">a</span>', '<span>a</span>'],
    ['iframe', '<iframe src="https://evil.example"></iframe><p>a</p>', '<p>a</p>'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf"><p>a</p>', '<p>a</p>'],
    ['form and input', '<form action="https://evil.example"><input name="q"></form><p>a</p>', '<p>a</p>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example"><p>a</p>', '<p>a</p>'],
    [
      'entity-encoded tags stay text',
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    ],
    ['comment', '<p>a<!-- <script>alert(1)</script> --></p>', '<p>a</p>'],
    ['unclosed attribute trick', '<p title="</p><script>alert(1)</script>">a</p>', '<p>a</p>'],
  ])('removes %s', (_name, html, clean) => {
    expect(sanitizeRichText(html)).toBe(clean);
  });

  it('stores text without a visible character as empty', () => {
    expect(sanitizeRichText('<p></p>')).toBe('');
    expect(sanitizeRichText('<p>&nbsp; </p><script>x</script>')).toBe('');
    expect(sanitizeRichText('  <p>a</p>  ')).toBe('<p>a</p>');
  });
});
