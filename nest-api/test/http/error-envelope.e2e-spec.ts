import { Body, Controller, Get, Module, Post, Put, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { InjectDataSource } from '@nestjs/typeorm';
import { ZRegisterRequest, ZValidationErrorBody, ZErrorBody, type TRegisterRequest } from '@crowd/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { DomainError, type DomainErrorKind } from '../../src/common/errors';
import { parseOrFail } from '../../src/common/http/parse-or-fail';
import { updateVersioned } from '../../src/infra/database/optimistic';
import { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { startTestApp, type TestApp } from '../support/app';

/** These probes are no registry routes: they read their input by the same rule as `@RouteBody()`. */
const ZodBody = <T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>): ParameterDecorator =>
  Body({ transform: (value: unknown) => parseOrFail(schema, value) });
const ZodQuery = <T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>): ParameterDecorator =>
  Query({ transform: (value: unknown) => parseOrFail(schema, value) });

const ZCrowdRename = z.object({ id: z.number().int(), version: z.number().int(), title: z.string() });

@Controller('test-probe')
class ProbeController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Post('register')
  register(@ZodBody(ZRegisterRequest) body: TRegisterRequest): { email: string } {
    return { email: body.email };
  }

  @Get('page')
  page(
    @ZodQuery(z.object({ offset: z.coerce.number().int().min(0, 'validation_invalid_value') }))
    query: {
      offset: number;
    },
  ) {
    return query;
  }

  @Post('crowd')
  async createCrowd(): Promise<{ id: number; version: number }> {
    const crowds = this.dataSource.getRepository(Crowd);
    const crowd = await crowds.save(crowds.create({ title: 'Probe', locale: 'en' }));
    return { id: crowd.id, version: crowd.version };
  }

  @Put('crowd')
  async renameCrowd(@ZodBody(ZCrowdRename) body: z.infer<typeof ZCrowdRename>): Promise<{ version: number }> {
    const version = await updateVersioned(this.dataSource.manager, Crowd, body.id, body.version, { title: body.title });
    return { version };
  }

  @Post('domain-error')
  domainError(@Body() body: { kind: DomainErrorKind }): never {
    throw new DomainError(body.kind, body.kind === 'user_limit_reached' ? 'crowd_user_limit_reached' : 'default_error');
  }

  @Post('duplicate')
  async duplicate(): Promise<void> {
    const crowds = this.dataSource.getRepository(Crowd);
    await crowds.save(crowds.create({ title: 'One', locale: 'en', subdomain: 'dup', subdomainNormalized: 'dup' }));
    await crowds.save(crowds.create({ title: 'Two', locale: 'en', subdomain: 'dup', subdomainNormalized: 'dup' }));
  }

  @Post('echo')
  echo(@Req() req: Request): { ip: string | undefined; raw: string | undefined } {
    return { ip: req.ip, raw: req.rawBody?.toString('utf8') };
  }

  @Get('crash')
  crash(): never {
    throw new Error('SELECT secret FROM users -- internal detail');
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('HTTP error envelope (spec section 8)', () => {
  let testApp: TestApp;
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    testApp = await startTestApp({ imports: [ProbeModule], logger: false });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('answers an invalid body with 422 and every field error as { param, msg } message keys', async () => {
    const response = await http()
      .post('/api/test-probe/register')
      .send({ email: 'not-an-email', name: '', password: 'x' })
      .expect(422);
    const body = ZValidationErrorBody.parse(response.body);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ param: 'email', msg: 'validation_registration_email' }),
        expect.objectContaining({ param: 'confirmEmail', msg: 'validation_registration_confirmEmail' }),
        expect.objectContaining({ param: 'name', msg: 'validation_registration_name' }),
        expect.objectContaining({ param: 'password', msg: 'validation_registration_password' }),
        expect.objectContaining({ param: 'confirmPassword', msg: 'validation_registration_confirmPassword' }),
      ]),
    );
    expect(Object.keys(response.body as object)).toEqual(['errors']);
  });

  it('passes a valid body through the schema (with its transforms)', async () => {
    const password = 'Secret-pass1';
    const response = await http()
      .post('/api/test-probe/register')
      .send({
        email: ' Someone@Example.com ',
        confirmEmail: 'someone@example.com',
        name: 'Some One',
        password,
        confirmPassword: password,
      })
      .expect(201);
    expect(response.body).toEqual({ email: 'someone@example.com' });
  });

  it('validates query strings the same way', async () => {
    const response = await http().get('/api/test-probe/page?offset=-1').expect(422);
    expect(response.body).toEqual({ errors: [{ param: 'offset', msg: 'validation_invalid_value' }] });
    await http().get('/api/test-probe/page?offset=20').expect(200, { offset: 20 });
  });

  it('answers a stale versioned update with 409, X-Stale-Entity and optimistic_locking_error', async () => {
    const created = await http().post('/api/test-probe/crowd').expect(201);
    const { id, version } = created.body as { id: number; version: number };
    await http()
      .put('/api/test-probe/crowd')
      .send({ id, version, title: 'First' })
      .expect(200, { version: version + 1 });
    const stale = await http().put('/api/test-probe/crowd').send({ id, version, title: 'Second' }).expect(409);
    expect(stale.headers['x-stale-entity']).toBe('Crowd');
    expect(stale.body).toEqual({ error: 'optimistic_locking_error' });
    const crowd = await testApp.app.get(DataSource).getRepository(Crowd).findOneByOrFail({ id });
    expect(crowd.title).toBe('First');
  });

  it('maps each domain error kind to its status', async () => {
    const expected: Record<DomainErrorKind, number> = {
      bad_request: 400,
      unauthorized: 401,
      payment_required: 402,
      forbidden: 403,
      not_found: 404,
      conflict: 409,
      payload_too_large: 413,
      unsupported_media_type: 415,
      user_limit_reached: 426,
      too_many_requests: 429,
      unavailable: 503,
    };
    for (const [kind, status] of Object.entries(expected)) {
      const response = await http().post('/api/test-probe/domain-error').send({ kind }).expect(status);
      expect(ZErrorBody.parse(response.body)).toEqual({
        error: kind === 'user_limit_reached' ? 'crowd_user_limit_reached' : 'default_error',
      });
    }
  });

  it('answers an unknown route with 404 not_found', async () => {
    const response = await http().get('/api/no/such/route').expect(404);
    expect(response.body).toEqual({ error: 'not_found' });
  });

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const malformed = await http()
      .post('/api/test-probe/register')
      .set('Content-Type', 'application/json')
      .send('{"email":')
      .expect(400);
    expect(malformed.body).toEqual({ error: 'default_error' });
    const oversized = await http()
      .post('/api/test-probe/register')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }))
      .expect(413);
    expect(oversized.body).toEqual({ error: 'payload_too_large' });
  });

  it('answers a duplicate key the service did not map with 409 default_error', async () => {
    const response = await http().post('/api/test-probe/duplicate').expect(409);
    expect(response.body).toEqual({ error: 'default_error' });
  });

  it('answers anything else with 500 default_error, without details', async () => {
    const response = await http().get('/api/test-probe/crash').expect(500);
    expect(response.body).toEqual({ error: 'default_error' });
    expect(response.text).not.toContain('SELECT');
  });

  it('keeps the raw JSON bytes for signature checks and trusts X-Forwarded-For from the local proxy', async () => {
    const raw = '{"type":"invoice.paid",  "id":"evt_1"}';
    const response = await http()
      .post('/api/test-probe/echo')
      .set('Content-Type', 'application/json')
      .set('X-Forwarded-For', '203.0.113.9')
      .send(raw)
      .expect(201);
    expect(response.body).toEqual({ ip: '203.0.113.9', raw });
  });

  it('puts a request id on every response, keeping a sane incoming one', async () => {
    const generated = await http().get('/api/no/such/route');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await http().get('/api/test-probe/page?offset=1').set('X-Request-Id', 'web-req-12345678');
    expect(kept.headers['x-request-id']).toBe('web-req-12345678');
    const replaced = await http().get('/api/test-probe/page?offset=1').set('X-Request-Id', 'bad id\twith spaces');
    expect(replaced.headers['x-request-id']).not.toBe('bad id\twith spaces');
    const onParserError = await http()
      .post('/api/test-probe/register')
      .set('Content-Type', 'application/json')
      .send('{');
    expect(onParserError.headers['x-request-id']).toBeDefined();
  });
});
