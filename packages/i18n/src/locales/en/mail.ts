/**
 * E-mail texts. Every mail has a subject, a heading, body lines and an action (button) label;
 * `layout` frames them. {{name}} is the recipient's name, {{link}} the action's URL.
 */
export const mail = {
  layout: {
    greeting: 'Hello {{name}},',
    signature: 'The Crowd Ideas team',
    linkFallback: 'If the button does not work, copy this link into your browser: {{link}}',
    automatic: 'This e-mail was sent automatically. Please do not reply to it.',
    settingsHint: 'You can choose which e-mails you receive in your notification settings: {{link}}',
  },
  accountActivation: {
    subject: 'Activate your Crowd Ideas account',
    heading: 'Welcome to Crowd Ideas',
    line1: 'Thank you for registering. Please confirm your e-mail address to activate your account.',
    line2: 'If you did not register, you can ignore this e-mail.',
    action: 'Activate account',
  },
  passwordReset: {
    subject: 'Reset your Crowd Ideas password',
    heading: 'Password reset',
    line1: 'We received a request to reset the password of your account. Open the link below to choose a new password.',
    line2: 'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
    action: 'Choose a new password',
  },
  accountErasure: {
    subject: 'Confirm deleting your Crowd Ideas account',
    heading: 'Delete your account',
    line1:
      'We received a request to delete your account. Open the link below to confirm: your account is erased at once and cannot be restored.',
    line2: 'If you did not ask for this, ignore this e-mail; your account stays as it is.',
    action: 'Delete my account',
  },
  crowdInvitation: {
    subject: 'You are invited to the crowd {{crowdName}}',
    heading: 'An invitation to {{crowdName}}',
    line1: '{{inviterName}} would like you to help run the crowd {{crowdName}} on Crowd Ideas with the role {{role}}.',
    line2:
      'Create your account with this e-mail address using the link below; then ask {{inviterName}} to add you again.',
    action: 'Create an account',
  },
  ideaShared: {
    subject: '{{senderName}} shared an idea with you',
    heading: 'An idea for you',
    line1: '{{senderName}} thinks you might like the idea “{{ideaName}}” in the crowd {{crowdName}}.',
    line2: 'Take a look, and like or comment on it if you agree.',
    action: 'View the idea',
  },
  ideasLimitReached: {
    subject: 'No more ideas can be added to {{crowdName}}',
    heading: 'Your crowd is full',
    line1:
      '{{memberName}} wanted to add an idea to the crowd {{crowdName}}, but it has reached the ideas limit of its plan.',
    line2: 'Choose a plan with more ideas so that your members can keep sharing theirs.',
    action: 'Open crowd settings',
  },
  usersLimitReached: {
    subject: '{{crowdName}} has reached its user limit',
    heading: 'Your crowd is full',
    line1:
      'Someone wanted to join the crowd {{crowdName}}, but it has reached the limit of {{limit}} users of its plan.',
    line2: 'Choose a plan with more users so that nobody else is turned away.',
    action: 'Change the plan',
  },
  userExportReady: {
    subject: 'Your Crowd Ideas data is ready to download',
    heading: 'Your data is ready',
    line1: 'The copy of your data you asked for is ready: a zip with your profile, ideas, comments and uploaded files.',
    line2: 'Sign in with this account to download it; the link works until {{expiresAt}} (UTC).',
    action: 'Download my data',
  },
  /** README.txt inside the zip, in the person's language; data.json keeps English field names. */
  userExportReadme: {
    title: 'Your Crowd Ideas data',
    made: 'Made on {{date}} (UTC) for {{email}}.',
    dataJson:
      'data.json: everything we keep about you, as JSON. Its field names are in English and stay the same in every language:',
    files: 'files/: the files you uploaded (your profile photo, the images of your ideas).',
    omitted:
      "Not included: passwords, sign-in sessions and tokens, full card numbers and payment provider ids, and other people's data.",
    fields: {
      profile: 'your profile (name, e-mail, about you, language, dates)',
      notificationSettings: 'which e-mails you receive',
      memberships: 'the crowds you belong to and your role in each',
      ideas: 'the ideas you created, with their attachments',
      comments: 'the comments you wrote',
      likes: 'the ideas you liked',
      answers: 'your answers to questionnaires',
      ratings: 'your ratings of ideas',
      shares: 'the ideas you shared by e-mail (how many recipients)',
      notifications: 'the notifications you received',
      cards: 'your saved cards: brand, last 4 digits and expiry only',
      files: 'the list of files in files/',
    },
  },
  notifications: {
    crowdCreated: {
      subject: 'Your crowd {{crowdName}} has been created',
      heading: 'Your crowd is ready',
      line1: 'Your new crowd {{crowdName}} has been created.',
      line2: 'Set its address, logo and intro, then make it visible to start collecting ideas.',
      action: 'Open crowd settings',
    },
    crowdTopLevelDomainAdded: {
      subject: 'Own domain set for {{crowdName}}',
      heading: 'Own domain set',
      line1: 'The crowd {{crowdName}} can now be reached at {{domain}}.',
      line2: 'Make sure the domain’s DNS records point to our servers.',
      action: 'Open the crowd',
    },
    crowdSubscriptionActivated: {
      subject: 'Subscription of {{crowdName}} activated',
      heading: 'Subscription activated',
      line1: 'The {{plan}} plan of the crowd {{crowdName}} is active.',
      line2: 'Thank you for your trust.',
      action: 'Open subscription',
    },
    crowdSubscriptionUpgraded: {
      subject: 'Subscription of {{crowdName}} upgraded',
      heading: 'Subscription upgraded',
      line1: 'The crowd {{crowdName}} moves to the {{plan}} plan from {{date}}.',
      line2: 'You can see the details in the crowd’s subscription settings.',
      action: 'Open subscription',
    },
    crowdSubscriptionDowngraded: {
      subject: 'Subscription of {{crowdName}} downgraded',
      heading: 'Subscription downgraded',
      line1: 'The crowd {{crowdName}} moves to the {{plan}} plan from {{date}}.',
      line2: 'Features that the new plan does not include will no longer be available from that day.',
      action: 'Open subscription',
    },
    crowdSubscriptionCancelled: {
      subject: 'Subscription of {{crowdName}} cancelled',
      heading: 'Subscription cancelled',
      line1: 'The subscription of the crowd {{crowdName}} has been cancelled.',
      line2: 'The crowd stays active until {{date}}. You can renew the subscription at any time.',
      action: 'Renew subscription',
    },
    crowdSubscriptionPastDue: {
      subject: 'Payment for {{crowdName}} failed',
      heading: 'Payment failed',
      line1: 'We could not charge your card for the {{plan}} plan of the crowd {{crowdName}}.',
      line2: 'Please check your card or add another one, otherwise the crowd will be deactivated.',
      action: 'Update payment details',
    },
    crowdSubscriptionPastDueTemporarilyDeactivated: {
      subject: 'Crowd {{crowdName}} temporarily deactivated',
      heading: 'Crowd temporarily deactivated',
      line1: 'Because the payment failed, the crowd {{crowdName}} has been temporarily deactivated.',
      line2: 'Renew the subscription to activate the crowd again. No ideas or data have been deleted.',
      action: 'Renew subscription',
    },
    crowdSubscriptionRenewed: {
      subject: 'Subscription of {{crowdName}} renewed',
      heading: 'Subscription renewed',
      line1: 'The {{plan}} plan of the crowd {{crowdName}} has been renewed until {{date}}.',
      line2: 'Thank you for staying with us.',
      action: 'Open subscription',
    },
    crowdSubscriptionReactivated: {
      subject: 'Crowd {{crowdName}} is active again',
      heading: 'Crowd active again',
      line1: 'The payment was successful and the crowd {{crowdName}} is active again.',
      line2: 'Your followers can use it as before.',
      action: 'Open the crowd',
    },
    crowdRoleAdded: {
      subject: 'You have a new role in {{crowdName}}',
      heading: 'New role',
      line1: 'You have been given the role {{role}} in the crowd {{crowdName}}.',
      line2: 'You can now manage the crowd from your dashboard.',
      action: 'Open dashboard',
    },
    ideaAdded: {
      subject: 'New idea in {{crowdName}}: {{ideaName}}',
      heading: 'New idea',
      line1: 'A new idea “{{ideaName}}” has been submitted to the crowd {{crowdName}}.',
      line2: 'Review it and let the author know what you think.',
      action: 'View the idea',
    },
    ideaCommented: {
      subject: 'New comment on {{ideaName}}',
      heading: 'New comment',
      line1: '{{authorName}} commented on the idea “{{ideaName}}” in the crowd {{crowdName}}.',
      line2: 'Reply to keep the discussion going.',
      action: 'Read the comment',
    },
    ideaLiked: {
      subject: 'Someone likes your idea {{ideaName}}',
      heading: 'Your idea got a like',
      line1: 'Your idea “{{ideaName}}” in the crowd {{crowdName}} got a new like.',
      line2: 'Share it with others to gain even more support.',
      action: 'View the idea',
    },
    ideaLikeMilestoneReached: {
      subject: 'Your idea {{ideaName}} reached a milestone',
      heading: 'Milestone reached',
      line1: 'The number of likes of your idea “{{ideaName}}” has reached {{count}}.',
      line2: 'Share it with others in the crowd {{crowdName}} to keep the support growing.',
      action: 'View the idea',
    },
    ideaMarkedByAdmin: {
      subject: 'Your idea {{ideaName}} has been marked',
      heading: 'Your idea has been marked',
      line1: 'An admin of the crowd {{crowdName}} marked your idea “{{ideaName}}” as: {{tag}}.',
      line2: 'Congratulations!',
      action: 'View the idea',
    },
    ideaStateChanged: {
      subject: 'The state of your idea {{ideaName}} has changed',
      heading: 'New state of your idea',
      line1: 'The state of your idea “{{ideaName}}” in the crowd {{crowdName}} has changed to: {{state}}.',
      line2: 'Thank you for contributing.',
      action: 'View the idea',
    },
    ideaMerged: {
      subject: '{{sourceName}} was merged into {{ideaName}}',
      heading: 'Ideas merged',
      line1:
        'In the crowd {{crowdName}}, the idea “{{sourceName}}” was merged into “{{ideaName}}”, which says the same.',
      line2: 'Its likes, ratings and comments are on “{{ideaName}}” now; nobody’s vote was lost.',
      action: 'View the idea',
    },
    webhookDisabled: {
      subject: 'A webhook of {{crowdName}} has been disabled',
      heading: 'Webhook disabled',
      line1:
        'The webhook to {{url}} of the crowd {{crowdName}} failed {{failures}} times in a row, so we stopped sending to it.',
      line2:
        'Once the receiver works again, enable the webhook in the crowd’s Webhooks tab; its delivery log shows what went wrong.',
      action: 'Open the webhooks',
    },
  },
  digestDaily: {
    subject: 'Your daily digest from Crowd Ideas',
    heading: 'What happened since yesterday',
    line1: 'Here is what happened in your crowds and ideas from {{from}} to {{to}}.',
    line2: 'You get this summary instead of single e-mails because you chose a daily digest.',
    action: 'Open your notifications',
  },
  digestWeekly: {
    subject: 'Your weekly digest from Crowd Ideas',
    heading: 'What happened last week',
    line1: 'Here is what happened in your crowds and ideas from {{from}} to {{to}}.',
    line2: 'You get this summary instead of single e-mails because you chose a weekly digest.',
    action: 'Open your notifications',
  },
};
