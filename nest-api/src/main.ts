import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApiAppWith, settingsOrExit, shutDownGracefully } from './bootstrap';

async function main(): Promise<void> {
  const settings = settingsOrExit();
  const { config } = settings;
  const app = await createApiAppWith(settings);
  const stop = (): void => {
    shutDownGracefully(app, config.env.SHUTDOWN_TIMEOUT_MS).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  await app.listen(config.env.API_PORT);
  new Logger('Api').log(
    `listening on :${config.env.API_PORT} (database ${config.database.type}, queues ${config.redisUrl ? 'bull' : 'in-process'}, processors ${config.runQueueProcessors ? 'on' : 'off'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
