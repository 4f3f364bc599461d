import { escapeHtml, interpolate, translate, type TKeyOf } from '@crowd/i18n';
import { inertText } from './inert-text';
import type { MailMessage } from './mail-message';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

type TemplatePart = 'subject' | 'heading' | 'line1' | 'line2' | 'action';
type Vars = MailMessage['vars'];

/**
 * The only values that become links: URLs the server builds to its own pages. Every other value
 * is someone's text (names of people, ideas, crowds) and stays inert (`inertText`), in the HTML
 * escaped and never an anchor.
 */
const LINK_VARS: ReadonlySet<string> = new Set(['link', 'settingsLink']);

interface RenderedVars {
  text: Record<string, string>;
  html: Record<string, string>;
}

function renderVars(vars: Vars): RenderedVars {
  const rendered: RenderedVars = { text: {}, html: {} };
  for (const [name, value] of Object.entries(vars)) {
    const raw = String(value);
    if (LINK_VARS.has(name)) {
      rendered.text[name] = raw;
      rendered.html[name] = `<a href="${escapeHtml(raw)}">${escapeHtml(raw)}</a>`;
    } else {
      rendered.text[name] = inertText(raw);
      rendered.html[name] = escapeHtml(rendered.text[name]);
    }
  }
  return rendered;
}

/** A digest's group: its heading and a list of linked entries (the texts escaped, the links the server's). */
const sectionHtml = (section: { heading: string; items: Array<{ text: string; link: string }> }): string =>
  `<h2 style="font-size:17px;margin:20px 0 8px;">${escapeHtml(section.heading)}</h2>\n<ul>\n${section.items
    .map((item) => `<li><a href="${escapeHtml(item.link)}">${escapeHtml(item.text)}</a></li>`)
    .join('\n')}\n</ul>\n`;

/** Subject, plain text and a simple HTML version in the recipient's locale (i18n `mail` namespace). */
export function renderMail(message: MailMessage): RenderedMail {
  const { locale } = message;
  const vars = (overrides: Vars = {}): RenderedVars => renderVars({ ...message.vars, ...overrides });
  const texts = (key: TKeyOf<'mail'>, overrides: Vars = {}) => {
    // The template's own text is escaped; the values come in already rendered for each version.
    const template = translate(locale, 'mail', key);
    const { text, html } = vars(overrides);
    return { text: interpolate(template, text), html: interpolate(escapeHtml(template), html) };
  };
  const part = (name: TemplatePart) => texts(`${message.template}.${name}` as TKeyOf<'mail'>);

  const link = typeof message.vars.link === 'string' ? message.vars.link : undefined;
  const settingsLink = typeof message.vars.settingsLink === 'string' ? message.vars.settingsLink : undefined;
  const greeting = message.vars.name !== undefined ? texts('layout.greeting') : undefined;
  const subject = part('subject').text;
  const heading = part('heading');
  const lines = [part('line1'), part('line2')];
  const action = part('action');
  const sections = (message.sections ?? []).map((section) => ({
    heading: inertText(section.heading),
    items: section.items.map((item) => ({ text: inertText(item.text), link: item.link })),
  }));
  const settingsHint = settingsLink ? texts('layout.settingsHint', { link: settingsLink }) : undefined;
  const signature = texts('layout.signature');
  const automatic = texts('layout.automatic');

  const text = [
    greeting?.text,
    heading.text,
    ...lines.map((line) => line.text),
    ...sections.map((section) =>
      [section.heading, ...section.items.map((item) => `- ${item.text}\n  ${item.link}`)].join('\n'),
    ),
    link ? `${action.text}: ${link}` : undefined,
    settingsHint?.text,
    signature.text,
    automatic.text,
  ]
    .filter((paragraph): paragraph is string => paragraph !== undefined)
    .join('\n\n');

  const paragraph = (content: { html: string } | undefined, style = ''): string =>
    content === undefined ? '' : `<p style="${style}">${content.html}</p>\n`;
  const button = link
    ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#1565c0;color:#ffffff;text-decoration:none;border-radius:4px;">${action.html}</a></p>\n` +
      paragraph(texts('layout.linkFallback', { link }), 'font-size:13px;color:#52606d;')
    : '';
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:'Work Sans',Arial,sans-serif;line-height:1.5;color:#1f2933;max-width:600px;margin:0 auto;padding:24px;">
${paragraph(greeting)}<h1 style="font-size:22px;">${heading.html}</h1>
${lines.map((line) => paragraph(line)).join('')}${sections.map(sectionHtml).join('')}${button}${paragraph(settingsHint, 'font-size:13px;color:#52606d;')}${paragraph(signature)}${paragraph(automatic, 'font-size:12px;color:#7b8794;')}</body></html>
`;
  return { subject, text, html };
}
