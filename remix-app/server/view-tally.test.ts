import { LIMITS } from '@crowd/contracts';
import type { TIdeaViewsRequest } from '@crowd/contracts';
import { createViewTally } from './view-tally';

type Views = TIdeaViewsRequest['views'];

/** A send that records each batch and fails while `failing` is set. */
function recordingSend() {
  const batches: Views[] = [];
  const state = { failing: false };
  const send = jest.fn(async (views: Views) => {
    if (state.failing) throw new Error('api down');
    batches.push(views);
  });
  /** Views sent per idea, over every batch. */
  const totals = () => {
    const sum = new Map<number, number>();
    for (const batch of batches) for (const { ideaId, count } of batch) sum.set(ideaId, (sum.get(ideaId) ?? 0) + count);
    return Object.fromEntries(sum);
  };
  return { send, batches, state, totals };
}

describe("the web's tally of signed-out idea views", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the views of a moment in one call, counted per idea', async () => {
    const api = recordingSend();
    const tally = createViewTally({ flushMs: () => 1000, send: api.send });
    for (const ideaId of [7, 7, 9, 7]) tally.add(ideaId);
    expect(api.send).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1000);
    expect(api.batches).toEqual([
      [
        { ideaId: 7, count: 3 },
        { ideaId: 9, count: 1 },
      ],
    ]);
    await jest.advanceTimersByTimeAsync(5000);
    expect(api.send).toHaveBeenCalledTimes(1);
  });

  it('keeps the views of a failed call and sends them with the next, losing none', async () => {
    const api = recordingSend();
    const tally = createViewTally({ flushMs: () => 1000, send: api.send, onError: () => undefined });
    api.state.failing = true;
    tally.add(7);
    tally.add(7);
    await jest.advanceTimersByTimeAsync(1000);
    expect(api.batches).toEqual([]);
    api.state.failing = false;
    tally.add(7);
    tally.add(9);
    await jest.advanceTimersByTimeAsync(1000);
    expect(api.totals()).toEqual({ 7: 3, 9: 1 });
  });

  it('cuts what it gathered into batches the API accepts', async () => {
    const api = recordingSend();
    const tally = createViewTally({ flushMs: () => 1000, send: api.send });
    for (let ideaId = 1; ideaId <= LIMITS.viewBatchIdeasMax + 5; ideaId++) tally.add(ideaId);
    for (let view = 0; view < LIMITS.viewBatchCountMax + 2; view++) tally.add(1);
    await tally.flush();
    for (const batch of api.batches) {
      expect(batch.length).toBeLessThanOrEqual(LIMITS.viewBatchIdeasMax);
      for (const { count } of batch) expect(count).toBeLessThanOrEqual(LIMITS.viewBatchCountMax);
    }
    const totals = api.totals();
    expect(totals[1]).toBe(LIMITS.viewBatchCountMax + 3);
    expect(Object.keys(totals)).toHaveLength(LIMITS.viewBatchIdeasMax + 5);
  });

  it('sends what is left on close, and each later view at once', async () => {
    const api = recordingSend();
    const tally = createViewTally({ flushMs: () => 60_000, send: api.send });
    tally.add(7);
    await tally.close();
    expect(api.totals()).toEqual({ 7: 1 });
    tally.add(8);
    await jest.advanceTimersByTimeAsync(0);
    expect(api.totals()).toEqual({ 7: 1, 8: 1 });
  });

  it('sends each view at once when gathering is off (0 ms)', async () => {
    const api = recordingSend();
    const tally = createViewTally({ flushMs: () => 0, send: api.send });
    tally.add(7);
    await jest.advanceTimersByTimeAsync(0);
    expect(api.batches).toEqual([[{ ideaId: 7, count: 1 }]]);
  });
});
