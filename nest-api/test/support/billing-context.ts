import type { Abstract, INestApplicationContext, Type } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createWorkerContext } from '../../src/bootstrap';
import { SettableClock } from '../../src/infra/clock/clock';
import { testEnv } from './app';
import { createTestDatabase, type TestDatabase } from './database';

/** The billing services of a describe block, on a database of its own; `get` reads the running context. */
export interface BillingTestContext {
  clock: SettableClock;
  get<T>(type: Type<T> | Abstract<T>): T;
  readonly context: INestApplicationContext;
  readonly dataSource: DataSource;
}

/**
 * Boots the worker's modules (billing, payments and what they need; no HTTP) on a fresh, migrated
 * database for the service specs: each service is the one production wires, with its real
 * repositories, the offline payment provider and the in-process queues.
 */
export function billingTestContext(start = new Date('2027-03-10T09:00:00.000Z')): BillingTestContext {
  const clock = new SettableClock(start);
  let db: TestDatabase | undefined;
  let context: INestApplicationContext | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
    context = await createWorkerContext({ env: testEnv(db), clock });
  });
  afterAll(async () => {
    await context?.close();
    await db?.drop();
  });
  const running = (): INestApplicationContext => {
    if (!context) throw new Error('the context starts in beforeAll');
    return context;
  };
  return {
    clock,
    get: <T>(type: Type<T> | Abstract<T>): T => running().get(type),
    get context() {
      return running();
    },
    get dataSource() {
      return running().get(DataSource);
    },
  };
}
