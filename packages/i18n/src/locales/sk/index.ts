import { account } from './account';
import { auth } from './auth';
import { common } from './common';
import { mail } from './mail';
import { messages } from './messages';

export const sk = { messages, common, auth, account, mail };
