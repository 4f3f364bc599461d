/**
 * Where queue processors run, every job of the map must have a handler: a process that is missing
 * one (a processor's module not imported by the api or the worker) would leave that job waiting
 * forever, so it refuses to start instead.
 */
export function assertEveryJobHandled(jobNames: readonly string[], handled: ReadonlySet<string>): void {
  const missing = jobNames.filter((name) => !handled.has(name));
  if (missing.length === 0) return;
  const list = missing.map((name) => `"${name}"`).join(', ');
  throw new Error(
    `Queue processors are on but no handler is registered for ${missing.length === 1 ? 'job' : 'jobs'} ${list}: ` +
      'import the module that registers it (app.module.ts, worker.module.ts).',
  );
}
