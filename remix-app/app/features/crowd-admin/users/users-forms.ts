import { ZAddCrowdUsersRequest, ZUpdateCrowdRequest } from '@crowd/contracts/schemas';
import { withZod } from '@remix-validated-form/with-zod';
import { z } from 'zod';
import { formId, formNumber, isChecked, isRecord } from '~/lib/form-values';

/** The users tab's forms post to one action, told apart by `subaction`. */
export const USERS_FORMS = {
  privacy: 'privacy',
  add: 'add',
  save: 'save',
  remove: 'remove',
} as const;

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
            id: formId(value['id']),
            version: formNumber(value['version']),
            privateCrowd: isChecked(value['privateCrowd']),
            allowPrePrivateLogins: isChecked(value['allowPrePrivateLogins']),
            privateUsers: isChecked(value['privateUsers']),
            allowedDomains: value['allowedDomains'] ?? '',
          }
        : value,
    ZUpdateCrowdRequest,
  ),
);
