import sharp, { type Sharp } from 'sharp';
import { LIMITS, type TImageMimeType, type TUploadImageMimeType } from '@crowd/contracts';

/** Side of a stored avatar: sharp enough for retina top bars, small enough to serve everywhere. */
export const AVATAR_SIZE = 512;

export interface EncodedImage {
  buffer: Buffer;
  contentType: TImageMimeType;
}

/** The formats an upload may be in (WebP is only ever written by us). */
const TYPE_OF_FORMAT: Partial<Record<string, TUploadImageMimeType>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

/**
 * Every image is opened here: sharp reads the header and refuses more than LIMITS.uploadPixelsMax
 * pixels before decoding, so a decompression bomb costs nothing. An animated GIF is read as its
 * first frame.
 */
const open = (bytes: Buffer): Sharp =>
  sharp(bytes, { failOn: 'error', animated: false, limitInputPixels: LIMITS.uploadPixelsMax });

/** sharp writes no metadata (EXIF, GPS, XMP, comments) unless asked to: none is asked for. */
function encode(image: Sharp, contentType: TImageMimeType): Sharp {
  switch (contentType) {
    case 'image/jpeg':
      return image.jpeg({ quality: 85 });
    case 'image/png':
      return image.png();
    case 'image/gif':
      return image.gif();
    case 'image/webp':
      return image.webp({ quality: 82 });
  }
}

/** What the bytes decode as (the file name and declared type are never trusted), or null. */
async function typeOf(bytes: Buffer): Promise<TUploadImageMimeType | null> {
  const { format } = await open(bytes).metadata();
  return (format && TYPE_OF_FORMAT[format]) ?? null;
}

/**
 * An uploaded PNG, JPEG or GIF decoded and encoded again, in its own format unless `as` names
 * another (WebP keeps transparency too), turned upright by its EXIF orientation and stripped of
 * its metadata. Null for anything else: bytes that do not decode, another format, or too many pixels.
 */
export async function reencodeImage(bytes: Buffer, as?: TImageMimeType): Promise<EncodedImage | null> {
  try {
    const uploaded = await typeOf(bytes);
    if (!uploaded) return null;
    const contentType = as ?? uploaded;
    return { buffer: await encode(open(bytes).rotate(), contentType).toBuffer(), contentType };
  } catch {
    return null;
  }
}

/** A stored (already re-encoded) image at most `width` pixels wide, never enlarged, in its format. */
export function resizeImage(stored: Buffer, contentType: TImageMimeType, width: number): Promise<Buffer> {
  return encode(open(stored).resize({ width, withoutEnlargement: true }), contentType).toBuffer();
}

/**
 * The spec's avatar is a square JPEG. Browsers crop it before upload; a client without
 * JavaScript (or any API client) may send any gif/jpeg/png, so the server makes it square too:
 * centre crop, EXIF orientation applied, metadata (location, camera) dropped. Null like
 * `reencodeImage`.
 */
export async function toSquareJpeg(bytes: Buffer, size = AVATAR_SIZE): Promise<Buffer | null> {
  try {
    if (!(await typeOf(bytes))) return null;
    return await open(bytes)
      .rotate()
      .resize(size, size, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    return null;
  }
}
