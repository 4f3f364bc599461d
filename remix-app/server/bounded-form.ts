import busboy from 'busboy';
import { LIMITS } from '@crowd/contracts/limits';
import { fieldNameProblem } from './form-field-name.js';

const URLENCODED = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';

/**
 * The body's media type as fetch's `formData()` tells a form (type/subtype before any parameter,
 * case-insensitive). Trimming more white space than it does errs the safe way: whatever
 * `formData()` would read as a form is read here first.
 */
const mediaTypeOf = (contentType: string): string => (contentType.split(';')[0] ?? '').trim().toLowerCase();

type Entry = [name: string, value: string | File];

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    while (!(await reader.read()).done);
  } catch {
    // The client went away: nothing left to read.
  }
}

/** What a refused form is answered with: the error page, nothing of what was posted. */
const refusal = (): Response => new Response('bad_request', { status: 400, headers: { 'Content-Type': 'text/plain' } });

/**
 * Reads the form with busboy within the limits, stopping at the first field over one. Field
 * names are checked as they arrive; files are kept whole (the body limit bounds their bytes).
 */
async function readEntries(body: ReadableStream<Uint8Array>, contentType: string): Promise<Entry[]> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // Browsers send names and file names in UTF-8; busboy's default for them is latin1.
      defParamCharset: 'utf8',
      // One past each limit: busboy stops parsing there, and the count below refuses the form.
      limits: {
        fields: LIMITS.formFieldsMax + 1,
        parts: LIMITS.formFieldsMax + 1,
        fieldNameSize: LIMITS.formFieldNameMax + 1,
        fieldSize: LIMITS.formBodyBytesMax,
      },
    });
  } catch {
    // No boundary, an unknown charset, a header busboy cannot read.
    throw refusal();
  }

  const entries: Array<Entry | undefined> = [];
  const files: Array<Promise<void>> = [];
  let refused = false;
  const refuse = (): void => {
    refused = true;
    parser.destroy();
  };
  const accepts = (name: string | undefined, nameTruncated: boolean): name is string =>
    !refused &&
    name !== undefined &&
    !nameTruncated &&
    fieldNameProblem(name) === null &&
    entries.length < LIMITS.formFieldsMax;

  parser.on('field', (name, value, info) => {
    if (!accepts(name, info.nameTruncated) || info.valueTruncated) return refuse();
    entries.push([name, value]);
  });
  parser.on('file', (name, stream, info) => {
    // A refused or broken form ends the stream with an error; the parser's own error tells it.
    stream.on('error', () => undefined);
    if (!accepts(name, false)) {
      stream.resume();
      return refuse();
    }
    // A placeholder keeps the form's order while the file's bytes arrive.
    const at = entries.push(undefined) - 1;
    // Node's Buffers sit on plain ArrayBuffers; the File takes their bytes in one copy.
    const chunks: Array<Uint8Array<ArrayBuffer>> = [];
    stream.on('data', (chunk: Uint8Array<ArrayBuffer>) => chunks.push(chunk));
    files.push(
      new Promise((resolve) => {
        stream.once('close', resolve);
        stream.once('end', () => {
          entries[at] = [name, new File(chunks, info.filename ?? '', { type: info.mimeType })];
          resolve();
        });
      }),
    );
  });
  // Errors are read off `refused`: a listener for each, so none is ever unhandled (it would end the process).
  parser.on('error', () => {
    refused = true;
  });
  const closed = new Promise<void>((resolve) => parser.once('close', resolve));

  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (refused) {
        // The answer goes out now; the rest of the body (within the body limit) is read and
        // dropped behind it, so the connection stays usable rather than reset mid-upload.
        void drain(reader);
        break;
      }
      parser.write(value);
    }
  } catch {
    // The client went away mid-body.
    refuse();
  }
  if (!refused) parser.end();
  await closed;
  await Promise.all(files);
  if (refused) throw refusal();
  return entries.filter((entry): entry is Entry => entry !== undefined);
}

/**
 * The request an action receives: a form (URL-encoded or multipart) read once within the limits
 * of decision 029 and handed on re-encoded from what was read, so the action's own
 * `request.formData()` sees exactly the fields checked here, never another parser's reading of
 * the raw bytes. A form over a limit, with a reserved name or that does not parse throws a 400
 * Response (Remix renders the error page). Other bodies pass untouched.
 */
export async function boundedFormRequest(request: Request): Promise<Request> {
  const contentType = request.headers.get('content-type') ?? '';
  const mediaType = mediaTypeOf(contentType);
  if ((mediaType !== URLENCODED && mediaType !== MULTIPART) || !request.body) return request;

  const entries = await readEntries(request.body, contentType);
  let body: URLSearchParams | FormData;
  if (mediaType === URLENCODED) {
    body = new URLSearchParams();
    for (const [name, value] of entries) body.append(name, String(value));
  } else {
    body = new FormData();
    for (const [name, value] of entries) body.append(name, value);
  }
  // The new body sets its own Content-Type (a multipart form gets a new boundary) and length.
  const headers = new Headers(request.headers);
  headers.delete('content-type');
  headers.delete('content-length');
  return new Request(request, { headers, body });
}
