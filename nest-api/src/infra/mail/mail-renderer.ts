import { escapeHtml, translate, type TKeyOf } from '@crowd/i18n';
import type { MailMessage } from './mail-message';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

type TemplatePart = 'subject' | 'heading' | 'line1' | 'line2' | 'action';

const LINK = /https?:\/\/[^\s<>"']+/g;

const linkify = (escaped: string): string => escaped.replace(LINK, (url) => `<a href="${url}">${url}</a>`);

/** Subject, plain text and a simple HTML version in the recipient's locale (i18n `mail` namespace). */
export function renderMail(message: MailMessage): RenderedMail {
  const { locale, vars } = message;
  const part = (name: TemplatePart): string => translate(locale, 'mail', `${message.template}.${name}` as const, vars);
  const layout = (key: TKeyOf<'mail'>, overrides: Record<string, string | number> = {}): string =>
    translate(locale, 'mail', key, { ...vars, ...overrides });

  const link = typeof vars.link === 'string' ? vars.link : undefined;
  const settingsLink = typeof vars.settingsLink === 'string' ? vars.settingsLink : undefined;
  const greeting = vars.name !== undefined ? layout('layout.greeting') : undefined;
  const subject = part('subject');
  const heading = part('heading');
  const lines = [part('line1'), part('line2')];
  const action = part('action');
  const settingsHint = settingsLink ? layout('layout.settingsHint', { link: settingsLink }) : undefined;
  const signature = layout('layout.signature');
  const automatic = layout('layout.automatic');

  const text = [
    greeting,
    heading,
    ...lines,
    link ? `${action}: ${link}` : undefined,
    settingsHint,
    signature,
    automatic,
  ]
    .filter((paragraph): paragraph is string => paragraph !== undefined)
    .join('\n\n');

  const paragraph = (content: string | undefined, style = ''): string =>
    content === undefined ? '' : `<p style="${style}">${linkify(escapeHtml(content))}</p>\n`;
  const button = link
    ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#1565c0;color:#ffffff;text-decoration:none;border-radius:4px;">${escapeHtml(action)}</a></p>\n` +
      paragraph(layout('layout.linkFallback', { link }), 'font-size:13px;color:#52606d;')
    : '';
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:'Work Sans',Arial,sans-serif;line-height:1.5;color:#1f2933;max-width:600px;margin:0 auto;padding:24px;">
${paragraph(greeting)}<h1 style="font-size:22px;">${escapeHtml(heading)}</h1>
${lines.map((line) => paragraph(line)).join('')}${button}${paragraph(settingsHint, 'font-size:13px;color:#52606d;')}${paragraph(signature)}${paragraph(automatic, 'font-size:12px;color:#7b8794;')}</body></html>
`;
  return { subject, text, html };
}
