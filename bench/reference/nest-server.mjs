// The bare Nest reference: one GET route answering a small JSON body on the Express platform,
// the same @nestjs packages as the API, none of its middleware, guards or database.
import { createRequire } from 'node:module';

const apiRequire = createRequire(new URL('../../nest-api/package.json', import.meta.url));
apiRequire('reflect-metadata');
const { Controller, Get, Module } = apiRequire('@nestjs/common');
const { NestFactory } = apiRequire('@nestjs/core');

class ReferenceController {
  ping() {
    return { ok: true };
  }
}
Controller('api')(ReferenceController);
const descriptor = Object.getOwnPropertyDescriptor(ReferenceController.prototype, 'ping');
Get('reference')(ReferenceController.prototype, 'ping', descriptor);

class ReferenceModule {}
Module({ controllers: [ReferenceController] })(ReferenceModule);

const app = await NestFactory.create(ReferenceModule, { logger: false });
await app.listen(Number(process.env.PORT), '127.0.0.1');
