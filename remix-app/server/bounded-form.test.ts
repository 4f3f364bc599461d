import { LIMITS } from '@crowd/contracts/limits';
import { boundedFormRequest } from './bounded-form';

const URLENCODED = { 'Content-Type': 'application/x-www-form-urlencoded' };

const post = (body: BodyInit, headers: Record<string, string> = {}): Request =>
  new Request('http://localhost/login', { method: 'POST', body, headers });

/** What the action sees of the post: its form's entries, files as name/type/bytes. */
async function entriesSeen(request: Request): Promise<Array<[string, unknown]>> {
  const form = await (await boundedFormRequest(request)).formData();
  return Promise.all(
    [...form.entries()].map(async ([name, value]): Promise<[string, unknown]> => [
      name,
      typeof value === 'string' ? value : { file: value.name, type: value.type, text: await value.text() },
    ]),
  );
}

/**
 * The status the reader answers a post with. (Before the reader, `a[99999999]=1` stalled the
 * process for 50 s: such a replay now ends in the test's timeout instead of a 400.)
 */
async function refusal(request: Request): Promise<{ status: number }> {
  try {
    await boundedFormRequest(request);
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    return { status: error.status };
  }
  throw new Error('the form was accepted');
}

const fields = (count: number): string => Array.from({ length: count }, (_, i) => `f${i}=1`).join('&');

const multipartOf = (parts: string[], boundary = 'b'): Request =>
  post(`${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('')}--${boundary}--\r\n`, {
    'Content-Type': `multipart/form-data; boundary=${boundary}`,
  });

const field = (name: string, value = '1'): string => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;

