import type { TImageMimeType } from '@crowd/contracts';

const SIGNATURES: ReadonlyArray<{ type: TImageMimeType; bytes: readonly number[] }> = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] },
];

const startsWith = (buffer: Uint8Array, bytes: readonly number[], at = 0): boolean =>
  at + bytes.length <= buffer.length && bytes.every((byte, index) => buffer[at + index] === byte);

const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/** The type the bytes really are; a client's declared type or file name is never trusted. */
export function sniffContentType(buffer: Uint8Array): TImageMimeType | undefined {
  // A WebP file is a RIFF container: "RIFF", four bytes of length, "WEBP".
  if (startsWith(buffer, RIFF) && startsWith(buffer, WEBP, 8)) return 'image/webp';
  return SIGNATURES.find(({ bytes }) => startsWith(buffer, bytes))?.type;
}
