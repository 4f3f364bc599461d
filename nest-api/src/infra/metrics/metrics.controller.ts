import { Controller, Inject, Req, Res } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Express, Request, Response } from 'express';
import { notFound } from '../../common/errors';
import { ApiRoute } from '../../common/http/api-route';
import type { TrustProxyFn } from '../../common/http/request-host';
import { MetricsRegistry } from './metrics.registry';

/** Headers a proxy adds: the web's /api proxy always sets X-Forwarded-Proto. */
const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded'] as const;

/**
 * Prometheus scrapes each instance directly. Only a TRUSTED_PROXIES peer (loopback by default) that
 * forwards nobody's request is answered; everyone else, and anything that came through a proxy
 * (the web's /api, which refuses this path itself), gets the 404 of a route that does not exist.
 */
@Controller()
export class MetricsController {
  constructor(
    private readonly metrics: MetricsRegistry,
    @Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost,
  ) {}

  @ApiRoute('metrics')
  async metricsText(@Req() req: Request, @Res() res: Response): Promise<void> {
    const trust = this.adapterHost.httpAdapter.getInstance<Express>().get('trust proxy fn') as TrustProxyFn;
    const proxied = FORWARDED.some((name) => req.headers[name] !== undefined);
    if (proxied || !trust(req.socket.remoteAddress ?? '', 0)) throw notFound();
    const body = await this.metrics.metrics();
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Type', this.metrics.contentType);
    res.send(body);
  }
}
