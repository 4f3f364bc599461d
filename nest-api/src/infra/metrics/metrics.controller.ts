import { Controller, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiRoute } from '../../common/http/api-route';
import { DirectTrustedPeerOnly } from '../../common/http/trusted-peer';
import { MetricsRegistry } from './metrics.registry';

/**
 * Prometheus scrapes each instance directly. Only a TRUSTED_PROXIES peer (loopback by default) that
 * forwards nobody's request is answered; everyone else, and anything that came through a proxy
 * (the web's /api, which refuses this path itself), gets the 404 of a route that does not exist.
 */
@Controller()
export class MetricsController {
  constructor(private readonly metrics: MetricsRegistry) {}

  @ApiRoute('metrics')
  @DirectTrustedPeerOnly()
  async metricsText(@Res() res: Response): Promise<void> {
    const body = await this.metrics.metrics();
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Type', this.metrics.contentType);
    res.send(body);
  }
}
