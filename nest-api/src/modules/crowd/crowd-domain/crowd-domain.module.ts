import { readFileSync } from 'node:fs';
import { Module } from '@nestjs/common';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { NodeAddressResolver } from '../../../infra/dns/address-resolver';
import { NodeTxtResolver, TxtResolver } from '../../../infra/dns/txt-resolver';
import { CertificateProbe, TlsCertificateProbe } from '../../../infra/tls/certificate-probe';
import { CrowdModule } from '../crowd/crowd.module';
import { CrowdDomainController } from './crowd-domain.controller';
import { CrowdDomainProcessor } from './crowd-domain.processor';
import { CrowdDomainService } from './crowd-domain.service';
import { ServedDomainController } from './served-domain.controller';

/**
 * Own-domain proof by a DNS TXT record: the admins' look-up and the periodic re-check (decision 029);
 * and which hosts are served, for the TLS front's on-demand certificates; the records to publish
 * and the certificate's state, for the crowd profile.
 */
@Module({
  imports: [CrowdModule],
  controllers: [CrowdDomainController, ServedDomainController],
  providers: [
    CrowdDomainService,
    CrowdDomainProcessor,
    {
      provide: TxtResolver,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new NodeTxtResolver(config.env.DNS_SERVERS),
    },
    {
      provide: CertificateProbe,
      inject: [APP_CONFIG],
      useFactory: ({ env }: AppConfig) =>
        new TlsCertificateProbe(
          {
            host: env.OWN_DOMAIN_TLS_HOST || null,
            port: env.OWN_DOMAIN_TLS_PORT,
            // Short: the profile page waits for it.
            timeoutMs: 3000,
            ...(env.OWN_DOMAIN_TLS_CA_FILE ? { extraCa: readFileSync(env.OWN_DOMAIN_TLS_CA_FILE, 'utf8') } : {}),
          },
          new NodeAddressResolver(env.DNS_SERVERS),
        ),
    },
  ],
})
export class CrowdDomainModule {}
