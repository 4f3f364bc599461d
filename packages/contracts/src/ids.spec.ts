import fc from 'fast-check';
import { z, type ZodTypeAny } from 'zod';
import { MAX_ID, parseId } from './ids';
import { API_ROUTES, type TApiRoute } from './routes';
import {
  ZFormId,
  ZFormIdList,
  ZId,
  ZIdParam,
  ZNullableFormId,
  ZOptionalFormId,
  ZStartSocialLoginQuery,
  ZCreateIdeaMultipart,
} from './schemas';

/** How the penetration test wrote crowd 22 (issue 24), and other spellings of an id. */
const OTHER_SPELLINGS = (id: number): string[] => [
  `0${id}`,
  `00${id}`,
  `${id}.0`,
  `+${id}`,
  `-${id}`,
  `0x${id.toString(16)}`,
  `0o${id.toString(8)}`,
  `0b${id.toString(2)}`,
  `${id}e0`,
  ` ${id}`,
  `${id} `,
  `\t${id}`,
  `${id}\n`,
  `%20${id}`,
  `${id}n`,
  `${id}_0`,
  `１${id}`, // a full-width digit
  `${id},`,
];

describe('parseId: the one id rule', () => {
  it('accepts exactly the canonical decimal strings of 1..MAX_ID', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_ID }), (id) => {
        expect(parseId(String(id))).toBe(id);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 14 }), (text) => {
        const id = parseId(text);
        if (id === undefined) return;
        // Whatever it accepts is an id in range whose canonical text is the input itself.
        expect(Number.isInteger(id) && id >= 1 && id <= MAX_ID).toBe(true);
        expect(String(id)).toBe(text);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9+\-.eExXoObB _]{1,12}$/), (text) => {
        const id = parseId(text);
        expect(id === undefined || String(id) === text).toBe(true);
      }),
    );
  });

  it('refuses every other spelling of an id', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_ID }), (id) => {
        for (const text of OTHER_SPELLINGS(id)) expect({ text, id: parseId(text) }).toEqual({ text, id: undefined });
      }),
    );
  });

  it('refuses 0, the empty text and ids past the column range', () => {
    for (const text of ['', '0', '00', String(MAX_ID + 1), '4294967318', '99999999999', '1'.repeat(400)])
      expect({ text, id: parseId(text) }).toEqual({ text, id: undefined });
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
  });

  it('accepts JSON numbers that are ids, and no other value', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: MAX_ID }), (id) => expect(parseId(id)).toBe(id)));
    for (const value of [0, -1, 1.5, MAX_ID + 1, 2 ** 32 + 22, Number.NaN, Infinity, null, undefined, true, [22], {}])
      expect({ value, id: parseId(value) }).toEqual({ value, id: undefined });
  });
});

describe('the id schemas follow the one rule', () => {
  const textSchemas: Record<string, ZodTypeAny> = {
    ZFormId,
    ZIdParam,
    ZOptionalFormId,
    ZNullableFormId,
    ZCreateIdeaMultipartCategoryId: ZCreateIdeaMultipart.shape.categoryId,
    ZStartSocialLoginQueryCrowdId: ZStartSocialLoginQuery.shape.crowdId,
  };

  it.each(Object.entries(textSchemas))('%s reads the canonical text as the id and refuses every other', (_, schema) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_ID }), (id) => {
        expect(schema.parse(String(id))).toBe(id);
        expect(schema.parse(id)).toBe(id);
        for (const text of OTHER_SPELLINGS(id))
          expect({ text, ok: schema.safeParse(text).success }).toEqual({ text, ok: false });
      }),
      { numRuns: 200 },
    );
    expect(schema.safeParse(String(MAX_ID + 1)).success).toBe(false);
    expect(schema.safeParse(MAX_ID + 1).success).toBe(false);
  });

  it('ZId (JSON) takes numbers in 1..MAX_ID only, never a text', () => {
    expect(ZId.parse(22)).toBe(22);
    for (const value of ['22', 0, 22.5, MAX_ID + 1, 2 ** 32 + 22]) expect(ZId.safeParse(value).success).toBe(false);
  });

  it('ZFormIdList refuses a list with any other spelling', () => {
    expect(ZFormIdList.parse('1,22')).toEqual([1, 22]);
    expect(ZFormIdList.parse(['1', '22'])).toEqual([1, 22]);
    expect(ZFormIdList.parse('[1,22]')).toEqual([1, 22]);
    expect(ZFormIdList.parse('')).toEqual([]);
    for (const value of ['1,022', '1, 22', ['1', '+22'], '["022"]', '[22.5]', ' 22'])
      expect({ value, ok: ZFormIdList.safeParse(value).success }).toEqual({ value, ok: false });
  });
});

/** The zod object behind a schema (refinements and preprocessing unwrapped), when it is one. */
function objectShape(schema: ZodTypeAny | undefined): Record<string, ZodTypeAny> {
  let current: ZodTypeAny | undefined = schema;
  while (current) {
    if (current instanceof z.ZodObject) return current.shape as Record<string, ZodTypeAny>;
    if (current instanceof z.ZodEffects) current = current.innerType() as ZodTypeAny;
    else return {};
  }
  return {};
}

const isIdName = (name: string): boolean => name === 'id' || /Id$/.test(name);
/** The payment provider's ids (`pm_…`) are its texts, not rows of ours. */
const isProviderId = (schema: ZodTypeAny): boolean => schema.safeParse('pm_card_visa').success;

describe('every route reads its ids by the one rule', () => {
  const routes = API_ROUTES as readonly TApiRoute[];
  const cases = routes.flatMap((route) => {
    const request = route.request ?? {};
    const text = [
      ...Object.entries(objectShape(request.params)),
      ...Object.entries(objectShape(request.query)),
      ...Object.entries(objectShape(request.multipart?.fields)),
    ];
    const json = Object.entries(objectShape(request.body));
    const ids = ([name, schema]: [string, ZodTypeAny]) => isIdName(name) && !isProviderId(schema);
    return [
      ...text.filter(ids).map(([name, schema]) => ({ route, name, schema, kind: 'text' })),
      ...json.filter(ids).map(([name, schema]) => ({ route, name, schema, kind: 'json' })),
    ];
  });

  it('finds the id fields of the routes', () => {
    expect(cases.length).toBeGreaterThan(20);
    expect(cases.map((c) => `${c.route.method} ${c.route.path} ${c.name}`)).toEqual(
      expect.arrayContaining([
        'get /crowdUsers/{crowdId} crowdId',
        'delete /category/{crowdId}/{categoryId} categoryId',
      ]),
    );
  });

  it.each(cases.map((c) => [`${c.route.method.toUpperCase()} ${c.route.path} ${c.kind} ${c.name}`, c] as const))(
    '%s',
    (_, { schema, kind }) => {
      expect(schema.safeParse(kind === 'text' ? '22' : 22)).toMatchObject({ success: true, data: 22 });
      // A JSON id is a number; a field that also takes the canonical text reads it as the same id.
      if (kind === 'json') expect([false, 22]).toContainEqual(schema.safeParse('22').data ?? false);
      const refused = kind === 'text' ? OTHER_SPELLINGS(22) : ['022', ' 22', '+22', 22.5, MAX_ID + 1, 2 ** 32 + 22];
      for (const value of refused) expect({ value, ok: schema.safeParse(value).success }).toEqual({ value, ok: false });
    },
  );
});
