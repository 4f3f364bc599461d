import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * The domain arrows of docs/architecture.md are an ESLint rule of the repository's config
 * (eslint.config.mjs, `DOMAINS`), so `npm run lint` fails on an import against them. Each case
 * lints a source text as if it were the named file (ESLint reads it from stdin; type-aware rules
 * need a path the project knows), with the repository's own config.
 */
const ROOT = join(__dirname, '../../..');
const ESLINT = join(ROOT, 'node_modules/eslint/bin/eslint.js');
const RULE = 'import-x/no-restricted-paths';

interface LintMessage {
  ruleId: string | null;
  line: number;
  message: string;
  fatal?: boolean;
}

function lintAs(file: string, lines: string[]): Promise<LintMessage[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [ESLINT, '--stdin', '--stdin-filename', `nest-api/src/modules/${file}`, '--format', 'json'],
      { cwd: ROOT },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => {
      try {
        resolve((JSON.parse(out) as [{ messages: LintMessage[] }])[0].messages);
      } catch {
        reject(new Error(`eslint gave no report: ${err}`));
      }
    });
    child.stdin.end(`${lines.join('\n')}\n`);
  });
}

function domainErrors(messages: LintMessage[]): number[] {
  expect(messages.filter((message) => message.fatal)).toEqual([]);
  return messages.filter((message) => message.ruleId === RULE).map((message) => message.line);
}

describe('domain imports are checked by lint', () => {
  it('lets crowd import the ports of other domains, and nothing else of them', async () => {
    const messages = await lintAs('crowd/crowd/crowd-view.service.ts', [
      "import { UserRepository } from '../../auth/user/user.repository';",
      "import { CurrentPlanService } from '../../subscription/subscription/current-plan.service';",
      "import { NotificationsService } from '../../notification/notification/notifications.service';",
      "import { IdeaRepository } from '../../idea/idea/idea.repository';",
      "import { PlanChangeService } from '../../subscription/billing/plan-change.service';",
      'export const probe = [UserRepository, CurrentPlanService, NotificationsService, IdeaRepository, PlanChangeService];',
    ]);
    expect(domainErrors(messages)).toEqual([4, 5]);
    expect(messages.find((message) => message.line === 4)?.message).toContain(
      'crowd imports only the ports (auth/user, notification/notification, subscription/subscription)',
    );
  }, 120000);

  it('lets idea import crowd (an arrow) but not the sign-in of auth', async () => {
    const messages = await lintAs('idea/idea/idea-view.service.ts', [
      "import { KnownHostsService } from '../../crowd/crowd/known-hosts.service';",
      "import { CrowdAccessService } from '../../crowd/crowd-users/crowd-access.service';",
      "import { SessionService } from '../../auth/auth/session/session.service';",
      'export const probe = [KnownHostsService, CrowdAccessService, SessionService];',
    ]);
    expect(domainErrors(messages)).toEqual([3]);
  }, 120000);

  it("lets crowd removal reach idea's rows (its written exception), and no more of idea", async () => {
    const messages = await lintAs('crowd/crowd-removal/crowd-removal.service.ts', [
      "import { IdeaRepository } from '../../idea/idea/idea.repository';",
      "import { CommentRepository } from '../../idea/comment/comment.repository';",
      'export const probe = [IdeaRepository, CommentRepository];',
    ]);
    expect(domainErrors(messages)).toEqual([2]);
  }, 120000);
});
