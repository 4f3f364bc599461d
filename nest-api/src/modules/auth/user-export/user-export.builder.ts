import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../infra/clock/clock';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { FILE_STORAGE, type FileStorage } from '../../../infra/files/file-storage';
import { MailService } from '../../../infra/mail/mail.service';
import { CrowdRepository } from '../../crowd/crowd/crowd.repository';
import { KnownHostsService } from '../../crowd/crowd/known-hosts.service';
import { FilesService } from '../../../infra/files/files.service';
import { PersonalDataCollector } from './personal-data.collector';
import { personalDataZip } from './personal-data.zip';
import { UserExportRepository } from './user-export.repository';

/** The web page that streams a ready export through the web (host-only session cookies). */
const exportDownloadPath = (exportId: number): string => `/account/export/${exportId}`;

/** The worker's half of a queued export: pack it into the file store, then mail the link. */
@Injectable()
export class UserExportBuilder {
  private readonly logger = new Logger(UserExportBuilder.name);

  constructor(
    private readonly collector: PersonalDataCollector,
    private readonly exports: UserExportRepository,
    private readonly files: FilesService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly crowds: CrowdRepository,
    private readonly hosts: KnownHostsService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A retry after the zip was stored finds the row READY and only mails (the mail job is
   * idempotent per export). The user's earlier exports are deleted: one copy of their data is kept.
   */
  async build(exportId: number): Promise<void> {
    const row = await this.exports.findById(exportId);
    if (!row || row.status === 'FAILED') return;
    const now = this.clock.now();
    const collected = await this.collector.collect(row.userId, now);
    if (!collected) {
      await this.exports.delete(row.id);
      return;
    }
    let expiresAt = row.expiresAt;
    if (row.status === 'QUEUED') {
      const storageKey = `exports/${row.userId}/${row.id}-${randomBytes(8).toString('hex')}.zip`;
      await this.storage.writeStream(
        storageKey,
        personalDataZip(collected, now, (file) => this.files.openOriginal(file)),
      );
      expiresAt = new Date(now.getTime() + this.config.env.USER_EXPORT_TTL * 1000);
      for (const earlier of await this.exports.readyOf(row.userId)) {
        if (earlier.storageKey) await this.storage.remove(earlier.storageKey);
        await this.exports.delete(earlier.id);
      }
      if (!(await this.exports.markReady(row.id, storageKey, expiresAt))) {
        await this.storage.remove(storageKey);
        return;
      }
      this.logger.log(`user export ${row.id} ready`);
    }
    const user = { boundCrowdId: collected.data.profile.privateToCrowdId };
    const crowd = user.boundCrowdId === null ? null : await this.crowds.findById(user.boundCrowdId);
    await this.mail.send(
      {
        to: collected.email,
        locale: collected.locale,
        template: 'userExportReady',
        vars: {
          name: collected.data.profile.name,
          link: await this.hosts.link(crowd, exportDownloadPath(row.id)),
          expiresAt: (expiresAt ?? now).toISOString().slice(0, 16).replace('T', ' '),
        },
      },
      { jobId: `user-export-ready:${row.id}` },
    );
  }

  /** After the queue gave up on the job: the user may ask again. */
  async giveUp(exportId: number): Promise<void> {
    await this.exports.markFailed(exportId);
  }
}
