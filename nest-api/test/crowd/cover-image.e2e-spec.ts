import { LIMITS, STALE_ENTITY_HEADER, ZCrowd } from '@crowd/contracts';
import sharp from 'sharp';
import { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { StoredFile } from '../../src/infra/files/stored-file.entity';
import { authTestApp, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser } from '../support/factories';
import { refusedCrowdActors } from '../support/refused-actors';

describe('POST /api/crowd/uploadCoverImage (the crowd logo)', () => {
  const testApp = authTestApp();
  const { api } = testApp;
  const crowds = () => testApp.dataSource.getRepository(Crowd);
  const storedFiles = () => testApp.dataSource.getRepository(StoredFile);

  const logo = (background = '#2a6df4') =>
    sharp({ create: { width: 600, height: 300, channels: 4, background } })
      .png()
      .toBuffer();

  /** A crowd and its signed-in admin. */
  async function administered(overrides: Partial<Crowd> = {}) {
    const crowd = await createCrowd(testApp.dataSource, overrides);
    const admin = await createUser(testApp.dataSource);
    await addMember(testApp.dataSource, crowd.id, admin.id, 'CROWD_ADMIN');
    return { crowd, admin, cookie: await signIn(testApp.app, admin.email) };
  }

  const upload = (
    cookie: string | null,
    fields: { id: number; version: number },
    image: Buffer,
    filename = 'logo.png',
  ) => {
    const request = api().post('/api/crowd/uploadCoverImage');
    if (cookie) request.set('Cookie', cookie);
    return request
      .field('id', String(fields.id))
      .field('version', String(fields.version))
      .attach('coverImage', image, { filename, contentType: 'image/png' });
  };

  const stored = (id: number) => crowds().findOneByOrFail({ id });

  it("stores the image as the crowd's file, sets featuredImageId and answers the crowd", async () => {
    const { crowd, admin, cookie } = await administered();
    const response = await upload(cookie, crowd, await logo()).expect(200);

    const body = ZCrowd.strict().parse(response.body);
    expect(body).toMatchObject({ id: crowd.id, version: crowd.version + 1, role: 'CROWD_ADMIN' });
    expect(body.featuredImageId).toEqual(expect.any(Number));
    const file = await storedFiles().findOneByOrFail({ id: body.featuredImageId ?? 0 });
    expect(file).toMatchObject({
      crowdId: crowd.id,
      ownerId: admin.id,
      purpose: 'CROWD_LOGO',
      contentType: 'image/png',
    });

    const served = await api().get(`/api/file?fileId=${file.id}&w=160`).expect(200);
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'png', width: 160, height: 80 });
  });

  it.each([
    [
      'a JPEG with EXIF and GPS',
      () =>
        sharp({ create: { width: 320, height: 240, channels: 3, background: '#0a0' } })
          .jpeg()
          .withMetadata({ orientation: 8 })
          .withExifMerge({
            IFD0: { Artist: 'Camera Owner' },
            IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 8/1 0/1' },
          })
          .toBuffer(),
      'image/jpeg',
      { width: 240, height: 320 },
    ],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 64, height: 32, channels: 4, background: '#f0f' } })
          .gif()
          .toBuffer(),
      'image/gif',
      { width: 64, height: 32 },
    ],
  ])('accepts %s under any name, stored upright and without metadata', async (_name, make, type, size) => {
    const { crowd, cookie } = await administered();
    const sent = await make();
    const { featuredImageId } = ZCrowd.parse((await upload(cookie, crowd, sent, 'logo.txt').expect(200)).body);
    const served = await api().get(`/api/file?fileId=${featuredImageId}`).expect(200);
    expect(served.headers['content-type']).toBe(type);
    const metadata = await sharp(served.body as Buffer).metadata();
    expect(metadata).toMatchObject(size);
    expect(metadata.exif).toBeUndefined();
    expect((served.body as Buffer).toString('latin1')).not.toContain('Camera Owner');
  });

  it('refuses an image of more pixels than LIMITS.uploadPixelsMax with 422 file_upload_image_only', async () => {
    const { crowd, cookie } = await administered();
    const width = 10_000;
    const bomb = await sharp({
      create: { width, height: Math.floor(LIMITS.uploadPixelsMax / width) + 1, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await upload(cookie, crowd, bomb).expect(422, { errors: [{ param: 'coverImage', msg: 'file_upload_image_only' }] });
    expect(await stored(crowd.id)).toMatchObject({ version: crowd.version, featuredImageId: null });
  });

  it('deletes the logo it replaces', async () => {
    const { crowd, cookie } = await administered();
    const first = ZCrowd.parse((await upload(cookie, crowd, await logo('#111')).expect(200)).body);
    const second = ZCrowd.parse(
      (await upload(cookie, { id: crowd.id, version: first.version }, await logo('#222')).expect(200)).body,
    );
    expect(second.featuredImageId).not.toBe(first.featuredImageId);
    expect(await storedFiles().existsBy({ id: first.featuredImageId ?? 0 })).toBe(false);
    await api().get(`/api/file?fileId=${first.featuredImageId}`).expect(404);
    await api().get(`/api/file?fileId=${second.featuredImageId}`).expect(200);
  });

  it.each([
    ['a text file named logo.png', Buffer.from('definitely not a picture'), 'logo.png'],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'), 'logo.gif'],
  ])('refuses %s with 422 file_upload_image_only and changes nothing', async (_name, bytes, filename) => {
    const { crowd, cookie } = await administered();
    const filesBefore = await storedFiles().count();
    await upload(cookie, crowd, bytes, filename).expect(422, {
      errors: [{ param: 'coverImage', msg: 'file_upload_image_only' }],
    });
    expect(await stored(crowd.id)).toMatchObject({ version: crowd.version, featuredImageId: null });
    expect(await storedFiles().count()).toBe(filesBefore);
  });

  it('refuses a request without the image with 422 on coverImage', async () => {
    const { crowd, cookie } = await administered();
    await api()
      .post('/api/crowd/uploadCoverImage')
      .set('Cookie', cookie)
      .field('id', String(crowd.id))
      .field('version', String(crowd.version))
      .expect(422, { errors: [{ param: 'coverImage', msg: 'file_upload_image_only' }] });
  });

  it('answers 409 with X-Stale-Entity: Crowd for an old version, keeps the logo and removes the new file', async () => {
    const { crowd, cookie } = await administered();
    const current = ZCrowd.parse((await upload(cookie, crowd, await logo('#333')).expect(200)).body);
    const before = await stored(crowd.id);
    const filesBefore = await storedFiles().count();

    const stale = await upload(cookie, crowd, await logo('#444')).expect(409, { error: 'optimistic_locking_error' });
    expect(stale.headers[STALE_ENTITY_HEADER.toLowerCase()]).toBe('Crowd');
    expect(await stored(crowd.id)).toEqual(before);
    expect(await storedFiles().count()).toBe(filesBefore);
    await api().get(`/api/file?fileId=${current.featuredImageId}`).expect(200);
  });

  it('answers 404 crowd_does_not_exist for an unknown crowd', async () => {
    const { cookie } = await administered();
    await upload(cookie, { id: 999999999, version: 0 }, await logo()).expect(404, { error: 'crowd_does_not_exist' });
  });

  it('refuses everyone but the crowd’s enabled admins, storing and changing nothing', async () => {
    const { crowd } = await administered();
    const image = await logo();
    const before = await stored(crowd.id);
    const filesBefore = await storedFiles().count();

    for (const actor of await refusedCrowdActors(testApp.app, testApp.dataSource, crowd.id))
      await upload(actor.cookie, crowd, image).set(actor.headers).expect(actor.status, { error: actor.error });
    expect(await stored(crowd.id)).toEqual(before);
    expect(await storedFiles().count()).toBe(filesBefore);
  });

  it("serves a private crowd's logo and its copies to the crowd's members only", async () => {
    const { crowd, cookie } = await administered({ privateCrowd: true, allowedDomains: ['example.com'] });
    const follower = await createUser(testApp.dataSource);
    await addMember(testApp.dataSource, crowd.id, follower.id, 'CROWD_FOLLOWER');
    const outsider = await administered();
    const { featuredImageId } = ZCrowd.parse((await upload(cookie, crowd, await logo()).expect(200)).body);

    for (const url of [`/api/file?fileId=${featuredImageId}`, `/api/file?fileId=${featuredImageId}&w=320`]) {
      await api().get(url).expect(404, { error: 'not_found' });
      await api().get(url).set('Cookie', outsider.cookie).expect(404, { error: 'not_found' });
      const member = await api()
        .get(url)
        .set('Cookie', await signIn(testApp.app, follower.email))
        .expect(200);
      expect(member.headers['cache-control']).toMatch(/^private, /);
      await api().get(url).set('Cookie', cookie).expect(200);
    }
  });
});
