import { settle } from '../../test/route-args';
import { action, loader } from './$';

/** The route's answer; it throws before any promise exists, so the throw is caught in one. */
const answer = (handler: () => unknown) => settle(new Promise((resolve) => resolve(handler())));

describe('an unknown path', () => {
  it('answers 404 to a page view and to a form post, never a redirect', async () => {
    const viewed = await answer(loader);
    expect(viewed.status).toBe(404);
    expect(viewed.location).toBeNull();
    const posted = await answer(action);
    expect(posted.status).toBe(404);
    expect(posted.location).toBeNull();
  });
});
