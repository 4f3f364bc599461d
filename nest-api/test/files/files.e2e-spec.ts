import { stat } from 'node:fs/promises';
import { join } from 'node:path';
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
import { IMAGE_WIDTHS, LIMITS, type TMultipartFile } from '@crowd/contracts';
import sharp from 'sharp';
import type { NextFunction, Request, Response } from 'express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DomainError } from '../../src/common/errors';
import { FilesService } from '../../src/infra/files/files.service';
import { imageUpload, type UploadedBinary } from '../../src/infra/files/image-upload';
import { FileModule } from '../../src/infra/files/file.module';
import { User } from '../../src/modules/auth/user/entities/user.entity';
import { CrowdMember } from '../../src/modules/crowd/crowd/entities/crowd-member.entity';
import { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { StoredFile } from '../../src/infra/files/stored-file.entity';
import { startTestApp, type TestApp } from '../support/app';
import { binaryBody } from '../support/binary-body';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

/** A route's file field as the contract declares one (`imageFile(...)`). */
const IMAGE_FIELD: TMultipartFile = {
  name: 'image',
  maxCount: 1,
  required: true,
  messageKey: 'file_upload_image_only',
};

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

  @Post('image')
  @UseInterceptors(imageUpload(IMAGE_FIELD.name))
  async image(
    @UploadedFile() image: UploadedBinary | undefined,
    @Query('crowdId') crowdId?: string,
  ): Promise<{ id: number }> {
    const owner = crowdId
      ? { purpose: 'CROWD_LOGO' as const, crowdId: Number(crowdId) }
      : { purpose: 'AVATAR' as const };
    return { id: (await this.files.storeImage(image, IMAGE_FIELD, owner)).id };
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
    await http().get('/api/file?fileId=99999999999999999999').expect(404, { error: 'not_found' });
    await http().get('/api/file?fileId=7&fileId=8').expect(404, { error: 'not_found' });
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

  describe('the image pipeline (FilesService.storeImage) and width variants', () => {
    const storedFiles = () => testApp.app.get(DataSource).getRepository(StoredFile);
    const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
      sharp({ create: { width, height, channels, background: { r: 200, g: 40, b: 90, alpha: 0.5 } } });
    const uploadImage = (bytes: Buffer, filename: string, query = '') =>
      http().post(`/api/test-upload/image${query}`).attach('image', bytes, { filename, contentType: 'image/png' });
    const fetchImage = async (id: number, width?: number) => {
      const response = await http()
        .get(`/api/file?fileId=${id}${width ? `&w=${width}` : ''}`)
        .buffer(true)
        .parse(binaryBody)
        .expect(200);
      return { response, bytes: response.body as Buffer, metadata: await sharp(response.body as Buffer).metadata() };
    };

    it.each([
      ['text named .png', Buffer.from('not an image at all')],
      ['PNG magic bytes without an image', Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(64, 7)])],
      ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ])('refuses %s with 422 on the field and its message key, storing nothing', async (_name, bytes) => {
      const before = await storedFiles().count();
      await uploadImage(bytes, 'logo.png').expect(422, {
        errors: [{ param: 'image', msg: 'file_upload_image_only' }],
      });
      expect(await storedFiles().count()).toBe(before);
    });

    it('refuses a missing file the same way', async () => {
      await http()
        .post('/api/test-upload/image')
        .field('other', 'x')
        .expect(422, { errors: [{ param: 'image', msg: 'file_upload_image_only' }] });
    });

    it('refuses an image of more pixels than LIMITS.uploadPixelsMax (a decompression bomb) before decoding it', async () => {
      const width = 10_000;
      const height = Math.floor(LIMITS.uploadPixelsMax / width) + 1;
      const bomb = await sharp({ create: { width, height, channels: 3, background: '#fff' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(LIMITS.uploadBytesMax);
      await uploadImage(bomb, 'bomb.png').expect(422, { errors: [{ param: 'image', msg: 'file_upload_image_only' }] });
    });

    it('stores a JPEG upright (its EXIF orientation applied) and without EXIF or GPS', async () => {
      const photo = await solid(300, 200)
        .jpeg()
        .withMetadata({ orientation: 6 })
        .withExifMerge({
          IFD0: { Make: 'PhoneMaker', Copyright: 'Secret Owner' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '48/1 8/1 0/1',
            GPSLongitudeRef: 'E',
            GPSLongitude: '17/1 6/1 0/1',
          },
        })
        .toBuffer();
      const sent = await sharp(photo).metadata();
      expect(sent).toMatchObject({ orientation: 6, width: 300, height: 200 });
      expect(sent.exif?.toString('latin1')).toContain('Secret Owner');

      const upload = await uploadImage(photo, 'photo.gif').expect(201);
      const { response, bytes, metadata } = await fetchImage((upload.body as { id: number }).id);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(metadata).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(bytes.toString('latin1')).not.toContain('Secret Owner');
      expect(bytes.toString('latin1')).not.toContain('PhoneMaker');
    });

    it('keeps a PNG a PNG with its transparency', async () => {
      const logo = await solid(120, 60, 4).png().toBuffer();
      const upload = await uploadImage(logo, 'logo.jpg').expect(201);
      const { response, metadata } = await fetchImage((upload.body as { id: number }).id);
      expect(response.headers['content-type']).toBe('image/png');
      expect(metadata).toMatchObject({ format: 'png', width: 120, height: 60, hasAlpha: true });
    });

    it('keeps a GIF a GIF; an animated one becomes its first frame', async () => {
      const frame = (background: string) =>
        sharp({ create: { width: 12, height: 10, channels: 4, background } })
          .png()
          .toBuffer();
      const animated = await sharp([await frame('#f00'), await frame('#00f')], { join: { animated: true } })
        .gif()
        .toBuffer();
      expect((await sharp(animated).metadata()).pages).toBe(2);
      const upload = await uploadImage(animated, 'anim.png').expect(201);
      const { response, metadata } = await fetchImage((upload.body as { id: number }).id);
      expect(response.headers['content-type']).toBe('image/gif');
      expect(metadata).toMatchObject({ format: 'gif', width: 12, height: 10 });
      expect(metadata.pages ?? 1).toBe(1);
    });

    it('serves copies at the fixed widths, never enlarged, each with its own ETag, made once', async () => {
      const upload = await uploadImage(await solid(1000, 500, 4).png().toBuffer(), 'wide.png').expect(201);
      const id = (upload.body as { id: number }).id;
      const original = await fetchImage(id);

      const small = await fetchImage(id, 320);
      expect(small.metadata).toMatchObject({ format: 'png', width: 320, height: 160, hasAlpha: true });
      expect(small.response.headers['content-type']).toBe('image/png');
      expect(small.response.headers['content-length']).toBe(String(small.bytes.length));
      expect(small.response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const etag = small.response.headers['etag'] as string;
      expect(etag).toMatch(/^"[0-9a-f]{64}-w320"$/);
      expect(etag).not.toBe(original.response.headers['etag']);
      await http().get(`/api/file?fileId=${id}&w=320`).set('If-None-Match', etag).expect(304);
      expect(Buffer.compare((await fetchImage(id, 320)).bytes, small.bytes)).toBe(0);

      const large = await fetchImage(id, 1280);
      expect(large.metadata).toMatchObject({ width: 1000, height: 500 });
      for (const width of IMAGE_WIDTHS.filter((w) => w < 1000)) {
        expect((await fetchImage(id, width)).metadata.width).toBe(width);
      }
    });

    it('answers 404 for a width outside the fixed set', async () => {
      const upload = await uploadImage(await solid(50, 50).png().toBuffer(), 'a.png').expect(201);
      const id = (upload.body as { id: number }).id;
      for (const width of ['100', '0', '-320', 'abc', '320.5']) {
        await http().get(`/api/file?fileId=${id}&w=${width}`).expect(404, { error: 'not_found' });
      }
    });

    it("serves a private crowd's copies to its active members only", async () => {
      const crowdId = await createCrowd(true);
      const memberId = await createMember(crowdId);
      const outsiderId = await createMember(await createCrowd(true));
      const upload = await uploadImage(await solid(400, 400).png().toBuffer(), 'p.png', `?crowdId=${crowdId}`).expect(
        201,
      );
      const url = `/api/file?fileId=${(upload.body as { id: number }).id}&w=160`;
      await http().get(url).expect(404, { error: 'not_found' });
      await http().get(url).set('x-test-user', String(outsiderId)).expect(404, { error: 'not_found' });
      const member = await http().get(url).set('x-test-user', String(memberId)).expect(200);
      expect(member.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      expect((await sharp(member.body as Buffer).metadata()).width).toBe(160);
    });

    it('removes the copies with their file', async () => {
      const upload = await uploadImage(await solid(400, 200).png().toBuffer(), 'gone.png').expect(201);
      const id = (upload.body as { id: number }).id;
      await fetchImage(id, 160);
      const files = testApp.app.get(FilesService);
      const file = await storedFiles().findOneByOrFail({ id });
      const variant = join(testApp.db.env.DATA_DIR, 'files', `${file.storageKey}.w160`);
      await expect(stat(variant)).resolves.toBeTruthy();
      await files.remove(file);
      await http().get(`/api/file?fileId=${id}&w=160`).expect(404);
      await expect(stat(variant)).rejects.toMatchObject({ code: 'ENOENT' });
    });
  });
});
