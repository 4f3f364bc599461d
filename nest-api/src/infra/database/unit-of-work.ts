import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { EntityManager } from 'typeorm';

/**
 * The unit of work: inject `TransactionHost<TransactionalAdapterTypeOrm>` and
 * `await this.tx.withTransaction(() => …)`. Injected rather than the `@Transactional()` decorator,
 * which finds its host in a process-wide registry where the last app booted wins: with several
 * apps in one process (tests) it would run on another app's, possibly closed, connection. Spelled
 * out rather than aliased: decorator metadata records a type alias as `Object`, which Nest cannot
 * inject.
 */
export { TransactionHost } from '@nestjs-cls/transactional';
export type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';

/**
 * Base of every `*.repository.ts`: its EntityManager comes from the TransactionHost, so inside a
 * `withTransaction` every repository writes in that one transaction, and outside one each
 * statement stands alone.
 */
@Injectable()
export abstract class TransactionalRepository {
  constructor(private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>) {}

  protected get manager(): EntityManager {
    return this.txHost.tx;
  }
}