describe('the bounded form reader in front of every action', () => {
  it('hands a form within the limits on as the same fields, in order', async () => {
    const body = 'email=ada%40example.com&password=S3cret%21&questions.12.options.3.text=Yes&tags=a&tags=b';
    expect(await entriesSeen(post(body, URLENCODED))).toEqual([
      ['email', 'ada@example.com'],
      ['password', 'S3cret!'],
      ['questions.12.options.3.text', 'Yes'],
      ['tags', 'a'],
      ['tags', 'b'],
    ]);
  });

  it('hands a multipart form on with its files, names in UTF-8 and the order kept', async () => {
    const form = new FormData();
    form.append('názov', 'Ada');
    form.append('attachments', new File(['png bytes'], 'obrázok.png', { type: 'image/png' }));
    form.append('attachments', new File(['gif bytes'], 'b.gif', { type: 'image/gif' }));
    form.append('version', '3');
    expect(await entriesSeen(post(form))).toEqual([
      ['názov', 'Ada'],
      ['attachments', { file: 'obrázok.png', type: 'image/png', text: 'png bytes' }],
      ['attachments', { file: 'b.gif', type: 'image/gif', text: 'gif bytes' }],
      ['version', '3'],
    ]);
  });

  it(`takes ${LIMITS.formFieldsMax} fields and refuses one more`, async () => {
    expect(await entriesSeen(post(fields(LIMITS.formFieldsMax), URLENCODED))).toHaveLength(LIMITS.formFieldsMax);
    expect((await refusal(post(fields(LIMITS.formFieldsMax + 1), URLENCODED))).status).toBe(400);
  });

  // Issue 24, item 3: `a[99999999]=1` to /login stalled the process for 50 s and grew it to 4.3 GB.
  it.each([
    ['a[99999999]=1', 'a[99999999]=1'],
    ['a[1000000]=1', 'a[1000000]=1'],
    ['an index over the cap', `a[${LIMITS.formFieldIndexMax + 1}]=1`],
    ['a dotted index over the cap', 'a.100=1'],
    ['five levels of brackets', 'a[0][1][2][3][4]=1'],
    ['five levels of dots', 'a.b.c.d.e.f=1'],
    ['a name over its length', `${'n'.repeat(LIMITS.formFieldNameMax + 1)}=1`],
    ['10,000 fields', fields(10_000)],
  ])('refuses %s with 400', async (_, body) => {
    expect((await refusal(post(body, URLENCODED))).status).toBe(400);
  });

  // Issue 24, item 4: a prototype key as a field name was a 500 on 14 actions.
  it.each([
    '__proto__=1',
    'x[__proto__]=1',
    'x[__proto__][polluted]=1',
    'constructor[prototype]=1',
    'x.constructor=1',
    'prototype=1',
    'a.toString=1',
    'email=a&hasOwnProperty=1',
    '%5F%5Fproto%5F%5F=1',
  ])('refuses the reserved name in %s with 400', async (body) => {
    expect((await refusal(post(body, URLENCODED))).status).toBe(400);
  });

  it('reads the media type as fetch does: any case, white space and parameters', async () => {
    const headers = { 'Content-Type': ' Application/X-WWW-Form-URLencoded ; charset=utf-8' };
    expect((await refusal(post('__proto__=1', headers))).status).toBe(400);
  });

  it('bounds a multipart form the same way, its files included', async () => {
    const fileNamed = (name: string) =>
      `Content-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\npng`;
    expect((await refusal(multipartOf([field('a[99999999]')]))).status).toBe(400);
    expect((await refusal(multipartOf([field('ok'), fileNamed('x[__proto__]')]))).status).toBe(400);
    expect((await refusal(multipartOf([field('constructor')], '--odd;boundary'))).status).toBe(400);
    const tooMany = Array.from({ length: LIMITS.formFieldsMax + 1 }, (_, i) => field(`f${i}`));
    expect((await refusal(multipartOf(tooMany))).status).toBe(400);
  });

  it('stops reading a multipart body at the first part over the limit', async () => {
    // 200,000 parts in 11 MB: the reader answers after the 1001st, well before the end (the rest
    // is drained behind the answer).
    const parts = Array.from({ length: 200_000 }, (_, i) => field(`f${i}`));
    const bytes = new TextEncoder().encode(`${parts.map((part) => `--b\r\n${part}\r\n`).join('')}--b--\r\n`);
    const chunk = 64 * 1024;
    let pulled = 0;
    // Each chunk arrives a moment after the last, as from a network.
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        if (pulled >= bytes.length) return controller.close();
        controller.enqueue(bytes.subarray(pulled, pulled + chunk));
        pulled += chunk;
      },
    });
    const request = new Request('http://localhost/login', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'multipart/form-data; boundary=b' },
      duplex: 'half',
    } as RequestInit);
    expect(await refusal(request)).toEqual({ status: 400 });
    expect(pulled).toBeLessThan(bytes.length / 4);
  });

  it.each([
    ['a malformed multipart body', multipartOf([field('email')]).body!, 'multipart/form-data; boundary=other'],
    ['multipart without a boundary', 'x', 'multipart/form-data'],
    [
      'a part without a name',
      '--b\r\nContent-Disposition: form-data\r\n\r\n1\r\n--b--\r\n',
      'multipart/form-data; boundary=b',
    ],
    ['a bad percent-encoding', 'x=%ZZ', 'application/x-www-form-urlencoded'],
    ['an unknown charset', 'a=1', 'application/x-www-form-urlencoded; charset=x-unknown'],
  ])('answers %s with 400', async (_, body, contentType) => {
    const request = new Request('http://localhost/login', {
      method: 'POST',
      body,
      headers: { 'Content-Type': contentType },
      duplex: 'half',
    } as RequestInit);
    expect((await refusal(request)).status).toBe(400);
  });

  it('keeps what a browser sends that is not quite text: invalid UTF-8 becomes U+FFFD', async () => {
    expect(await entriesSeen(post('name=%C3%28', URLENCODED))).toEqual([['name', '\uFFFD(']]);
  });

  it('leaves a body that is not a form as it is', async () => {
    const request = post('{"__proto__":1}', { 'Content-Type': 'application/json' });
    expect(await boundedFormRequest(request)).toBe(request);
  });
});
