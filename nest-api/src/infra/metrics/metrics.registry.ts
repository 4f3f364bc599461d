import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { QueueMonitor } from '../queue/queue-monitor';
import { SocketServerUserPush } from '../realtime/socket-server-user-push';

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/**
 * This process's Prometheus metrics. A registry per app, not prom-client's global one, so that
 * several apps in one process (the tests) each count their own.
 */
@Injectable()
export class MetricsRegistry {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;

  constructor(queues: QueueMonitor, sockets: SocketServerUserPush) {
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by route template (unmatched for none), method and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    new Gauge({
      name: 'queue_jobs',
      help: 'Jobs of each queue by state, read at scrape time (shared by every instance on Redis)',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const queue of await queues.inspect()) {
          for (const state of QUEUE_STATES) this.set({ queue: queue.queue, state }, queue[state]);
        }
      },
    });
    new Gauge({
      name: 'socketio_connected_sockets',
      help: 'socket.io connections open on this instance',
      registers: [this.registry],
      collect() {
        this.set(sockets.localSocketCount());
      },
    });
  }

  metrics(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
