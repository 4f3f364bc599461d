import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { RedisConnection } from '../redis/redis.module';
import { QUEUE_NAMES, type QueueName } from './queue-name';

const BEAT_INTERVAL_MS = 5_000;
/** A process killed without a goodbye stops counting as attached this long after its last beat. */
const BEAT_TTL_MS = 15_000;

/** Deletes the key only while it holds this process's beat: another worker may have beaten since. */
const RELEASE_SCRIPT = "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0";

/**
 * Processes that run queue processors on Redis say so: a key per queue, refreshed while they run
 * and gone soon after they stop. The api's health reads it to tell a stuck queue from a busy one.
 */
@Injectable()
export class QueueHeartbeat implements OnModuleDestroy {
  private readonly logger = new Logger(QueueHeartbeat.name);
  private readonly id = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private failing = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: RedisConnection,
  ) {}

  /** Beats for every queue: a process that runs processors runs all of them (the start-up check). */
  start(): void {
    if (!this.redis.client || this.timer) return;
    this.timer = setInterval(() => void this.beat(), BEAT_INTERVAL_MS);
    this.timer.unref();
    void this.beat();
  }

  /** Whether a process running processors has beaten for the queue lately. */
  async attached(queue: QueueName): Promise<boolean> {
    const client = this.redis.client;
    return client ? (await client.exists(this.key(queue))) > 0 : false;
  }

  async onModuleDestroy(): Promise<void> {
    const client = this.redis.client;
    if (!client || !this.timer) return;
    clearInterval(this.timer);
    this.timer = undefined;
    await Promise.all(QUEUE_NAMES.map((queue) => client.eval(RELEASE_SCRIPT, 1, this.key(queue), this.id))).catch(
      (error: unknown) => this.logger.warn(`heartbeat not released: ${String(error)}`),
    );
  }

  private key(queue: QueueName): string {
    return `${this.config.env.QUEUE_PREFIX}:heartbeat:${queue}`;
  }

  private async beat(): Promise<void> {
    const client = this.redis.client;
    if (!client) return;
    try {
      const beats = client.multi();
      for (const queue of QUEUE_NAMES) beats.set(this.key(queue), this.id, 'PX', BEAT_TTL_MS);
      await beats.exec();
      this.failing = false;
    } catch (error) {
      // Once per outage: Redis being down is logged by the queues already.
      if (!this.failing) this.logger.warn(`heartbeat failed: ${String(error)}`);
      this.failing = true;
    }
  }
}
