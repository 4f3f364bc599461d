#!/usr/bin/env node
// What an anonymous visitor's page view costs: the JavaScript the browser loads for each page
// (raw and gzip bytes of every script Chromium fetches until the network is idle: the module
// scripts and modulepreloads the HTML names and the chunks the page's script imports by itself)
// and the API calls web makes to render it. Starts the stack on its own ports with web talking to the API through a counting
// proxy. `npm run page-weight -w @crowd/bench`; prints JSON and writes it to
// bench/results/page-weight.json. Exit code 1 when a page of issue 27's budget (crowd home, idea
// page: 150 KB gzip) is over it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { portEnv, stackEnv, startStack } from '../scripts/lib/stack.mjs';
import { demoFacts } from './fixtures.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const PROXY_PORT = PORT + 2;
const PAGES = [
  { name: 'landing', host: 'main', path: '/' },
  { name: 'intro', host: 'main', path: '/intro' },
  { name: 'login', host: 'login', path: '/login' },
  { name: 'register', host: 'main', path: '/register' },
  { name: 'crowd home', host: 'crowd', path: '/' },
  { name: 'idea page', host: 'crowd', path: ({ ideaId }) => `/idea/${ideaId}` },
];
/** Issue 27: the crowd home's and the idea page's JavaScript, gzip (the goal is 120 KB). */
const BUDGET_GZIP_BYTES = { 'crowd home': 150 * 1024, 'idea page': 150 * 1024 };
const RESULTS_FILE = new URL('./results/page-weight.json', import.meta.url);

const apiCalls = [];
function countingProxy(apiUrl) {
  const target = new URL(apiUrl);
  const server = createServer((req, res) => {
    apiCalls.push(`${req.method} ${req.url.split('?')[0]}`);
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(PROXY_PORT, '127.0.0.1', () => resolve(server)));
}

// fetch() drops a Host header; http.request sends it as given.
const get = (url, host) =>
  new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { host, 'accept-language': 'en' } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });

const htmlScriptUrls = (html) => {
  const urls = new Set();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/import\s*(?:[^'"]*from\s*)?["']([^"']+\.js)["']/g)) urls.add(match[1]);
  return [...urls];
};

const dataDir = mkdtempSync(join(tmpdir(), 'crowd-weight-'));
const apiPort = PORT + 1;
// Web reaches the API through the counting proxy, so every call it makes for a page is seen.
const proxy = await countingProxy(`http://127.0.0.1:${apiPort}`);
const env = stackEnv({
  ...portEnv(PORT),
  API_URL: `http://127.0.0.1:${PROXY_PORT}`,
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LOG_LEVEL: 'error',
});
const stack = await startStack(env, { quiet: true });
const webUrl = `http://127.0.0.1:${PORT}`;
// Chromium resolves every *.localhost name (the crowd's subdomain, the login host) to this machine.
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
});

/** Every script Chromium loads for the page, signed out, until the network is idle. */
async function loadedScriptUrls(url) {
  const context = await browser.newContext({ locale: 'en' });
  try {
    const page = await context.newPage();
    const urls = new Set();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') urls.add(new URL(request.url()).pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return [...urls];
  } finally {
    await context.close();
  }
}

const results = [];
try {
  const facts = await demoFacts(env);
  for (const page of PAGES) {
    const host = { main: env.MAIN_HOST, login: env.LOGIN_HOST, crowd: `demo.${env.MAIN_HOST}` }[page.host];
    const path = typeof page.path === 'function' ? page.path(facts) : page.path;
    apiCalls.length = 0;
    const response = await get(`${webUrl}${path}`, host);
    const html = response.body.toString();
    const calls = [...apiCalls];
    let raw = 0;
    let gzip = 0;
    const named = htmlScriptUrls(html);
    const urls = await loadedScriptUrls(`http://${host}${path}`);
    const perScript = [];
    for (const url of urls) {
      const { body } = await get(new URL(url, webUrl), host);
      const gzipBytes = gzipSync(body).length;
      raw += body.length;
      gzip += gzipBytes;
      perScript.push({ url, gzipBytes });
    }
    results.push({
      page: page.name,
      status: response.status,
      scripts: urls.length,
      /** Loaded although the HTML does not name them: chunks the page's script imports. */
      importedByScript: urls.filter((url) => !named.includes(url)),
      jsBytes: raw,
      jsGzipBytes: gzip,
      jsGzipKB: Math.round((gzip / 1024) * 10) / 10,
      htmlBytes: response.body.length,
      budgetGzipBytes: BUDGET_GZIP_BYTES[page.name] ?? null,
      /** Each script's share, largest first: where the next kilobytes are. */
      gzipByScript: perScript.sort((a, b) => b.gzipBytes - a.gzipBytes),
      apiCalls: calls,
    });
  }
} finally {
  await browser.close();
  proxy.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
const withinBudget = results.every((page) => page.budgetGzipBytes === null || page.jsGzipBytes <= page.budgetGzipBytes);
const report = JSON.stringify({ measuredAt: new Date().toISOString(), withinBudget, pages: results }, null, 2);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(RESULTS_FILE, `${report}\n`);
console.log(report);
if (!withinBudget) process.exitCode = 1;
