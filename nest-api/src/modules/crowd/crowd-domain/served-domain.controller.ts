import { Controller } from '@nestjs/common';
import type { TDomainCheckResponse } from '@crowd/contracts';
import { notFound } from '../../../common/errors';
import { ApiRoute, RouteQuery, type TRouteQuery } from '../../../common/http/api-route';
import { KnownHostsService } from '../crowd/known-hosts.service';

/**
 * Caddy's question before it asks a certificate authority for a host (`on_demand_tls { ask }`):
 * only hosts this deployment serves (main, login, live crowd subdomains, proven own domains of
 * plans that have them) get a certificate, so nobody can make it request certificates for names
 * pointed at it by chance or on purpose.
 */
@Controller()
export class ServedDomainController {
  constructor(private readonly hosts: KnownHostsService) {}

  @ApiRoute('checkServedDomain')
  async check(@RouteQuery() { domain }: TRouteQuery<'checkServedDomain'>): Promise<TDomainCheckResponse> {
    const known = await this.hosts.resolve(domain);
    if (!known) throw notFound();
    return { host: known.host, site: known.kind };
  }
}
