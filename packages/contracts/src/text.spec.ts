import {
  GA_CODE_REGEX,
  DOMAIN_REGEX,
  SUBDOMAIN_REGEX,
  domainContainsProductName,
  isReservedCategorySlug,
  isReservedSubdomain,
  normalizeDomain,
  normalizeSubdomain,
  slugifyCategoryName,
  categorySlugKey,
  truncateText,
  videoEmbedUrl,
} from './text';
import { decodeHtmlEntities, htmlToExcerptText, htmlToPlainText, isRichTextEmpty, plainTextLength } from './rich-text';

describe('htmlToExcerptText', () => {
  it('keeps a space between block elements and at line breaks', () => {
    expect(htmlToExcerptText('<p>get the refund instantly.</p><p>No queues.</p>')).toBe(
      'get the refund instantly. No queues.',
    );
    expect(htmlToExcerptText('<h2>Title</h2><ul><li>one</li><li>two</li></ul><blockquote>quote</blockquote>')).toBe(
      'Title one two quote',
    );
    expect(htmlToExcerptText('line<br>next<br/>last<br />end')).toBe('line next last end');
    expect(htmlToExcerptText('<div class="a">x</div><div>y</div>')).toBe('x y');
  });

  it('keeps inline elements inside a word and collapses white space', () => {
    expect(htmlToExcerptText('<p>  Sol<strong>ar</strong>&nbsp;&nbsp;panels\n\n </p>')).toBe('Solar panels');
    expect(htmlToExcerptText('<p><a href="https://x.sk/?a=1&amp;b=2" title="<p>">link</a>s</p>')).toBe('links');
  });

  it('decodes entities and drops comments and scripts', () => {
    expect(htmlToExcerptText('<p>Tom &amp; Jerry</p><!-- <p>note</p> --><script>x()</script><p>&lt;b&gt;</p>')).toBe(
      'Tom & Jerry <b>',
    );
  });

  it('leaves the counted text alone: htmlToPlainText still gives what the editor shows', () => {
    expect(htmlToPlainText('<p>a</p><p>b</p>')).toBe('ab');
  });
});

describe('plainTextLength', () => {
  it('counts the text content of rich text', () => {
    expect(plainTextLength('<p>Hello <strong>world</strong></p>')).toBe(11);
    expect(plainTextLength('<p>a</p><p>b</p><br/>')).toBe(2);
    expect(plainTextLength('<ul><li>one</li><li>two</li></ul>')).toBe(6);
  });

  it('decodes entities to one character each', () => {
    expect(plainTextLength('<p>Tom &amp; Jerry</p>')).toBe(11);
    expect(plainTextLength('&lt;b&gt;')).toBe(3);
    expect(plainTextLength('a&nbsp;b')).toBe(3);
    expect(plainTextLength('&#269;&#x161;&eacute;')).toBe(3);
    expect(htmlToPlainText('&#269;&#x161;&eacute;&quot;&#39;')).toBe('čšé"\'');
  });

  it('counts code points (emoji and astral characters are one)', () => {
    expect(plainTextLength('<p>😀😀</p>')).toBe(2);
    expect(plainTextLength('&#128512;')).toBe(1);
  });

  it('ignores attributes, comments, scripts and styles', () => {
    expect(plainTextLength('<a href="https://x.sk/?a=1&amp;b=2" title="a > b">link</a>')).toBe(4);
    expect(plainTextLength('<!-- note -->x<script>alert(1)</script><style>p{}</style>')).toBe(1);
  });

  it('leaves unknown entities and bare ampersands as written', () => {
    expect(decodeHtmlEntities('&bogus; & co')).toBe('&bogus; & co');
    expect(plainTextLength('a & b')).toBe(5);
  });

  it('detects empty rich text', () => {
    expect(isRichTextEmpty('<p><br></p>')).toBe(true);
    expect(isRichTextEmpty('<p>&nbsp; </p>')).toBe(true);
    expect(isRichTextEmpty(null)).toBe(true);
    expect(isRichTextEmpty('<p>x</p>')).toBe(false);
  });
});

