import { LIMITS } from '@crowd/contracts';
import sharp from 'sharp';
import { AVATAR_SIZE, reencodeImage, resizeImage, toSquareJpeg } from './image-codec';
import { sniffContentType } from './sniff-content-type';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 0.4 } } });

/** Few bytes, too many pixels: what a decompression bomb looks like to the decoder. */
const bomb = () => {
  const width = 10_000;
  return sharp({
    create: { width, height: Math.floor(LIMITS.uploadPixelsMax / width) + 1, channels: 3, background: '#000' },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
};

describe('image codec', () => {
  it('refuses a PNG header followed by anything but an image, and other formats', async () => {
    const png = await solid(4, 4).png().toBuffer();
    expect(await reencodeImage(Buffer.concat([png.subarray(0, 24), Buffer.alloc(40)]))).toBeNull();
    expect(await reencodeImage(await solid(4, 4).webp().toBuffer())).toBeNull();
    expect(await toSquareJpeg(await solid(4, 4).webp().toBuffer())).toBeNull();
  });

  it('writes an upload as WebP when asked (ideas), keeping transparency, and its copies stay WebP', async () => {
    const png = await solid(400, 200).png().toBuffer();
    const image = await reencodeImage(png, 'image/webp');
    expect(image?.contentType).toBe('image/webp');
    expect(sniffContentType(image!.buffer)).toBe('image/webp');
    expect(await sharp(image!.buffer).metadata()).toMatchObject({ format: 'webp', width: 400, hasAlpha: true });
    const copy = await resizeImage(image!.buffer, 'image/webp', 160);
    expect(await sharp(copy).metadata()).toMatchObject({ format: 'webp', width: 160, height: 80 });
  });

  it('refuses more pixels than the limit, for logos and avatars alike', async () => {
    const bytes = await bomb();
    expect(await reencodeImage(bytes)).toBeNull();
    expect(await toSquareJpeg(bytes)).toBeNull();
  });

  it('keeps the format and the alpha channel', async () => {
    const image = await reencodeImage(await solid(30, 20).png().toBuffer());
    if (!image) throw new Error('the PNG was refused');
    expect(image.contentType).toBe('image/png');
    expect(await sharp(image.buffer).metadata()).toMatchObject({ format: 'png', hasAlpha: true, width: 30 });
  });

  it('makes avatars square JPEGs of AVATAR_SIZE', async () => {
    const avatar = await toSquareJpeg(await solid(900, 600).gif().toBuffer());
    if (!avatar) throw new Error('the GIF was refused');
    expect(await sharp(avatar).metadata()).toMatchObject({
      format: 'jpeg',
      width: AVATAR_SIZE,
      height: AVATAR_SIZE,
    });
  });

  it('resizes to a width without enlarging', async () => {
    const png = await solid(500, 250).png().toBuffer();
    expect(await sharp(await resizeImage(png, 'image/png', 160)).metadata()).toMatchObject({ width: 160, height: 80 });
    expect(await sharp(await resizeImage(png, 'image/png', 640)).metadata()).toMatchObject({ width: 500, height: 250 });
  });
});
