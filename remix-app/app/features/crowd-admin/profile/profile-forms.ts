import { ZUpdateCrowdRequest, type TCrowd, type TUpdateCrowdRequest } from '@crowd/contracts/schemas';
import { withZod } from '@remix-validated-form/with-zod';
import { z } from 'zod';
import { formId, formNumber, isChecked, isRecord } from '~/lib/form-values';

/** The profile tab's two cards post to the same action, told apart by `subaction`. */
export const PROFILE_FORMS = { domain: 'domain', profile: 'profile' } as const;
export type ProfileForm = (typeof PROFILE_FORMS)[keyof typeof PROFILE_FORMS];

/** The domain card's Verify button: the API looks the own domain's proof record up now (decision 029). */
export const VERIFY_DOMAIN = 'verifyDomain';

/** The fields each card shows (and so may change, and shows the API's errors under). */
export const FORM_FIELDS = {
  domain: ['subdomain', 'domain', 'subdomainRouting'],
  profile: [
    'title',
    'description',
    'locale',
    'gaCode',
    'likeMilestone',
    'rewardAmount',
    'rewardCurrency',
    'visible',
    'hideTitle',
  ],
} as const satisfies Record<ProfileForm, readonly (keyof TUpdateCrowdRequest)[]>;

/** The switches of each card: a present field is on, a missing one off (an unchecked checkbox is not sent). */
const SWITCHES: Record<ProfileForm, readonly string[]> = {
  domain: ['subdomainRouting'],
  profile: ['visible', 'hideTitle'],
};

/**
 * The reward as typed (whole units or up to two decimals, with a dot or a comma) in integer
 * cents, as the API takes it; anything else goes on unchanged for the contracts to refuse.
 */
export function rewardToCents(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return '';
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(trimmed);
  if (!match) return value;
  return String(Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')));
}

/** Form fields (strings) in the request's types: numbers, switches, the reward in cents. */
const fromForm = (form: ProfileForm) => (value: unknown) => {
  if (!isRecord(value)) return value;
  const fields = Object.fromEntries(
    Object.entries(value).filter(([name]) => (FORM_FIELDS[form] as readonly string[]).includes(name)),
  );
  if ('rewardAmount' in fields) fields['rewardAmount'] = rewardToCents(fields['rewardAmount']);
  for (const name of SWITCHES[form]) fields[name] = isChecked(value[name]);
  return { ...fields, id: formId(value['id']), version: formNumber(value['version']) };
};

export const domainValidator = withZod(z.preprocess(fromForm('domain'), ZUpdateCrowdRequest));
export const profileValidator = withZod(z.preprocess(fromForm('profile'), ZUpdateCrowdRequest));

type Changes = Omit<TUpdateCrowdRequest, 'id' | 'version'>;

/** An emptied optional text is stored as null. */
const orNull = <T>(value: T | '' | null | undefined): T | null => (value === '' || value === undefined ? null : value);

/**
 * Spec 5: only the fields that differ from the crowd as the API has it now; nothing when nothing
 * changed. Values are compared as the contracts normalize them (trimmed, lower-cased domains).
 */
export function crowdChanges(crowd: TCrowd, submitted: TUpdateCrowdRequest, form: ProfileForm): Changes {
  const changes: Record<string, unknown> = {};
  for (const field of FORM_FIELDS[form]) {
    if (!(field in submitted) || submitted[field] === undefined) continue;
    const stored: unknown = crowd[field];
    const value: unknown =
      field === 'domain' || field === 'gaCode' ? orNull(submitted[field] as string | null) : submitted[field];
    if (value !== stored) changes[field] = value;
  }
  return changes as Changes;
}
