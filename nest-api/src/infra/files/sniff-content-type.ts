import type { TImageMimeType } from '@crowd/contracts';

const SIGNATURES: ReadonlyArray<{ type: TImageMimeType; bytes: readonly number[] }> = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] },
];

/** The type the bytes really are; a client's declared type or file name is never trusted. */
export function sniffContentType(buffer: Uint8Array): TImageMimeType | undefined {
  return SIGNATURES.find(
    ({ bytes }) => bytes.length <= buffer.length && bytes.every((byte, index) => buffer[index] === byte),
  )?.type;
}
