import sharp from 'sharp';

/** Side of a stored avatar: sharp enough for retina top bars, small enough to serve everywhere. */
export const AVATAR_SIZE = 512;

/**
 * The spec's avatar is a square JPEG. Browsers crop it before upload; a client without
 * JavaScript (or any API client) may send any gif/jpeg/png, so the server makes it square too:
 * centre crop, EXIF orientation applied, metadata (location, camera) dropped. Undecodable bytes
 * answer null.
 */
export async function toSquareJpeg(image: Buffer, size = AVATAR_SIZE): Promise<Buffer | null> {
  try {
    return await sharp(image, { failOn: 'error', animated: false })
      .rotate()
      .resize(size, size, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    return null;
  }
}
