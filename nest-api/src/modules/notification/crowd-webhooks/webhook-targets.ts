import { Inject, Injectable } from '@nestjs/common';
import type { MessageKey } from '@crowd/contracts';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { AddressResolver } from '../../../infra/dns/address-resolver';
import { isPublicAddress } from '../../../infra/dns/public-address';

/**
 * Where a delivery may connect: `address` is the checked IP the socket must use (null for an
 * allowed private host, which connects as the system resolves it).
 */
export type WebhookTarget =
  | { kind: 'allowed'; url: URL; address: string | null }
  | { kind: 'refused'; key: Extract<MessageKey, `validation_webhook_url${string}`> };

/**
 * The SSRF rule of decision 035, checked when a webhook is saved and again before each delivery:
 * https only, and every address the host resolves to is global unicast, unless its `host:port`
 * is in WEBHOOK_ALLOWED_PRIVATE_HOSTS (then http is accepted too).
 */
@Injectable()
export class WebhookTargets {
  private readonly allowedPrivate: ReadonlySet<string>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly resolver: AddressResolver,
  ) {
    this.allowedPrivate = new Set(config.env.WEBHOOK_ALLOWED_PRIVATE_HOSTS);
  }

  async resolve(raw: string): Promise<WebhookTarget> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return { kind: 'refused', key: 'validation_webhook_url' };
    }
    if (url.username || url.password) return { kind: 'refused', key: 'validation_webhook_url' };
    if (this.allowedPrivate.has(hostPortOf(url)) && (url.protocol === 'https:' || url.protocol === 'http:'))
      return { kind: 'allowed', url, address: null };
    if (url.protocol !== 'https:') return { kind: 'refused', key: 'validation_webhook_url' };
    const addresses = await this.resolver.addresses(url.hostname);
    if (addresses.length === 0) return { kind: 'refused', key: 'validation_webhook_url_unresolvable' };
    if (!addresses.every(isPublicAddress)) return { kind: 'refused', key: 'validation_webhook_url_refused' };
    return { kind: 'allowed', url, address: addresses[0] ?? null };
  }
}

/** `host:port` as WEBHOOK_ALLOWED_PRIVATE_HOSTS lists it, the scheme's port written out. */
function hostPortOf(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.toLowerCase()}:${port}`;
}
