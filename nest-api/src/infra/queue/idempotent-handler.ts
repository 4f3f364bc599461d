import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isDuplicateKeyError } from '../../common/duplicate-key';
import { Clock } from '../clock/clock';
import type { JobData, JobHandler } from './job-queue';
import { ProcessedJob } from './processed-job.entity';

const PROCESSED_JOB_ID_MAX = 255;

function processedJobId(queue: string, key: string): string {
  const id = `${queue}:${key}`;
  return id.length <= PROCESSED_JOB_ID_MAX ? id : `${queue}:sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/**
 * Jobs given a jobId are handled at most once to completion: the id is recorded after the handler
 * succeeds and a job whose id is recorded is skipped. Bull drops a duplicate id only while the
 * first job is still in Redis; the record also covers a duplicate that arrives later.
 */
@Injectable()
export class IdempotentHandlers {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  wrap<T extends JobData>(handler: JobHandler<T>): JobHandler<T> {
    return async (job) => {
      if (job.idempotencyKey === undefined) return handler(job);
      const id = processedJobId(job.queue, job.idempotencyKey);
      const repository = this.dataSource.getRepository(ProcessedJob);
      if (await repository.exists({ where: { id } })) return;
      await handler(job);
      try {
        await repository.insert({ id, queue: job.queue, processedAt: this.clock.now() });
      } catch (error) {
        // Another worker finished the same job at the same moment; its record is as good as ours.
        if (!isDuplicateKeyError(error)) throw error;
      }
    };
  }
}
