import { Inject, Injectable, Logger } from '@nestjs/common';
import type { MessageKey, TCertificateState, TCrowd, TCrowdDomainStatus } from '@crowd/contracts';
import { domainProofRecord } from '@crowd/contracts/hosts';
import { ValidationFailedError } from '../../../common/errors';
import { Clock } from '../../../infra/clock/clock';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { TxtResolver } from '../../../infra/dns/txt-resolver';
import { CertificateProbe } from '../../../infra/tls/certificate-probe';
import { CrowdAdminService } from '../crowd/crowd-admin.service';
import { CrowdRepository } from '../crowd/crowd.repository';
import { toDomainVerification } from '../crowd/domain-proof';
import type { Crowd } from '../crowd/entities/crowd.entity';

/** What a look-up of a crowd's proof record found. */
type Outcome = 'found' | 'missing' | 'mismatch' | 'failed';

const REFUSAL: Record<Exclude<Outcome, 'found'>, MessageKey> = {
  missing: 'validation_crowd_domain_record_missing',
  mismatch: 'validation_crowd_domain_record_mismatch',
  failed: 'validation_crowd_domain_lookup_failed',
};

/** A crowd that claims an own domain, with the token its record must hold. */
type Claim = Crowd & { domainNormalized: string; domainToken: string };

const isClaim = (crowd: Crowd): crowd is Claim => crowd.domainNormalized !== null && crowd.domainToken !== null;

/**
 * Own-domain proof (decision 029): a crowd's own domain serves it only once the DNS TXT record
 * `_crowd-ideas.<domain>` holds the crowd's token for it. Its admins ask for the look-up; a
 * periodic re-check keeps it honest: a record gone makes the domain pending, and once it has not
 * been seen for the grace period (`DOMAIN_GRACE`) the domain stops serving.
 */
@Injectable()
export class CrowdDomainService {
  private readonly logger = new Logger(CrowdDomainService.name);

  constructor(
    private readonly crowds: CrowdRepository,
    private readonly admin: CrowdAdminService,
    private readonly resolver: TxtResolver,
    private readonly certificates: CertificateProbe,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * POST /crowd/{crowdId}/domain/verify (the role guard let a crowd admin through): the record is
   * looked up now. Found, the domain is verified and serves; else a 422 on `domain` says what is
   * wrong and nothing changes (a verified domain stays so until the periodic re-check).
   */
  async verify(crowdId: number, requesterId: number): Promise<TCrowd> {
    const crowd = await this.crowds.findByIdOrFail(crowdId);
    if (!isClaim(crowd)) throw ValidationFailedError.field('domain', 'validation_crowd_domain_none');
    const outcome = await this.lookUp(crowd);
    if (outcome !== 'found') throw ValidationFailedError.field('domain', REFUSAL[outcome]);
    await this.record(crowd, true);
    return this.admin.view(await this.crowds.findByIdOrFail(crowdId), 'CROWD_ADMIN', requesterId);
  }

  /**
   * GET /crowd/{crowdId}/domain (crowd admins): what the profile shows of the own domain. The
   * records: a CNAME pointing the domain at this deployment (`OWN_DOMAIN_TARGET`, else the main
   * host's name) and the TXT proof. The certificate is asked for now, briefly: the TLS front
   * obtains one on demand once the domain is proven and points here.
   */
  async status(crowdId: number): Promise<TCrowdDomainStatus> {
    const crowd = await this.crowds.findByIdOrFail(crowdId);
    const proof = toDomainVerification(crowd);
    if (!isClaim(crowd) || proof === null) {
      return { domain: null, records: [], proof: null, certificate: { state: 'none' } };
    }
    const domain = crowd.domainNormalized;
    return {
      domain,
      records: [
        { type: 'CNAME', name: domain, value: this.target() },
        { type: 'TXT', name: proof.recordName, value: proof.recordValue },
      ],
      proof,
      certificate: await this.certificate(domain),
    };
  }

  private target(): string {
    return this.config.env.OWN_DOMAIN_TARGET || this.config.mainHost.replace(/:\d+$/, '');
  }

  private async certificate(domain: string): Promise<TCertificateState> {
    const result = await this.certificates.probe(domain);
    if (result.state === 'none') return { state: 'none' };
    const known = {
      ...(result.validTo ? { validTo: result.validTo.toISOString() } : {}),
      ...(result.issuer ? { issuer: result.issuer } : {}),
    };
    return result.state === 'valid'
      ? { state: 'valid', ...known }
      : { state: 'invalid', reason: result.reason, ...known };
  }

  /** The periodic re-check of every domain proven once; a look-up that fails counts as not found. */
  async recheckAll(): Promise<void> {
    for (const crowd of await this.crowds.findProvenDomains()) {
      if (!isClaim(crowd)) continue;
      const found = (await this.lookUp(crowd)) === 'found';
      if (!found && crowd.domainVerified)
        this.logger.warn(`crowd ${crowd.id}: ${crowd.domainNormalized} lost its proof record`);
      await this.record(crowd, found);
    }
  }

  private async lookUp(crowd: Claim): Promise<Outcome> {
    const answer = await this.resolver.txt(domainProofRecord(crowd.domainNormalized));
    if (answer.kind === 'failed') return 'failed';
    if (answer.kind === 'none' || answer.texts.length === 0) return 'missing';
    return answer.texts.some((text) => text.trim() === crowd.domainToken) ? 'found' : 'mismatch';
  }

  private async record(crowd: Claim, found: boolean): Promise<void> {
    const now = this.clock.now();
    const seenAt = found ? now : crowd.domainSeenAt;
    const graceMs = this.config.env.DOMAIN_GRACE * 1000;
    await this.crowds.recordDomainCheck(crowd.id, crowd.domainToken, {
      domainVerified: found,
      domainServed: seenAt !== null && now.getTime() - seenAt.getTime() < graceMs,
      domainSeenAt: seenAt,
      domainCheckedAt: now,
    });
  }
}
