/**
 * @jest-environment jsdom
 */
import { renderHook, waitFor } from '@testing-library/react';
import { READER_PARTS_PATH, readerPartsPathOf, useReaderParts } from './reader-parts';

const user = {
  id: 7,
  name: 'Jane Doe',
  email: 'jane@example.com',
  avatarImageId: null,
  about: 'Not for the bar',
  locale: 'en',
};
const notifications = { notifications: [], allCount: 3, unreadCount: 1 };

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response);

describe("the reader's own parts of a page shared with the crowd's readers", () => {
  it('are not fetched for a page that carries them', () => {
    const { result } = renderHook(() => useReaderParts(false, READER_PARTS_PATH));
    expect(result.current).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("come from the API's top bar call, with only what the bar shows of the user", async () => {
    fetchMock.mockReturnValue(answer(200, { user, notifications }));
    const { result } = renderHook(() => useReaderParts(true, READER_PARTS_PATH));
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(fetchMock).toHaveBeenCalledWith(READER_PARTS_PATH, expect.objectContaining({ credentials: 'same-origin' }));
    expect(result.current).toMatchObject({
      user: { id: 7, name: 'Jane Doe', email: 'jane@example.com', avatarImageId: null },
      notifications,
    });
    expect(result.current?.user).not.toHaveProperty('about');
  });

  it("come from the page's own call when its route names one, with the page's parts in the answer", async () => {
    const viewer = { liked: true, rating: 4, likeQuestionnaireAnswered: true, creationAnswers: [] };
    fetchMock.mockReturnValue(answer(200, { user, notifications, viewer }));
    const path = '/api/crowdView/ideaReader/demo/5';
    const { result } = renderHook(() => useReaderParts(true, path));
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(fetchMock).toHaveBeenCalledWith(path, expect.anything());
    expect(result.current).toMatchObject({ user: { id: 7 }, notifications, answer: { viewer } });
  });

  it('are asked where the deepest route that names a path says, else from the top bar call', () => {
    const named = (path: string | null) => ({ handle: { readerPartsPath: () => path }, data: {} });
    expect(readerPartsPathOf([{ handle: undefined, data: {} }])).toBe(READER_PARTS_PATH);
    expect(readerPartsPathOf([{ handle: undefined, data: {} }, named('/api/a')])).toBe('/api/a');
    expect(readerPartsPathOf([named('/api/a'), named('/api/b')])).toBe('/api/b');
    expect(readerPartsPathOf([named('/api/a'), named(null)])).toBe('/api/a');
  });

  it.each([
    ['a refusal (the session ended)', () => answer(401, { error: 'unauthorized' })],
    ['a failed fetch', () => Promise.reject(new TypeError('offline'))],
  ])('leave the bar as for a visitor after %s', async (_what, reply) => {
    fetchMock.mockImplementation(reply);
    const { result } = renderHook(() => useReaderParts(true, READER_PARTS_PATH));
    await waitFor(() => expect(result.current).toEqual({ user: null, notifications: null, answer: null }));
  });
});
