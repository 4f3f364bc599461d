import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApiAppWith, settingsOrExit } from './bootstrap';

async function main(): Promise<void> {
  const settings = settingsOrExit();
  const { config } = settings;
  const app = await createApiAppWith(settings);
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  await app.listen(config.env.API_PORT);
  new Logger('Api').log(
    `listening on :${config.env.API_PORT} (database ${config.database.type}, queues ${config.redisUrl ? 'bull' : 'in-process'}, processors ${config.runQueueProcessors ? 'on' : 'off'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
