/** Sign-in, registration, activation and password-reset pages. */
import type { auth as en } from '../en/auth';
import type { DeepStringRecord } from '../../types';

export const auth: DeepStringRecord<typeof en> = {
  login: { title: 'Prihlásenie' },
};
