import { KeptValues, MemoryKeptValueStore } from './kept-values';

describe('kept values', () => {
  it('keeps a value for its TTL in memory and forgets it after', async () => {
    let now = 1_000;
    const store = new MemoryKeptValueStore(() => now);
    await store.set('crowds', 'kept', 500);
    now += 500;
    await expect(store.get('crowds')).resolves.toBe('kept');
    now += 1;
    await expect(store.get('crowds')).resolves.toBeNull();
    await expect(store.get('recent')).resolves.toBeNull();
  });

  it('reads a missing value once for concurrent callers and answers the next ones from the store', async () => {
    const values = new KeptValues(new MemoryKeptValueStore());
    let reads = 0;
    const read = async () => `value ${++reads}`;
    const first = await Promise.all([values.get('k', 1000, read), values.get('k', 1000, read)]);
    expect(first).toEqual(['value 1', 'value 1']);
    await expect(values.get('k', 1000, read)).resolves.toBe('value 1');
    await expect(values.get('other', 1000, read)).resolves.toBe('value 2');
  });

  it('reads every time with a TTL of 0, and keeps no failed read', async () => {
    const values = new KeptValues(new MemoryKeptValueStore());
    let reads = 0;
    const read = async () => `value ${++reads}`;
    await values.get('k', 0, read);
    await expect(values.get('k', 0, read)).resolves.toBe('value 2');
    await expect(values.get('failing', 1000, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(values.get('failing', 1000, read)).resolves.toBe('value 3');
  });
});
