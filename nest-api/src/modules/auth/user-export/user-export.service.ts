import { Inject, Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { notFound } from '../../../common/errors';
import { Clock } from '../../../infra/clock/clock';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { FILE_STORAGE, type FileStorage } from '../../../infra/files/file-storage';
import { InjectQueue } from '../../../infra/queue/job-queue';
import type { AppJobQueue } from '../../../infra/queue/job-payloads';
import { QueueName } from '../../../infra/queue/queue-name';
import { consumeOrLimit } from '../../../infra/rate-limit/rate-limited';
import { RATE_LIMITER_STORE, type RateLimiterStore } from '../../../infra/rate-limit/rate-limiter';
import { FilesService } from '../../../infra/files/files.service';
import { PersonalDataCollector } from './personal-data.collector';
import { personalDataZip } from './personal-data.zip';
import { BUILD_JOB } from './user-export-jobs';
import { UserExportRepository } from './user-export.repository';

export type ExportAnswer = { kind: 'zip'; zip: Readable } | { kind: 'queued' };

/**
 * "Download my data" (decision 033): an account of up to `USER_EXPORT_QUEUE_ABOVE` rows and files
 * is zipped while it streams to the caller; a larger one is packed by the worker, which mails a
 * link that only this user, signed in, can use until it expires.
 */
@Injectable()
export class UserExportService {
  private readonly perUser: RateLimiterAbstract;

  constructor(
    private readonly collector: PersonalDataCollector,
    private readonly exports: UserExportRepository,
    private readonly files: FilesService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @InjectQueue(QueueName.UserExport) private readonly queue: AppJobQueue<QueueName.UserExport>,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RATE_LIMITER_STORE) store: RateLimiterStore,
  ) {
    this.perUser = store.create('export:user', config.env.RATE_LIMIT_USER_EXPORT);
  }

  /** 429 beyond `RATE_LIMIT_USER_EXPORT`; a second ask while one is packed queues nothing new. */
  async request(userId: number): Promise<ExportAnswer> {
    await consumeOrLimit(this.perUser, String(userId));
    const now = this.clock.now();
    const collected = await this.collector.collect(userId, now);
    if (!collected) throw notFound();
    if (collected.size <= this.config.env.USER_EXPORT_QUEUE_ABOVE) {
      return { kind: 'zip', zip: personalDataZip(collected, now, (file) => this.files.openOriginal(file)) };
    }
    if (!(await this.exports.findQueued(userId))) {
      const created = await this.exports.create(userId, now);
      await this.queue.add(BUILD_JOB, { exportId: created.id }, { jobId: `user-export:${created.id}` });
    }
    return { kind: 'queued' };
  }

  /**
   * An erased account's exports (decision 034): the rows go in the caller's transaction; the
   * answer is the zips to `discard` once it commits. A build still queued then finds no row.
   */
  forgetAll(userId: number): Promise<string[]> {
    return this.exports.deleteAllOf(userId);
  }

  async discard(storageKeys: readonly string[]): Promise<void> {
    for (const key of storageKeys) await this.storage.remove(key);
  }

  /** A ready export's bytes; 404 for anyone but its user, and after it expired. */
  async download(userId: number, exportId: number): Promise<Readable> {
    const ready = await this.exports.findReady(exportId, userId, this.clock.now());
    if (!ready?.storageKey || (await this.storage.size(ready.storageKey)) === null) throw notFound();
    return this.storage.open(ready.storageKey);
  }
}
