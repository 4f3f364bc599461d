// The bare Remix reference: one translated SSR page (remix-i18next as the app has it), no data,
// same Remix and React as the app.
import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

const root = new URL('.', import.meta.url).pathname;

export default defineConfig({
  root,
  logLevel: 'error',
  plugins: [
    remix({
      appDirectory: `${root}app`,
      buildDirectory: `${root}build`,
      // The app's flags, so both render alike.
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
});
