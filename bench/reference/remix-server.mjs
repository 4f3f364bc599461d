// Serves the bare Remix reference (built by references.mjs) the way the app's server does:
// Express 5 with @remix-run/express, compression off, static assets.
import { createRequire } from 'node:module';
import { join } from 'node:path';

const appRequire = createRequire(new URL('../../remix-app/package.json', import.meta.url));
const { createRequestHandler } = appRequire('@remix-run/express');
const express = appRequire('express');

const buildDir = new URL('./remix/build/', import.meta.url).pathname;
const build = await import(join(buildDir, 'server', 'index.js'));
const app = express();
app.disable('x-powered-by');
app.use(express.static(join(buildDir, 'client'), { index: false }));
app.all('*splat', createRequestHandler({ build, mode: 'production' }));
app.listen(Number(process.env.PORT), '127.0.0.1');
