import { randomInt } from 'node:crypto';
import { FilesService } from '../../src/infra/files/files.service';
import { startTestApp, type TestApp } from '../support/app';
import { createTestDatabase, type TestDatabaseKind } from '../support/database';
import { mysqlAvailable } from '../support/services';

jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof import('node:crypto')>('node:crypto');
  return { ...actual, randomInt: jest.fn(actual.randomInt) };
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const INT_MAX = 2_147_483_647;

const kinds: TestDatabaseKind[] = mysqlAvailable() ? ['mysql', 'sqlite'] : ['sqlite'];

describe.each(kinds)('stored file ids (%s)', (kind) => {
  let testApp: TestApp | undefined;
  const store = () => {
    if (!testApp) throw new Error('the app starts in beforeAll');
    return testApp.app.get(FilesService).store({ buffer: PNG, purpose: 'AVATAR' });
  };

  beforeAll(async () => {
    testApp = await startTestApp({ db: await createTestDatabase(kind) });
  });
  afterAll(async () => {
    await testApp?.close();
    await testApp?.db.drop();
  });

  it('cannot be enumerated: random within the integer column, not a count', async () => {
    const ids: number[] = [];
    for (let file = 0; file < 6; file += 1) ids.push((await store()).id);
    expect(ids.every((id) => Number.isInteger(id) && id >= 1 && id <= INT_MAX)).toBe(true);
    const sorted = [...ids].sort((a, b) => a - b);
    const steps = sorted.slice(1).map((id, index) => id - (sorted[index] ?? 0));
    expect(steps.some((step) => step > 1_000)).toBe(true);
    expect(Math.max(...ids)).toBeGreaterThan(1_000_000);
  });

  it('stores the largest id the column holds and draws again when an id is taken', async () => {
    const draw = jest.mocked(randomInt as (min: number, max: number) => number);
    draw.mockReturnValueOnce(INT_MAX);
    expect((await store()).id).toBe(INT_MAX);
    draw.mockReturnValueOnce(INT_MAX).mockReturnValueOnce(4242);
    const retried = await store();
    expect(retried.id).toBe(4242);
    if (!testApp) throw new Error('no app');
    expect((await testApp.app.get(FilesService).findById(4242))?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});
