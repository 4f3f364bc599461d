import type { Request } from 'express';
import { assertAgreesWithHeader, assertBodyCrowdAgrees, requestCrowdOf } from './request-crowd';

const requestWith = (options: { params?: unknown; query?: unknown; body?: unknown; header?: string } = {}): Request =>
  ({
    params: options.params ?? {},
    query: options.query ?? {},
    body: options.body,
    get: (name: string) => (name.toLowerCase() === 'x-private-crowd' ? options.header : undefined),
  }) as unknown as Request;

const mismatch = { kind: 'bad_request', key: 'crowd_header_mismatch' };
const invalid = { errors: [{ param: 'crowdId', msg: 'validation_invalid_value' }] };

describe("the request's crowd (decision 029)", () => {
  it('is the crowd the path, query or body names, else the header', () => {
    expect(requestCrowdOf(requestWith({ params: { crowdId: '7' } }))).toEqual({
      crowdId: 7,
      named: 7,
      header: undefined,
    });
    expect(requestCrowdOf(requestWith({ query: { crowdId: '7' } }))).toMatchObject({ crowdId: 7 });
    expect(requestCrowdOf(requestWith({ body: { crowdId: 7 } }))).toMatchObject({ crowdId: 7 });
    expect(requestCrowdOf(requestWith({ header: '7' }))).toEqual({ crowdId: 7, named: undefined, header: 7 });
    expect(requestCrowdOf(requestWith({ params: { crowdId: '7' }, header: '7' }))).toMatchObject({ crowdId: 7 });
    expect(requestCrowdOf(requestWith())).toEqual({ crowdId: undefined, named: undefined, header: undefined });
  });

  it('refuses a crowdId that is there but not an id: 422, never the header instead', () => {
    for (const crowdId of ['07', '+7', ' 7', '7.0', '0x7', '7e0', ' ', '2147483648', null, [7], 7.5]) {
      for (const place of ['params', 'query', 'body'] as const) {
        expect(() => requestCrowdOf(requestWith({ [place]: { crowdId }, header: '9' }))).toThrow(
          expect.objectContaining(invalid) as Error,
        );
      }
    }
  });

  it('refuses a request whose header, path, query or body disagree (400 crowd_header_mismatch)', () => {
    expect(() => requestCrowdOf(requestWith({ params: { crowdId: '7' }, header: '9' }))).toThrow(
      expect.objectContaining(mismatch) as Error,
    );
    expect(() => requestCrowdOf(requestWith({ params: { crowdId: '7' }, body: { crowdId: 9 } }))).toThrow(
      expect.objectContaining(mismatch) as Error,
    );
    expect(() => requestCrowdOf(requestWith({ query: { crowdId: '7' }, body: { crowdId: 7 }, header: '9' }))).toThrow(
      expect.objectContaining(mismatch) as Error,
    );
  });

  it('refuses a header that is not an id (400)', () => {
    expect(() => requestCrowdOf(requestWith({ header: '07' }))).toThrow(
      expect.objectContaining({ kind: 'bad_request', key: 'validation_invalid_value' }) as Error,
    );
  });

  it("checks a multipart body's crowdId, read after the guards, against the crowd they resolved", () => {
    const fromB = requestWith({ header: '9' });
    requestCrowdOf(fromB);
    fromB.body = { crowdId: '7' };
    expect(() => assertBodyCrowdAgrees(fromB)).toThrow(expect.objectContaining(mismatch) as Error);

    const onPath = requestWith({ params: { crowdId: '7' } });
    requestCrowdOf(onPath);
    onPath.body = { crowdId: '007' };
    expect(() => assertBodyCrowdAgrees(onPath)).toThrow(expect.objectContaining(invalid) as Error);

    const plain = requestWith({ header: '7' });
    requestCrowdOf(plain);
    plain.body = { crowdId: '7' };
    assertBodyCrowdAgrees(plain);
    expect(requestCrowdOf(plain)).toEqual({ crowdId: 7, named: 7, header: 7 });
  });

  it('refuses a crowd a service acts in that differs from the header', () => {
    expect(() => assertAgreesWithHeader(requestWith({ header: '9' }), 7)).toThrow(
      expect.objectContaining(mismatch) as Error,
    );
    assertAgreesWithHeader(requestWith({ header: '7' }), 7);
    assertAgreesWithHeader(requestWith(), 7);
    assertAgreesWithHeader(undefined, 7);
  });
});

describe("a private user's crowd", () => {
  const bound = (options: Parameters<typeof requestWith>[0], path = '/api/category') =>
    Object.assign(requestWith(options), { user: { id: 1, boundCrowdId: 9 }, path }) as Request;

  it("refuses a request from another crowd's site (403), and lets them sign out there", () => {
    expect(requestCrowdOf(bound({ header: '9' }))).toMatchObject({ crowdId: 9 });
    expect(requestCrowdOf(bound({}))).toMatchObject({ crowdId: undefined });
    expect(() => requestCrowdOf(bound({ header: '7' }))).toThrow(
      expect.objectContaining({ kind: 'forbidden', key: 'user_bound_to_other_crowd' }) as Error,
    );
    expect(() => requestCrowdOf(bound({ params: { crowdId: '9' }, header: '7' }))).toThrow(
      expect.objectContaining({ kind: 'forbidden', key: 'user_bound_to_other_crowd' }) as Error,
    );
    expect(requestCrowdOf(bound({ header: '7' }, '/api/user/logout'))).toMatchObject({ crowdId: 7 });
  });

  it('reads the header by the one id rule: another spelling is 400, never "no header"', () => {
    for (const header of ['07', '+7', ' 7', '7.0', '0x7', '7e0', 'abc', '']) {
      expect(() => requestCrowdOf(bound({ header }))).toThrow(
        expect.objectContaining({ kind: 'bad_request', key: 'validation_invalid_value' }) as Error,
      );
    }
  });

  it('is their own crowd only (403 user_bound_to_other_crowd before the header is compared)', () => {
    expect(requestCrowdOf(bound({ params: { crowdId: '9' }, header: '9' }))).toMatchObject({ crowdId: 9 });
    expect(() => requestCrowdOf(bound({ params: { crowdId: '7' }, header: '9' }))).toThrow(
      expect.objectContaining({ kind: 'forbidden', key: 'user_bound_to_other_crowd' }) as Error,
    );
    const multipart = bound({ header: '9' });
    requestCrowdOf(multipart);
    multipart.body = { crowdId: '7' };
    expect(() => assertBodyCrowdAgrees(multipart)).toThrow(
      expect.objectContaining({ kind: 'forbidden', key: 'user_bound_to_other_crowd' }) as Error,
    );
  });
});
