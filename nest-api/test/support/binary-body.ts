import type { Test } from 'supertest';

type StreamParser = Extract<Parameters<Test['parse']>[0], (res: never, done: never) => void>;

/**
 * supertest's `.parse()` for bodies read as bytes (files, CSV): the whole body as one Buffer in
 * `response.body`, whatever its content type.
 */
export const binaryBody: StreamParser = (res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
