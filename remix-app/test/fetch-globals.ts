import { installGlobals } from '@remix-run/node';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { TextDecoder, TextEncoder } from 'node:util';
import { BroadcastChannel } from 'node:worker_threads';

// jsdom lacks what the stub's loaders and actions and msw need (fetch, Request, the encoders and
// streams): Node's stand in, installed before anything reads them. The page keeps jsdom's
// FormData, the one that reads a <form>; the router posts it as URL-encoded text.
const pageFormData = globalThis.FormData;
Object.assign(globalThis, {
  TextEncoder,
  TextDecoder,
  ReadableStream,
  TransformStream,
  WritableStream,
  BroadcastChannel,
});
installGlobals({ nativeFetch: true });
globalThis.FormData = pageFormData;
