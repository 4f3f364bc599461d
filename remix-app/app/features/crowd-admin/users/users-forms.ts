import { ZAddCrowdUsersRequest, ZUpdateCrowdRequest } from '@crowd/contracts/schemas';
import { withZod } from '@remix-validated-form/with-zod';
import { z } from 'zod';

/** The users tab's forms post to one action, told apart by `subaction`. */
export const USERS_FORMS = {
  privacy: 'privacy',
  add: 'add',
  save: 'save',
  remove: 'remove',
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const toNumber = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;

/** A checkbox posts its value only when checked. */
const checked = (value: unknown): boolean => value === 'on' || value === 'true' || value === true;

/** E-mails and role of the add-users card; the crowd comes from the page's address. */
export const addUsersValidator = withZod(ZAddCrowdUsersRequest.omit({ crowdId: true }));

/**
 * The privacy card: the contracts' crowd update (allowed e-mails and domains split on white
 * space, commas and semicolons; private crowd needs at least one) over checkboxes and a textarea.
 */
export const privacyValidator = withZod(
  z.preprocess(
    (value) =>
      isRecord(value)
        ? {
            id: toNumber(value['id']),
            version: toNumber(value['version']),
            privateCrowd: checked(value['privateCrowd']),
            allowPrePrivateLogins: checked(value['allowPrePrivateLogins']),
            privateUsers: checked(value['privateUsers']),
            allowedDomains: value['allowedDomains'] ?? '',
          }
        : value,
    ZUpdateCrowdRequest,
  ),
);
