import { sharedReads } from './cache.server';

describe('the shared reads of signed-out visitors', () => {
  /** lru-cache counts a TTL from a start time above zero. */
  const START = 1_000_000;
  let now = START;
  const cache = (ttl = 1000, maxEntries = 3) =>
    sharedReads<{ ok: boolean; n: number }>(
      () => ttl,
      (value) => value.ok,
      { maxEntries, now: () => now },
    );

  beforeEach(() => {
    now = START;
  });

  it('answers every caller within the time to live from one load, also while it is in flight', async () => {
    const reads = cache();
    let calls = 0;
    const load = jest.fn(async () => ({ ok: true, n: ++calls }));
    const [a, b] = await Promise.all([reads('k', load), reads('k', load)]);
    now = START + 1000;
    const c = await reads('k', load);
    expect([a, b, c].map((value) => value.n)).toEqual([1, 1, 1]);
    now = START + 1001;
    expect((await reads('k', load)).n).toBe(2);
  });

  it('does not keep a failure, and loads every time when off', async () => {
    const reads = cache();
    const failing = jest.fn(async () => ({ ok: false, n: 0 }));
    await reads('k', failing);
    await reads('k', failing);
    expect(failing).toHaveBeenCalledTimes(2);

    const off = cache(0);
    const load = jest.fn(async () => ({ ok: true, n: 1 }));
    await off('k', load);
    await off('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops the least recently used entry beyond its size', async () => {
    const reads = cache(1000, 2);
    const load = jest.fn(async () => ({ ok: true, n: 1 }));
    for (const key of ['a', 'b', 'c', 'a']) await reads(key, load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