describe('truncateText', () => {
  it('keeps a short text and cuts a long one to the limit, ellipsis included', () => {
    expect(truncateText('Short name', 24)).toBe('Short name');
    expect(truncateText('x'.repeat(24), 24)).toBe('x'.repeat(24));
    const cut = truncateText('A bicycle lane along the whole river bank', 24);
    expect([...cut]).toHaveLength(24);
    expect(cut).toBe('A bicycle lane along th…');
  });

  it('counts emoji and accented letters as one character each', () => {
    expect(truncateText('🚲🚲🚲🚲', 3)).toBe('🚲🚲…');
  });
});

describe('names, subdomains and domains', () => {
  it('slugifies category names', () => {
    expect(slugifyCategoryName('  Green   Energy ')).toBe('green-energy');
    expect(slugifyCategoryName('Nové nápady')).toBe('nové-nápady');
    expect(categorySlugKey('Nové-Nápady')).toBe(categorySlugKey('nove-napady'));
    expect(categorySlugKey('nové-nápady')).not.toBe(categorySlugKey('nove-napadyy'));
    expect(isReservedCategorySlug(slugifyCategoryName('Create Idea'))).toBe(false);
    expect(isReservedCategorySlug(slugifyCategoryName('CreateIdea'))).toBe(true);
    expect(isReservedCategorySlug('login')).toBe(true);
  });

  it('normalizes subdomains and domains', () => {
    expect(normalizeSubdomain(' My-Crowd ')).toBe('my-crowd');
    expect(normalizeDomain(' WWW.Example.COM ')).toBe('example.com');
    expect(normalizeDomain('www.example.com.')).toBe('example.com');
    expect(isReservedSubdomain(' Admin ')).toBe(true);
    expect(isReservedSubdomain('www')).toBe(true);
    expect(isReservedSubdomain('ideas')).toBe(false);
  });

  it('checks subdomain, domain and GA code patterns', () => {
    expect(['abc', 'a-b-c', 'crowd2', 'A1-B2'].every((s) => SUBDOMAIN_REGEX.test(s))).toBe(true);
    expect(['-abc', 'abc-', 'a--b', 'a_b', 'a.b', ''].some((s) => SUBDOMAIN_REGEX.test(s))).toBe(false);
    expect(['example.com', 'ideas.example.co.uk', 'xn--bcher-kva.example'].every((d) => DOMAIN_REGEX.test(d))).toBe(
      true,
    );
    expect(['example', '-a.com', 'a..com', 'http://a.com', 'a.c'].some((d) => DOMAIN_REGEX.test(d))).toBe(false);
    expect(['UA-12345-1', 'GA-abc12-X9', 'G-ABC123XYZ'].every((c) => GA_CODE_REGEX.test(c))).toBe(true);
    expect(['UA-12345', 'XA-1-1', 'UA12345-1', 'G-', 'UA-1-1 '].some((c) => GA_CODE_REGEX.test(c))).toBe(false);
  });

  it('finds the product name in a domain', () => {
    expect(domainContainsProductName('www.crowdideas-fan.com')).toBe(true);
    expect(domainContainsProductName('my-crowd-ideas.sk')).toBe(true);
    expect(domainContainsProductName('ideas.example.com')).toBe(false);
  });

  it('turns YouTube and Vimeo links into their players, and nothing else', () => {
    const youtube = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'http://youtube.com/embed/dQw4w9WgXcQ',
    ])
      expect(videoEmbedUrl(link)).toBe(youtube);
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(videoEmbedUrl('https://player.vimeo.com/video/76979871')).toBe('https://player.vimeo.com/video/76979871');
    for (const link of [
      'https://example.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=bad id',
      'https://vimeo.com/channels/staff',
      'javascript:alert(1)',
      'not a url',
    ])
      expect(videoEmbedUrl(link)).toBeNull();
  });
});
