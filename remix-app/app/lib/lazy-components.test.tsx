import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { lazyComponents } from './lazy-components';

const Greeting = ({ name }: { name: string }) => <form method="post">Hello {name}</form>;

describe('lazyComponents', () => {
  it('renders the markup on the server, not the fallback, once the module is in', async () => {
    const parts = lazyComponents(async () => ({ Greeting }));
    const LazyGreeting = parts.component((module) => module.Greeting);
    await parts.preload();
    const html = renderToString(
      <Suspense fallback="loading">
        <LazyGreeting name="Ada" />
      </Suspense>,
    );
    expect(html).toContain('<form method="post">Hello <!-- -->Ada</form>');
    expect(html).not.toContain('loading');
  });

  it('starts loading the module by itself on the server, and loads it once', async () => {
    const load = jest.fn(async () => ({ Greeting }));
    const parts = lazyComponents(load);
    expect(load).toHaveBeenCalledTimes(1);
    await parts.preload();
    await parts.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
