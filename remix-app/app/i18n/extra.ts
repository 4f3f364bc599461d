/**
 * UI texts of the web app that packages/i18n does not carry (namespace `common`, same nesting as
 * the package). They are merged under the package's `common`, so a key the package adds later wins.
 */
const en = {
  nav: {
    main: 'Main navigation',
    userMenu: 'User menu',
  },
  dialog: {
    confirmTitle: 'Are you sure?',
  },
  pagination: {
    apply: 'Apply',
  },
  error: {
    status: 'Error {{status}}',
  },
  crowdBlocked: {
    goToMainSite: 'Go to {{product}}',
  },
  login: {
    placeholder: 'Signing in will be available here soon.',
  },
  legal: {
    placeholderNotice: 'This is a summary of the main terms; the full legal text will be published here.',
    termsEffectiveDate: '1 November 2020',
    termsFee: 'The service fee is billed monthly in advance and is non-refundable.',
    termsLanguage: 'These terms are published in Slovak and English; the Slovak version prevails.',
    termsChanges: 'We will inform crowd owners about changes to these terms in advance by e-mail.',
    privacyData: 'We hold only your name and e-mail address.',
    privacyPurpose: 'We use them to run your account, your crowds and the notifications you ask for.',
    privacyErasure: 'You may ask us to erase your personal data at any time; we do so within one month.',
    privacyCookies: 'Besides the cookies that keep you signed in, we use cookies for statistics only.',
  },
  landing: {
    demo: {
      crowd: 'Your brand crowd',
      idea1: 'Self-service checkout',
      idea2: 'Refill station for bottles',
      idea3: 'Weekend workshop for kids',
    },
    limits: {
      users: 'Up to {{value}} users',
      usersUnlimited: 'Unlimited users',
      ideas: 'Up to {{value}} ideas',
      ideasUnlimited: 'Unlimited ideas',
      admins: 'Admins: {{value}}',
      adminsUnlimited: 'Unlimited admins',
      managers: 'Managers: {{value}}',
      managersUnlimited: 'Unlimited managers',
      supportNone: 'Community help',
      supportBasic: 'E-mail support',
      supportSla: 'SLA support 5/8',
      ownDomain: 'Your own domain',
      privateCrowd: 'Private crowd',
      privateUsers: 'Private users',
      advancedSettings: 'Advanced settings',
    },
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type ExtraCommon = Shape<typeof en>;

const sk: ExtraCommon = {
  nav: {
    main: 'Hlavná navigácia',
    userMenu: 'Používateľské menu',
  },
  dialog: {
    confirmTitle: 'Naozaj?',
  },
  pagination: {
    apply: 'Použiť',
  },
  error: {
    status: 'Chyba {{status}}',
  },
  crowdBlocked: {
    goToMainSite: 'Prejsť na {{product}}',
  },
  login: {
    placeholder: 'Prihlásenie tu bude čoskoro dostupné.',
  },
  legal: {
    placeholderNotice: 'Toto je zhrnutie hlavných podmienok; úplné znenie zverejníme na tomto mieste.',
    termsEffectiveDate: '1. 11. 2020',
    termsFee: 'Poplatok za službu sa účtuje mesačne vopred a je nevratný.',
    termsLanguage: 'Podmienky sú zverejnené v slovenčine a angličtine; rozhodujúca je slovenská verzia.',
    termsChanges: 'O zmenách týchto podmienok budeme vlastníkov crowdov vopred informovať e-mailom.',
    privacyData: 'Uchovávame iba vaše meno a e-mailovú adresu.',
    privacyPurpose: 'Používame ich na prevádzku vášho účtu, vašich crowdov a notifikácií, o ktoré máte záujem.',
    privacyErasure: 'Kedykoľvek nás môžete požiadať o vymazanie osobných údajov; urobíme tak do jedného mesiaca.',
    privacyCookies: 'Okrem cookies, ktoré vás udržia prihlásených, používame cookies iba na štatistické účely.',
  },
  landing: {
    demo: {
      crowd: 'Crowd vašej značky',
      idea1: 'Samoobslužné pokladne',
      idea2: 'Stanica na dopĺňanie fliaš',
      idea3: 'Víkendový workshop pre deti',
    },
    limits: {
      users: 'Až {{value}} používateľov',
      usersUnlimited: 'Neobmedzený počet používateľov',
      ideas: 'Až {{value}} nápadov',
      ideasUnlimited: 'Neobmedzený počet nápadov',
      admins: 'Administrátori: {{value}}',
      adminsUnlimited: 'Neobmedzený počet administrátorov',
      managers: 'Manažéri: {{value}}',
      managersUnlimited: 'Neobmedzený počet manažérov',
      supportNone: 'Pomoc komunity',
      supportBasic: 'Podpora e-mailom',
      supportSla: 'Podpora SLA 5/8',
      ownDomain: 'Vlastná doména',
      privateCrowd: 'Súkromný crowd',
      privateUsers: 'Súkromní používatelia',
      advancedSettings: 'Rozšírené nastavenia',
    },
  },
};

export const extraCommon: { en: ExtraCommon; sk: ExtraCommon } = { en, sk };
