import type { TCrowdRole } from '@crowd/contracts';
import { Entity, ForeignKey, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BoolColumn, IdColumn, IntColumn, StringColumn, VersionNumberColumn } from '../../../../infra/database/columns';
import { Crowd } from './crowd.entity';
import { CreatedAtEntity } from '../../../../infra/database/timestamps';

/** One row per (crowd, user): the plan's user limit counts these rows. */
@Entity({ name: 'crowd_member' })
@Index('UQ_crowd_member_crowd_user', ['crowdId', 'userId'], { unique: true })
@Index('IDX_crowd_member_user', ['userId'])
export class CrowdMember extends CreatedAtEntity {
  @IdColumn()
  id: number;

  @VersionNumberColumn()
  version: number;

  @IntColumn()
  crowdId: number;

  @ManyToOne(() => Crowd, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'crowdId', foreignKeyConstraintName: 'FK_crowd_member_crowd' })
  crowd?: Relation<Crowd>;

  @ForeignKey('User', { name: 'FK_crowd_member_user', onDelete: 'CASCADE' })
  @IntColumn()
  userId: number;

  @StringColumn(32)
  role: TCrowdRole;

  @BoolColumn(false)
  disabled: boolean;
}
