/** Just enough MIME decoding to read what nodemailer writes (tests only; no mailparser dependency). */
export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  to: string;
  text: string;
  html: string;
}

function decodeBytes(bytes: number[]): string {
  return Buffer.from(bytes).toString('utf8');
}

function decodeQuotedPrintable(input: string, underscoreIsSpace = false): string {
  const source = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index] ?? '';
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(source.slice(index + 1, index + 3))) {
      bytes.push(parseInt(source.slice(index + 1, index + 3), 16));
      index += 2;
    } else if (char === '_' && underscoreIsSpace) {
      bytes.push(0x20);
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return decodeBytes(bytes);
}

/** RFC 2047 encoded words, as in `Subject: =?UTF-8?Q?Aktivujte_si_=C3=BA=C4=8Det?=`. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_whole, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text, true),
    );
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const separator = raw.search(/\r?\n\r?\n/);
  const head = separator === -1 ? raw : raw.slice(0, separator);
  const body = separator === -1 ? '' : raw.slice(separator).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function collectParts(headers: Map<string, string>, body: string, into: { text: string; html: string }): void {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      const entity = splitEntity(part.replace(/^\r?\n/, ''));
      collectParts(entity.headers, entity.body, into);
    }
    return;
  }
  const decoded = decodeBody(headers, body);
  if (contentType.toLowerCase().startsWith('text/html')) into.html += decoded;
  else into.text += decoded;
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitEntity(raw);
  const parts = { text: '', html: '' };
  collectParts(headers, body, parts);
  return { headers, subject: decodeWords(headers.get('subject') ?? ''), to: headers.get('to') ?? '', ...parts };
}
