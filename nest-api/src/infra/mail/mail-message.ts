import { ZLocale } from '@crowd/contracts';
import { resources, type TResources } from '@crowd/i18n';
import { z } from 'zod';

type NotificationMailKind = keyof TResources['mail']['notifications'];

/**
 * A template is a group of the i18n `mail` namespace (subject, heading, line1, line2, action):
 * account activation, password reset, account erasure, idea shared, crowd invitation, a full crowd's ideas or
 * users limit, a personal data export ready, one of the notification mails or a digest.
 */
type MailTemplate =
  | 'accountActivation'
  | 'passwordReset'
  | 'accountErasure'
  | 'ideaShared'
  | 'crowdInvitation'
  | 'ideasLimitReached'
  | 'usersLimitReached'
  | 'userExportReady'
  | 'digestDaily'
  | 'digestWeekly'
  | `notifications.${NotificationMailKind}`;

const NOTIFICATION_KINDS = Object.keys(resources.en.mail.notifications) as NotificationMailKind[];

const MAIL_TEMPLATES: readonly MailTemplate[] = [
  'accountActivation',
  'passwordReset',
  'accountErasure',
  'ideaShared',
  'crowdInvitation',
  'ideasLimitReached',
  'usersLimitReached',
  'userExportReady',
  'digestDaily',
  'digestWeekly',
  ...NOTIFICATION_KINDS.map((kind): MailTemplate => `notifications.${kind}`),
];

const ZMailTemplate = z.custom<MailTemplate>(
  (value) => typeof value === 'string' && (MAIL_TEMPLATES as readonly string[]).includes(value),
);

/**
 * A mail to send, rendered in the recipient's locale only when it is delivered.
 * `vars` fill the texts' placeholders; by convention `name` is the recipient's name, `link` the
 * action's URL and `settingsLink` the notification settings page (notification mails).
 */
export const ZMailMessage = z.object({
  to: z.string().email(),
  locale: ZLocale,
  template: ZMailTemplate,
  vars: z.record(z.union([z.string(), z.number()])),
  /**
   * A digest's list (decision 036), already in the recipient's language: a heading per group and
   * its entries. Texts stay inert; each `link` is a URL the server built to its own pages.
   */
  sections: z
    .array(
      z.object({
        heading: z.string(),
        items: z.array(z.object({ text: z.string(), link: z.string().url() })),
      }),
    )
    .optional(),
});
export type MailMessage = z.infer<typeof ZMailMessage>;

export const MAIL_JOB = 'send';
