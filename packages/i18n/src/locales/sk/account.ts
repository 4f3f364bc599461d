/** The account area: profile, avatar, password, notification settings, credit cards. */
import type { account as en } from '../en/account';
import type { DeepStringRecord } from '../../types';

export const account: DeepStringRecord<typeof en> = {
  title: 'Môj účet',
};
