import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { EntityManager } from 'typeorm';

export { Transactional, TransactionHost } from '@nestjs-cls/transactional';

export type Tx = TransactionHost<TransactionalAdapterTypeOrm>;

/**
 * Base of every `*.repository.ts`: its EntityManager comes from the TransactionHost, so inside a
 * `@Transactional()` method every repository writes in that one transaction, and outside one
 * each statement stands alone.
 */
@Injectable()
export abstract class TransactionalRepository {
  constructor(private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>) {}

  protected get manager(): EntityManager {
    return this.txHost.tx;
  }
}
