import 'reflect-metadata';
import { createWorkerContextWith, settingsOrExit } from './bootstrap';

async function main(): Promise<void> {
  const settings = settingsOrExit();
  // An in-process queue is private to one process: a separate worker would never see its jobs.
  if (!settings.config.redisUrl) {
    console.error('Invalid configuration:\n  REDIS_URL: required by the worker process');
    process.exit(1);
  }
  const context = await createWorkerContextWith(settings);
  context.enableShutdownHooks(['SIGTERM', 'SIGINT']);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
