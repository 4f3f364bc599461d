import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../../infra/database/unit-of-work';
import { IdeaShareRepository } from './idea-share.repository';

interface PendingView {
  userId: number | null;
  createdAt: Date;
}

/**
 * Views of ideas gathered for `VIEW_COUNT_FLUSH_MS` and written in one transaction (issue 27): a
 * page view no longer waits for a write of its own, and SQLite, which runs one write at a time,
 * takes one per moment instead of one per visitor. No view is lost: a failed write keeps its
 * views for the next one, and shutdown writes what is left before the database closes (views
 * counted after that are written at once).
 */
@Injectable()
export class ViewBatch implements BeforeApplicationShutdown {
  private readonly logger = new Logger(ViewBatch.name);
  private pending = new Map<number, PendingView[]>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private closing = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly views: IdeaShareRepository,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  /** Counts one view; answers how many views of the idea are not written yet, this one included. */
  add(ideaId: number, view: PendingView): Promise<number> {
    return this.addMany(ideaId, 1, view);
  }

  /** Counts `count` views alike (the web's tally of signed-out visits); answers as `add`. */
  async addMany(ideaId: number, count: number, view: PendingView): Promise<number> {
    const views = Array.from({ length: count }, () => ({ ...view }));
    const delayMs = this.config.env.VIEW_COUNT_FLUSH_MS;
    if (delayMs === 0 || this.closing) {
      await this.tx.withTransaction(() => this.views.insertViews(ideaId, views));
      return 0;
    }
    const pending = this.pending.get(ideaId) ?? [];
    pending.push(...views);
    this.pending.set(ideaId, pending);
    this.timer ??= setTimeout(() => void this.flush(), delayMs);
    return pending.length;
  }

  /** Writes every gathered view; resolves once they are in the database (or kept for the next try). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = new Map();
    this.flushing = this.flushing.then(() => this.write(batch));
    return this.flushing;
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    await this.flush();
  }

  private async write(batch: Map<number, PendingView[]>): Promise<void> {
    if (batch.size === 0) return;
    try {
      await this.tx.withTransaction(async () => {
        for (const [ideaId, views] of batch) await this.views.insertViews(ideaId, views);
      });
    } catch (error) {
      this.logger.error(`writing ${batch.size} ideas' views failed; kept for the next write`, error as Error);
      for (const [ideaId, views] of batch) this.pending.set(ideaId, [...views, ...(this.pending.get(ideaId) ?? [])]);
      if (this.closing) throw error;
      this.timer ??= setTimeout(() => void this.flush(), this.config.env.VIEW_COUNT_FLUSH_MS);
    }
  }
}
