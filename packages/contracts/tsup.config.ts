import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** The root for server code, narrow subpaths for the browser (decision 006). */
const SUBPATHS = {
  index: 'src/index.ts',
  hosts: 'src/hosts.ts',
  'hosts-cases': 'src/hosts.cases.ts',
  routes: 'src/routes/index.ts',
  schemas: 'src/schemas/index.ts',
  text: 'src/text.ts',
  'rich-text': 'src/rich-text.ts',
  characters: 'src/characters.ts',
  'enum-values': 'src/enum-values.ts',
  plans: 'src/plans.ts',
  session: 'src/session.ts',
  /** The browser's file URLs, without the route entry's schemas. */
  files: 'src/routes/file-urls.ts',
  locales: 'src/locales.ts',
  limits: 'src/limits.ts',
  enums: 'src/enums.ts',
  'message-keys': 'src/message-keys.ts',
  password: 'src/password.ts',
  origin: 'src/origin.ts',
  /** Server-only: sanitize-html must not reach a browser bundle. */
  sanitize: 'src/sanitize.ts',
};

/**
 * Every other source module becomes an entry of the ES build as well, so esbuild's code splitting
 * gives each module a chunk of its own. A bundler then keeps only the modules a browser import
 * reaches: in a chunk of many modules, one used export would keep every schema's top-level zod
 * call (and what those reach) alive.
 */
const sources = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
  .map((file) => `src/${file}`)
  .filter((file) => !Object.values(SUBPATHS).includes(file));
const modules = Object.fromEntries(sources.map((file) => [`modules/${file.slice(4, -3)}`, file]));

const shared = { dts: { entry: SUBPATHS }, sourcemap: true, target: 'es2022' } as const;

export default defineConfig([
  { ...shared, entry: { ...SUBPATHS, ...modules }, format: 'esm', splitting: true, clean: true },
  { ...shared, entry: SUBPATHS, format: 'cjs' },
]);
