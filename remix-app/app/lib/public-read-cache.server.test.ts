import { MicroCache } from './public-read-cache.server';

describe('the micro-cache of public reads', () => {
  let now = 0;
  const cache = (ttl = 1000, max = 3) =>
    new MicroCache<{ ok: boolean; n: number }>(
      () => ttl,
      (value) => value.ok,
      max,
      () => now,
    );

  beforeEach(() => {
    now = 0;
  });

  it('answers every caller within the time to live from one load, also while it is in flight', async () => {
    const reads = cache();
    let calls = 0;
    const load = jest.fn(async () => ({ ok: true, n: ++calls }));
    const [a, b] = await Promise.all([reads.get('k', load), reads.get('k', load)]);
    now = 999;
    const c = await reads.get('k', load);
    expect([a, b, c].map((value) => value.n)).toEqual([1, 1, 1]);
    now = 1000;
    expect((await reads.get('k', load)).n).toBe(2);
  });

  it('does not keep a failure, and loads every time when off', async () => {
    const reads = cache();
    const failing = jest.fn(async () => ({ ok: false, n: 0 }));
    await reads.get('k', failing);
    await reads.get('k', failing);
    expect(failing).toHaveBeenCalledTimes(2);

    const off = cache(0);
    const load = jest.fn(async () => ({ ok: true, n: 1 }));
    await off.get('k', load);
    await off.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops the oldest entry beyond its size', async () => {
    const reads = cache(1000, 2);
    const load = jest.fn(async () => ({ ok: true, n: 1 }));
    for (const key of ['a', 'b', 'c', 'a']) await reads.get(key, load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
