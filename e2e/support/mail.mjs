import { SMTPServer } from 'smtp-server';

/** Undoes quoted-printable (and its soft line breaks) well enough to read links and text. */
const decodeQuotedPrintable = (text) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The readable text of a raw message: quoted-printable decoded, base64 parts decoded. */
function readable(raw) {
  const base64Parts = [
    ...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi),
  ].map((match) => Buffer.from(match[1].replace(/\s+/g, ''), 'base64').toString('utf8'));
  return [decodeQuotedPrintable(raw), ...base64Parts].join('\n');
}

/** A local SMTP server the stack sends its mail to (SMTP_URL), keeping every message. */
export async function startSmtpServer() {
  const mails = [];
  const waiters = new Set();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw,
          text: readable(raw),
        };
        mail.links = [...new Set(mail.text.match(/https?:\/\/[^\s"'<>)]+/g) ?? [])];
        mails.push(mail);
        for (const waiter of waiters) waiter();
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The first mail to `address` (after `since` mails) whose links include one matching `linkPattern`. */
    async linkTo(address, linkPattern, { since = 0, timeoutMs = 30_000 } = {}) {
      const find = () =>
        mails
          .slice(since)
          .filter((mail) => mail.to.includes(address.toLowerCase()))
          .flatMap((mail) => mail.links)
          .find((link) => linkPattern.test(link));
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const link = find();
        if (link) return link;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} with a link like ${linkPattern}`);
        await new Promise((resolve) => {
          const waiter = () => {
            waiters.delete(waiter);
            resolve();
          };
          waiters.add(waiter);
          setTimeout(waiter, 500);
        });
      }
    },
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
