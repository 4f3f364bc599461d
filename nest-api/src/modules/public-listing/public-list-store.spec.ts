import { MemoryPublicListStore } from './public-list-store';

describe('MemoryPublicListStore', () => {
  it('keeps a value for its TTL and forgets it after', async () => {
    let now = 1_000;
    const store = new MemoryPublicListStore(() => now);
    await store.set('crowds', 'kept', 500);
    now += 499;
    await expect(store.get('crowds')).resolves.toBe('kept');
    now += 1;
    await expect(store.get('crowds')).resolves.toBeNull();
    await expect(store.get('recent')).resolves.toBeNull();
  });
});
