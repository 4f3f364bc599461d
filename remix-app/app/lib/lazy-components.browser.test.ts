/** @jest-environment jsdom */
import { lazyComponents, preloadEveryModule } from './lazy-components';

describe('lazyComponents in a browser', () => {
  it('waits to be asked, and preloadEveryModule also loads the on-demand parts of the modules it loads', async () => {
    const loadInner = jest.fn(async () => ({}));
    const loadOuter = jest.fn(async () => ({ inner: lazyComponents(loadInner) }));
    lazyComponents(loadOuter);
    expect(loadOuter).not.toHaveBeenCalled();

    await preloadEveryModule();
    expect(loadOuter).toHaveBeenCalledTimes(1);
    expect(loadInner).toHaveBeenCalledTimes(1);
  });
});
