import type { TCurrency, TLocale } from '@crowd/contracts';
import { Entity, ForeignKey, Index } from 'typeorm';
import {
  BoolColumn,
  DateColumn,
  IdColumn,
  IntColumn,
  JsonTextColumn,
  StringColumn,
  VersionNumberColumn,
} from '../../../../infra/database/columns';
import { TimestampedEntity } from '../../../../infra/database/timestamps';

@Entity({ name: 'crowd' })
@Index('UQ_crowd_subdomain', ['subdomainNormalized'], { unique: true })
@Index('UQ_crowd_domain', ['domainNormalized'], { unique: true })
@Index('IDX_crowd_owner', ['ownerId'])
@Index('IDX_crowd_featured_image', ['featuredImageId'])
export class Crowd extends TimestampedEntity {
  @IdColumn()
  id: number;

  @VersionNumberColumn()
  version: number;

  @StringColumn(120)
  title: string;

  @StringColumn(600, { nullable: true })
  description: string | null;

  /** Null until chosen (a crowd created by the direct-subscribe flow has none yet). */
  @StringColumn(63, { nullable: true })
  subdomain: string | null;

  @StringColumn(63, { nullable: true })
  subdomainNormalized: string | null;

  /** Own domain (festival plan); stored without a leading `www.`. */
  @StringColumn(253, { nullable: true })
  domain: string | null;

  @StringColumn(253, { nullable: true })
  domainNormalized: string | null;

  /**
   * The own domain's proof (decision 029): the value its DNS TXT record `_crowd-ideas.<domain>`
   * must hold, new with every domain set, so a record made for an earlier claim proves nothing.
   */
  @StringColumn(64, { nullable: true })
  domainToken: string | null;

  /** Whether the last look-up found the record (`verified`; else `pending`). */
  @BoolColumn(false)
  domainVerified: boolean;

  /** Whether the own domain serves the crowd: verified, or within the grace period after the record was last seen. */
  @BoolColumn(false)
  domainServed: boolean;

  /** When the record was last found for this domain; null until it is. */
  @DateColumn({ nullable: true })
  domainSeenAt: Date | null;

  /** When the record was last looked up for this domain. */
  @DateColumn({ nullable: true })
  domainCheckedAt: Date | null;

  @BoolColumn(true)
  subdomainRouting: boolean;

  @StringColumn(8)
  locale: TLocale;

  @StringColumn(32, { nullable: true })
  gaCode: string | null;

  @IntColumn({ nullable: true })
  likeMilestone: number | null;

  /** Integer cents. */
  @IntColumn({ nullable: true })
  rewardAmount: number | null;

  @StringColumn(3, { default: 'EUR' })
  rewardCurrency: TCurrency;

  @BoolColumn(false)
  visible: boolean;

  @BoolColumn(false)
  hideTitle: boolean;

  @BoolColumn(false)
  privateCrowd: boolean;

  @BoolColumn(false)
  privateUsers: boolean;

  @BoolColumn(false)
  allowPrePrivateLogins: boolean;

  /** E-mail domains or whole addresses allowed to register through a private crowd. */
  @JsonTextColumn<string[]>([])
  allowedDomains: string[];

  /** The crowd's logo: top bar, crowd cards and the theming tab's upload (uploadCoverImage). */
  @ForeignKey('StoredFile', { name: 'FK_crowd_featured_image', onDelete: 'SET NULL' })
  @IntColumn({ nullable: true })
  featuredImageId: number | null;

  @BoolColumn(true)
  trialEligible: boolean;

  /** False when disabled by the operator or deactivated for non-payment. */
  @BoolColumn(true)
  active: boolean;

  @ForeignKey('User', { name: 'FK_crowd_owner', onDelete: 'SET NULL' })
  @IntColumn({ nullable: true })
  ownerId: number | null;

  @StringColumn(255, { nullable: true })
  billingName: string | null;

  @StringColumn(255, { nullable: true })
  billingCompanyName: string | null;

  @StringColumn(255, { nullable: true })
  billingStreet: string | null;

  @StringColumn(32, { nullable: true })
  billingPostalCode: string | null;

  @StringColumn(255, { nullable: true })
  billingCity: string | null;

  @StringColumn(255, { nullable: true })
  billingCountry: string | null;

  @StringColumn(64, { nullable: true })
  billingCompanyId: string | null;

  @StringColumn(64, { nullable: true })
  billingTaxId: string | null;

  @StringColumn(64, { nullable: true })
  billingVatId: string | null;

  @IntColumn({ default: 0 })
  userInteractionsCount: number;

  @IntColumn({ default: 0 })
  ideasCount: number;
}
