/**
 * @jest-environment jsdom
 */
import { renderHook, waitFor } from '@testing-library/react';
import { READER_PARTS_PATH, useReaderParts } from './reader-parts';

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
    const { result } = renderHook(() => useReaderParts(false));
    expect(result.current).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("come from the API's top bar call, with only what the bar shows of the user", async () => {
    fetchMock.mockReturnValue(answer(200, { user, notifications }));
    const { result } = renderHook(() => useReaderParts(true));
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(fetchMock).toHaveBeenCalledWith(READER_PARTS_PATH, expect.objectContaining({ credentials: 'same-origin' }));
    expect(result.current).toEqual({
      user: { id: 7, name: 'Jane Doe', email: 'jane@example.com', avatarImageId: null },
      notifications,
    });
  });

  it.each([
    ['a refusal (the session ended)', () => answer(401, { error: 'unauthorized' })],
    ['a failed fetch', () => Promise.reject(new TypeError('offline'))],
  ])('leave the bar as for a visitor after %s', async (_what, reply) => {
    fetchMock.mockImplementation(reply);
    const { result } = renderHook(() => useReaderParts(true));
    await waitFor(() => expect(result.current).toEqual({ user: null, notifications: null }));
  });
});
