import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { classMergeConfigPlugin } from './tooling/class-merge-config.mjs';

const appDir = new URL('./app', import.meta.url).pathname;

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  server: { allowedHosts: true },
  resolve: { alias: { '~': appDir } },
  plugins: [
    tailwindcss(),
    classMergeConfigPlugin(appDir),
    remix({
      ignoredRouteFiles: ['**/*.test.*', '**/*.css'],
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
