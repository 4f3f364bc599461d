import {
  Controller,
  Injectable,
  Module,
  Post,
  Query,
  UploadedFile,
  UseInterceptors,
  type NestMiddleware,
} from '@nestjs/common';
import type { MiddlewareConsumer, NestModule } from '@nestjs/common';
import { LIMITS } from '@crowd/contracts';
import type { NextFunction, Request, Response } from 'express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DomainError } from '../../src/common/errors';
import { FilesService } from '../../src/modules/file/files.service';
import { imageUpload, type UploadedBinary } from '../../src/infra/files/image-upload';
import { FileModule } from '../../src/modules/file/file.module';
import { User } from '../../src/modules/user/entities/user.entity';
import { CrowdMember } from '../../src/modules/crowd/entities/crowd-member.entity';
import { Crowd } from '../../src/modules/crowd/entities/crowd.entity';
import { startTestApp, type TestApp } from '../support/app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

@Controller('test-upload')
class UploadController {
  constructor(private readonly files: FilesService) {}

  @Post()
  @UseInterceptors(imageUpload('image'))
  async upload(
    @UploadedFile() image: UploadedBinary | undefined,
    @Query('crowdId') crowdId?: string,
  ): Promise<{ id: number }> {
    if (!image) throw new DomainError('bad_request', 'default_error');
    const stored = await this.files.store({
      buffer: image.buffer,
      purpose: crowdId ? 'CROWD_COVER' : 'AVATAR',
      crowdId: crowdId ? Number(crowdId) : null,
      originalName: image.originalname,
    });
    return { id: stored.id };
  }
}

/** Stands in for the auth module: who is signed in arrives on req.user. */
@Injectable()
class TestIdentity implements NestMiddleware {
  use(req: Request, _res: Response, next: NextFunction): void {
    const id = req.get('x-test-user');
    if (id) req.user = { id: Number(id) };
    next();
  }
}

@Module({ imports: [FileModule], controllers: [UploadController], providers: [TestIdentity] })
class UploadTestModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(TestIdentity).forRoutes('*path');
  }
}

describe('files: upload and GET /api/file', () => {
  let testApp: TestApp;
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    testApp = await startTestApp({ imports: [UploadTestModule], logger: false });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  async function createCrowd(privateCrowd: boolean): Promise<number> {
    const crowds = testApp.app.get(DataSource).getRepository(Crowd);
    return (await crowds.save(crowds.create({ title: 'Files', locale: 'en', privateCrowd }))).id;
  }

  async function createMember(crowdId: number, disabled = false): Promise<number> {
    const dataSource = testApp.app.get(DataSource);
    const users = dataSource.getRepository(User);
    const email = `member-${crowdId}-${Date.now()}-${Math.random().toString(16).slice(2)}@example.com`;
    const user = await users.save(users.create({ email, emailNormalized: email, name: 'Member', locale: 'en' }));
    const members = dataSource.getRepository(CrowdMember);
    await members.save(members.create({ crowdId, userId: user.id, role: 'CROWD_FOLLOWER', disabled }));
    return user.id;
  }

  it('stores a PNG and serves it with its type, an immutable public cache and an ETag', async () => {
    const upload = await http()
      .post('/api/test-upload')
      .attach('image', PNG, { filename: 'pixel.txt', contentType: 'text/plain' })
      .expect(201);
    const { id } = upload.body as { id: number };
    const response = await http().get(`/api/file?fileId=${id}`).expect(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['etag']).toMatch(/^"[0-9a-f]{64}"$/);
    expect(Buffer.compare(response.body as Buffer, PNG)).toBe(0);

    const notModified = await http()
      .get(`/api/file?fileId=${id}`)
      .set('If-None-Match', response.headers['etag'] as string);
    expect(notModified.status).toBe(304);
  });

  it('sniffs GIF and JPEG from the bytes', async () => {
    const gif = await http().post('/api/test-upload').attach('image', GIF, 'a.png').expect(201);
    const gifResponse = await http()
      .get(`/api/file?fileId=${(gif.body as { id: number }).id}`)
      .expect(200);
    expect(gifResponse.headers['content-type']).toBe('image/gif');
    const jpeg = await http().post('/api/test-upload').attach('image', JPEG_HEAD, 'b.gif').expect(201);
    const jpegResponse = await http()
      .get(`/api/file?fileId=${(jpeg.body as { id: number }).id}`)
      .expect(200);
    expect(jpegResponse.headers['content-type']).toBe('image/jpeg');
  });

  it('rejects bytes that are no allowed image with 415, whatever their declared type', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const response = await http()
      .post('/api/test-upload')
      .attach('image', svg, { filename: 'x.png', contentType: 'image/png' })
      .expect(415);
    expect(response.body).toEqual({ error: 'unsupported_media_type' });
  });

  it('rejects an upload over the size limit with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(LIMITS.uploadBytesMax)]);
    const response = await http().post('/api/test-upload').attach('image', big, 'big.png').expect(413);
    expect(response.body).toEqual({ error: 'payload_too_large' });
    await expect(testApp.app.get(FilesService).store({ buffer: big, purpose: 'AVATAR' })).rejects.toMatchObject({
      kind: 'payload_too_large',
    });
  });

  it('answers 404 for an unknown or malformed file id', async () => {
    await http().get('/api/file?fileId=999999').expect(404, { error: 'not_found' });
    await http().get('/api/file?fileId=abc').expect(404, { error: 'not_found' });
    await http().get('/api/file').expect(404, { error: 'not_found' });
  });

  it('serves a public crowd file to everyone', async () => {
    const crowdId = await createCrowd(false);
    const upload = await http()
      .post(`/api/test-upload?crowdId=${crowdId}`)
      .attach('image', PNG, 'cover.png')
      .expect(201);
    await http()
      .get(`/api/file?fileId=${(upload.body as { id: number }).id}`)
      .expect(200);
  });

  it('serves a private crowd file to its active members only, with a private cache', async () => {
    const crowdId = await createCrowd(true);
    const memberId = await createMember(crowdId);
    const disabledMemberId = await createMember(crowdId, true);
    const outsiderId = await createMember(await createCrowd(true));
    const upload = await http()
      .post(`/api/test-upload?crowdId=${crowdId}`)
      .attach('image', PNG, 'cover.png')
      .expect(201);
    const url = `/api/file?fileId=${(upload.body as { id: number }).id}`;

    await http().get(url).expect(404, { error: 'not_found' });
    await http().get(url).set('x-test-user', String(outsiderId)).expect(404);
    await http().get(url).set('x-test-user', String(disabledMemberId)).expect(404);
    const member = await http().get(url).set('x-test-user', String(memberId)).expect(200);
    expect(member.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
  });
});
