import { account } from './account';
import { auth } from './auth';
import { common } from './common';
import { crowdAdmin } from './crowd-admin';
import { crowdSite } from './crowd-site';
import { landing } from './landing';
import { legal } from './legal';
import { mail } from './mail';
import { messages } from './messages';

export const sk = { messages, common, auth, account, crowdAdmin, crowdSite, landing, legal, mail };
