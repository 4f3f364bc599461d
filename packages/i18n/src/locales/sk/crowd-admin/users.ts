import type { users as enUsers } from '../../en/crowd-admin/users';
import type { DeepStringRecord } from '../../../types';

/** /crowds/{crowdId}/users */
export const users: DeepStringRecord<typeof enUsers> = {
  title: 'Používatelia',
  saving: 'Ukladá sa…',
  privacy: {
    title: 'Súkromie',
    description: 'Kto môže crowd vidieť a pridať sa k nemu.',
    privateCrowd: 'Súkromný crowd',
    privateCrowdHint: 'Z crowdu uvidia niečo len prihlásení členovia.',
    allowedDomains: 'Povolené e-maily a domény',
    allowedDomainsHint:
      'Celé adresy (jana@example.com) alebo domény (example.com), ktoré sa môžu cez crowd registrovať, oddelené medzerami, čiarkami alebo bodkočiarkami.',
    allowPrePrivateLogins: 'Povoliť skoršie účty',
    allowPrePrivateLoginsHint:
      'Účty, ktoré existovali pred tým, ako sa crowd stal súkromným, sa doň môžu prihlasovať aj naďalej.',
    privateUsers: 'Súkromní používatelia',
    privateUsersHint: 'Používatelia registrovaní cez crowd môžu používať iba tento crowd.',
    save: 'Uložiť nastavenia súkromia',
    nothingChanged: 'Nič sa nezmenilo.',
  },
  add: {
    title: 'Pridať používateľov',
    description: 'Dajte ľuďom s účtom rolu administrátora alebo manažéra. Tých bez účtu pozveme e-mailom.',
    emails: 'E-mailové adresy',
    emailsHint: 'Adresy oddeľte medzerami, čiarkami, bodkočiarkami alebo novými riadkami.',
    userType: 'Rola',
    submit: 'Pridať používateľov',
    noRoles: 'Vaše predplatné nezahŕňa ďalších administrátorov ani manažérov.',
    invited: '$t(messages:validation_crowd_users_do_not_exist) Poslali sme im pozvánku na registráciu.',
    someInvited:
      '$t(messages:validation_crowd_users_do_not_exist_some) Pozvánku na registráciu sme poslali na: {{emails}}.',
  },
  table: {
    title: 'Administrátori a manažéri',
    description: 'Zmeňte roly a zapnite alebo vypnite používateľov, potom uložte všetky zmeny naraz.',
    caption: 'Administrátori a manažéri crowdu',
    name: 'Meno',
    email: 'E-mail',
    role: 'Rola',
    roleOf: 'Rola používateľa {{name}}',
    enabled: 'Aktívny',
    enabledOf: '{{name}} aktívny',
    actions: 'Akcie',
    owner: 'Vlastník',
    unverified: 'Neaktivovaný',
    changed: 'Zmenené',
    empty: 'Zatiaľ žiadni administrátori ani manažéri.',
    save: 'Uložiť zmeny',
    saveCount_one: 'Uložiť {{count}} zmenu',
    saveCount_other: 'Uložiť {{count}} zmien',
    saveCount_few: 'Uložiť {{count}} zmeny',
    saveCount_many: 'Uložiť {{count}} zmien',
    discard: 'Zahodiť zmeny',
    nothingChanged: 'Nič sa nezmenilo.',
    remove: 'Odstrániť',
    removeLabel: 'Odstrániť používateľa {{name}}',
    removeTitle: 'Odstrániť tohto používateľa?',
    removeText: '{{name}} ({{email}}) stratí rolu {{role}} a zostane sledovateľom crowdu.',
    confirmRemove: 'Odstrániť',
  },
  userTypes: {
    admin: 'Administrátor',
    manager: 'Manažér',
  },
};
