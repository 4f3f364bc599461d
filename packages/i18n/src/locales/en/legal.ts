/**
 * The terms of service and the privacy policy (spec administration 9, legal-text facts). Each
 * document's sections render in the order written; every key of a section but `title` is one
 * paragraph. `{{operator}}`, `{{address}}`, `{{email}}` and `{{product}}` are filled in by the page.
 */
export const legal = {
  effectiveFrom: 'Effective from {{date}}',
  effectiveDate: '1 November 2020',
  contents: 'Contents',
  terms: {
    title: 'Terms of service',
    intro:
      'These terms govern the use of {{product}}, a platform on which organisations run idea portals ("crowds") and people share, discuss and support ideas. Please read them carefully: by registering or by using the service you accept them.',
    sections: {
      operator: {
        title: '1. Operator of the service',
        p1: 'The service is operated by {{operator}}, {{address}} (the "operator"). You can reach us at {{email}}.',
        p2: 'A "crowd owner" is a person or organisation that creates a crowd and pays for its plan. A "user" is anyone who registers an account, whether to take part in crowds or to run one.',
      },
      account: {
        title: '2. Account',
        p1: 'To submit, like, rate or comment on ideas, or to run a crowd, you need an account. You register with your name, e-mail address and password, or with a social account, and activate the account through the link we send to your e-mail address.',
        p2: 'Keep your password secret. You are responsible for what is done through your account; tell us at once if you suspect that someone else uses it.',
        p3: 'A private crowd may admit only users with e-mail addresses it allows, and an account registered through such a crowd may be bound to it.',
      },
      plans: {
        title: '3. Plans and fees',
        p1: 'A crowd runs on one of the plans shown on our pricing page. The plans differ in the number of users, ideas, administrators and managers and in the features they include. A crowd may try the service free of charge for the trial period.',
        p2: 'The fee of a paid plan is billed monthly in advance, by the card the crowd owner registers. Fees already paid are non-refundable, also when the plan is changed or cancelled during a billing period.',
        p3: 'The billing day is the same day of each month as the day the subscription started. When that day does not exist in a month (for example the 31st), the fee is billed on the last day of that month.',
        p4: 'Prices are stated per month in the currency shown with the plan. Where value added tax applies, it is added as the law requires.',
      },
      planChanges: {
        title: '4. Changing the plan',
        p1: 'The crowd owner may change the plan at any time. The change takes effect from the next billing period; until then the crowd keeps the plan it has paid for, with its limits and features.',
      },
      payments: {
        title: '5. Failed payments',
        p1: 'If a card payment fails, we tell the crowd owner by e-mail and try again. While the fee remains unpaid, the operator may suspend access to the crowd; access is restored once the payment succeeds.',
      },
      cancellation: {
        title: '6. Cancellation',
        p1: 'You may cancel a subscription, or your whole account, at any time and without any fee. A cancelled subscription stays in force until the end of the period already paid for and is not renewed.',
        p2: 'You delete your account yourself in your account settings (Delete account); it is erased at once, as described in the privacy policy. An account that owns crowds must first hand them over to another administrator or close them.',
      },
      content: {
        title: '7. Ideas, comments and conduct',
        p1: 'You remain the author of the ideas, comments and files you publish. You grant the operator the right to store and display them in the crowd in which you published them, for as long as they are published there.',
        p2: 'Do not publish anything that is unlawful, infringes the rights of others, is offensive or is not related to the crowd. Crowd owners, their administrators and the operator may remove such content and disable accounts that publish it.',
        p3: 'Rewards for implemented ideas are offered by crowd owners under their own conditions. The operator is not a party to any arrangement between a crowd owner and the author of an idea.',
      },
      availability: {
        title: '8. Availability and liability',
        p1: 'We take care that the service is available and that your data are safe, but we cannot guarantee uninterrupted operation; maintenance may occasionally make the service unavailable for a short time.',
        p2: 'To the extent the law allows, the operator is not liable for indirect damage or lost profit arising from the use of the service, and its liability is limited to the fees the crowd owner paid for the last billing period.',
      },
      changes: {
        title: '9. Changes to these terms',
        p1: 'The operator may change these terms unilaterally. The current version is always published on this page. By continuing to use the service after a change you accept the changed terms; if you do not agree with them, you may cancel your account at any time.',
      },
      final: {
        title: '10. Final provisions',
        p1: 'These terms are governed by the law of the Slovak Republic. They are published in Slovak and in English; if the two versions differ, the Slovak version prevails.',
        p2: 'These terms are effective from 1 November 2020.',
      },
    },
  },
  privacy: {
    title: 'Privacy policy',
    intro:
      'This policy explains which personal data {{product}} keeps about you, why, for how long, and what rights you have. We keep as little as we can.',
    sections: {
      controller: {
        title: '1. Controller',
        p1: 'The controller of your personal data is {{operator}}, {{address}}. For anything concerning your data, write to {{email}}.',
      },
      data: {
        title: '2. Which data we keep',
        p1: 'We keep only your name and your e-mail address. We do not ask for any other personal data.',
        p2: 'Card payments are processed by our payment provider; we never receive or store your card number.',
      },
      purposes: {
        title: '3. Why we keep them',
        p1: 'We use your name and e-mail address to run your account and the crowds you take part in or own, to show your name with the ideas and comments you publish, and to send you the e-mails you need (account activation, password reset, billing) and the notifications you have chosen.',
        p2: 'We process them because they are necessary to provide the service you asked for. We do not sell them and do not use them for advertising.',
      },
      recipients: {
        title: '4. Who receives them',
        p1: 'Your name is visible to the other members of the crowds in which you take part. Administrators of a crowd see the e-mail addresses of its members.',
        p2: 'Beyond that we pass your data only to the companies that host the service and deliver its e-mails, and only as far as they need it to do so.',
      },
      retention: {
        title: '5. How long we keep them, and erasure',
        p1: 'We keep your data for as long as you have an account. When you delete your account in your account settings, it is erased at once: your e-mail address, name and photo, your sign-in sessions, linked social accounts, saved cards, notifications and memberships. The ideas and comments you published stay in their crowds, shown as by “Deleted user”, unless you choose to delete them too; your likes and ratings stay counted without any link to you. Your e-mail address can then be used for a new account.',
        p2: 'You may also ask us to erase your personal data by writing to {{email}}. We meet every such request within one month.',
      },
      rights: {
        title: '6. Your rights',
        p1: 'You have the right to access your personal data, to have them corrected or erased, to restrict their processing, to object to it and to receive your data in a portable form. You may change your name yourself in your account.',
        p2: 'If you believe that we process your data unlawfully, you may lodge a complaint with the Office for Personal Data Protection of the Slovak Republic.',
      },
      cookies: {
        title: '7. Cookies',
        p1: 'We use cookies only for statistics, to learn how the service is used, and beyond that only those the service cannot work without: the cookie that keeps you signed in, the ones that remember your language and the banners you closed, and two that make a crowd’s pages faster for signed-in people: one notes that your browser runs the site’s script, the other your role in the crowd for a minute.',
        p2: 'We use no advertising cookies and no cookies that follow you to other websites.',
      },
      changes: {
        title: '8. Changes to this policy',
        p1: 'We may update this policy; the current version is always published on this page. It is published in Slovak and in English; if the two versions differ, the Slovak version prevails.',
      },
    },
  },
};
