import { Injectable, Logger } from '@nestjs/common';
import { DEFAULT_TIME_ZONE, isTimeZone, type TNotificationType } from '@crowd/contracts';
import { Clock } from '../../../infra/clock/clock';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../../infra/database/unit-of-work';
import { MailService } from '../../../infra/mail/mail.service';
import { NotificationDigestRepository } from '../notification/notification-digest.repository';
import { NotificationSettingsService } from '../notification/notification-settings.service';
import { NotificationRepository } from '../notification/notification.repository';
import { UserRepository } from '../../auth/user/user.repository';
import { DigestMails } from './digest-mails';
import { latestPeriod, type DigestKind } from './digest-period';
import type { Recipient } from './notification-recipients';

/** Settings rows read per round of the sweep. */
const PAGE = 200;

const KINDS: readonly DigestKind[] = ['daily', 'weekly'];

/**
 * The `notification.digest` job (decision 036): everyone with a type in a digest whose period has
 * closed in their time zone gets that period's digest once, and nothing when nothing happened.
 * The claim (a unique user+period row) and the mail's queueing commit together, so two workers,
 * a rerun or a restart send it once; the mail job's id is the claim's, for the moment between.
 */
@Injectable()
export class DigestSweepService {
  constructor(
    private readonly settings: NotificationSettingsService,
    private readonly digests: NotificationDigestRepository,
    private readonly notifications: NotificationRepository,
    private readonly users: UserRepository,
    private readonly composer: DigestMails,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  private readonly logger = new Logger(DigestSweepService.name);

  /** How many digests this run queued. */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    let sent = 0;
    let afterId = 0;
    for (;;) {
      const { plans, lastId } = await this.settings.digestPlans(afterId, PAGE);
      if (lastId === null) return sent;
      afterId = lastId;
      const accounts = new Map(
        (await this.users.liveAccounts({ ids: plans.map((plan) => plan.userId) })).map((account) => [
          account.id,
          account,
        ]),
      );
      for (const plan of plans) {
        const account = accounts.get(plan.userId);
        if (!account) continue;
        for (const kind of KINDS) {
          if (plan[kind].length === 0) continue;
          try {
            if (await this.sendOne(account, kind, plan[kind], now)) sent += 1;
          } catch (error) {
            // One person's failure must not keep the others' digests back; the next run tries again.
            this.logger.error(
              `digest ${kind} of user ${account.id} failed: ${error instanceof Error ? error.message : String(error)}`,
            );
          }
        }
      }
    }
  }

  private async sendOne(
    account: Recipient,
    kind: DigestKind,
    types: readonly TNotificationType[],
    now: Date,
  ): Promise<boolean> {
    const timeZone = isTimeZone(account.timeZone) ? account.timeZone : DEFAULT_TIME_ZONE;
    const period = latestPeriod(kind, now, timeZone);
    if (await this.digests.wasSent(account.id, period.key)) return false;
    const rows = await this.notifications.inPeriod(account.id, types, period.from, period.to);
    if (rows.length === 0) return false;
    const composed = await this.composer.compose(account, kind, period, rows, timeZone);
    if (!composed) return false;
    return this.tx.withTransaction(async () => {
      if (!(await this.digests.claim(account.id, period.key, composed.count, now))) return false;
      await this.mail.send(composed.message, { jobId: `digest:${account.id}:${period.key}` });
      return true;
    });
  }
}
