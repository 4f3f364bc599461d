import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE } from '@crowd/contracts';
import { DataSource } from 'typeorm';
import { InProcessJobQueue } from '../../src/infra/queue/in-process-job-queue';
import { queueToken } from '../../src/infra/queue/job-queue';
import { QueueName } from '../../src/infra/queue/queue-name';
import { hashToken, newSecureToken } from '../../src/common/secure-token';
import { UserToken } from '../../src/modules/auth/user-token/entities/user-token.entity';
import { User } from '../../src/modules/auth/user/entities/user.entity';
import { CrowdMember } from '../../src/modules/crowd/crowd/entities/crowd-member.entity';
import { parseMail, type ParsedMail } from '../support/mime';
import type { TestApp } from '../support/app';

export const STRONG_PASSWORD = 'N3w-Passw0rd!';

/** A browser's single sign-on state, as the web keeps it in a cookie of the code's host. */
export const ssoState = (): string => newSecureToken();

/** Every mail sent so far (the in-process queue drained, the .eml files read), oldest first. */
export async function sentMails(testApp: Pick<TestApp, 'app' | 'db'>): Promise<ParsedMail[]> {
  const queue = testApp.app.get(queueToken(QueueName.Mail));
  if (!(queue instanceof InProcessJobQueue)) throw new Error('expected the in-process queue');
  await queue.drain();
  const directory = join(testApp.db.env.DATA_DIR, 'mail');
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .sort()
    .map((name) => parseMail(readFileSync(join(directory, name), 'utf8')));
}

/** The newest mail to `to`. */
export async function lastMailTo(testApp: Pick<TestApp, 'app' | 'db'>, to: string): Promise<ParsedMail> {
  const mail = (await sentMails(testApp)).filter((message) => message.to.includes(to)).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

export function linkToken(mail: ParsedMail, path: string): { link: string; token: string } {
  const match = mail.text.match(new RegExp(`(https?://[^\\s/]+)/${path}/([A-Za-z0-9_-]+)`));
  if (!match?.[2]) throw new Error(`no /${path}/ link in: ${mail.text}`);
  return { link: match[0], token: match[2] };
}

export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const email = (overrides.email as string | undefined) ?? `new-${Math.random().toString(36).slice(2, 10)}@example.com`;
  return {
    email,
    confirmEmail: email,
    name: 'New User',
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    locale: DEFAULT_LOCALE,
    ...overrides,
  };
}

/** Moves a token's expiry into the past. */
export async function expireToken(dataSource: DataSource, token: string): Promise<void> {
  await dataSource
    .getRepository(UserToken)
    .update({ tokenHash: hashToken(token) }, { expiresAt: new Date(Date.now() - 1000) });
}

/** `count` follower rows (users without passwords, inserted in bulk: the user limit counts rows). */
export async function fillCrowd(dataSource: DataSource, crowdId: number, count: number): Promise<void> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const users = Array.from({ length: count }, (_, index) => {
    const email = `filler-${stamp}-${index}@example.com`;
    return {
      email,
      emailNormalized: email,
      name: 'Filler',
      locale: 'en' as const,
      createdAt: new Date(),
      updatedAt: new Date(),
    };
  });
  const result = await dataSource.getRepository(User).insert(users);
  const members = result.identifiers.map(({ id }) => ({
    crowdId,
    userId: Number(id),
    role: 'CROWD_FOLLOWER' as const,
    createdAt: new Date(),
  }));
  await dataSource.getRepository(CrowdMember).insert(members);
}
