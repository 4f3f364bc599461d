import { defineConfig } from 'tsup';

/** The root for server code, narrow subpaths for the browser (decision 006). */
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    hosts: 'src/hosts.ts',
    'hosts-cases': 'src/hosts.cases.ts',
    routes: 'src/routes/index.ts',
    schemas: 'src/schemas/index.ts',
    text: 'src/text.ts',
    plans: 'src/plans.ts',
    session: 'src/session.ts',
    files: 'src/routes/files.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
