import { Controller, HttpStatus, Inject, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import type { THealthResponse } from '@crowd/contracts';
import type { AppConfig } from '../config/config';
import { apiVersion } from '../openapi/api-version';
import { APP_CONFIG } from '../config/config.module';
import { RedisConnection } from '../redis/redis.module';
import { QueueHealth } from './queue-health';
import { settleWithin } from '../../common/settle-within';
import { ApiRoute } from '../../common/http/api-route';

/** The contracts' ZHealthResponse (status, version, checks, jobQueues) plus the flat fields operators read. */
export interface HealthReport extends THealthResponse {
  database: 'up' | 'down';
  redis: 'up' | 'down' | 'disabled';
  queues: 'bull' | 'in-process';
}

const DATABASE_TIMEOUT_MS = 2000;

/**
 * For load balancers and the start scripts: 503 only when the database does not answer. A stuck
 * queue (no worker) makes the status degraded but keeps 200, so the api stays in rotation.
 */
@Controller()
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly redis: RedisConnection,
    private readonly queueHealth: QueueHealth,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiRoute('health')
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const [database, redis, jobQueues] = await Promise.all([
      this.databaseStatus(),
      this.redis.status(),
      this.queueHealth.report(),
    ]);
    const queuesStuck = jobQueues !== undefined && Object.values(jobQueues).some((queue) => queue.stuck);
    const report: HealthReport = {
      status: database === 'up' && !queuesStuck ? 'ok' : 'degraded',
      version: apiVersion(),
      checks: {
        database,
        ...(redis === 'disabled' ? {} : { redis }),
        ...(jobQueues === undefined ? {} : { queues: queuesStuck ? 'down' : 'up' }),
      },
      ...(jobQueues === undefined ? {} : { jobQueues }),
      database,
      redis,
      queues: this.config.redisUrl ? 'bull' : 'in-process',
    };
    res.setHeader('Cache-Control', 'no-store');
    if (database === 'down') res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }

  private databaseStatus(): Promise<'up' | 'down'> {
    const query = this.dataSource.query('SELECT 1').then(() => 'up' as const);
    return settleWithin(query, DATABASE_TIMEOUT_MS, 'down' as const);
  }
}
