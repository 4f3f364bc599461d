import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import type { THealthResponse } from '@crowd/contracts';
import type { AppConfig } from '../config/config';
import { apiVersion } from '../openapi/api-version';
import { APP_CONFIG } from '../config/config.module';
import { RedisConnection } from '../redis/redis.module';

/** The contracts' ZHealthResponse (status, version, checks) plus the flat fields operators read. */
export interface HealthReport extends THealthResponse {
  database: 'up' | 'down';
  redis: 'up' | 'down' | 'disabled';
  queues: 'bull' | 'in-process';
}

const DATABASE_TIMEOUT_MS = 2000;

/** For load balancers and the start scripts: 503 when the database does not answer. */
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly redis: RedisConnection,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const [database, redis] = await Promise.all([this.databaseStatus(), this.redis.status()]);
    const report: HealthReport = {
      status: database === 'up' ? 'ok' : 'degraded',
      version: apiVersion(),
      checks: redis === 'disabled' ? { database } : { database, redis },
      database,
      redis,
      queues: this.config.redisUrl ? 'bull' : 'in-process',
    };
    res.setHeader('Cache-Control', 'no-store');
    if (database === 'down') res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }

  private async databaseStatus(): Promise<'up' | 'down'> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'down'>((resolve) => {
      timer = setTimeout(() => resolve('down'), DATABASE_TIMEOUT_MS);
    });
    const query = this.dataSource.query('SELECT 1').then(
      () => 'up' as const,
      () => 'down' as const,
    );
    try {
      return await Promise.race([query, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
