/** Sign-in, registration, activation and password-reset pages. */
import type { auth as en } from '../en/auth';
import type { DeepStringRecord } from '../../types';

export const auth: DeepStringRecord<typeof en> = {
  fields: {
    email: 'E-mail',
    emailPlaceholder: 'vy@priklad.sk',
    confirmEmail: 'Potvrdenie e-mailu',
    name: 'Meno a priezvisko',
    namePlaceholder: 'Jana Nováková',
    password: 'Heslo',
    newPassword: 'Nové heslo',
    confirmPassword: 'Potvrdenie hesla',
    showPassword: 'Zobraziť heslo',
    hidePassword: 'Skryť heslo',
  },
  login: {
    title: 'Prihlásenie',
    crowdTitle: 'Prihlásenie do {{name}}',
    subtitle: 'Vitajte späť! Prihláste sa a pokračujte.',
    submit: 'Prihlásiť sa',
    submitting: 'Prihlasujem…',
    forgotPassword: 'Zabudli ste heslo?',
    noAccount: 'Ste tu prvýkrát?',
    createAccount: 'Vytvorte si účet',
    or: 'alebo',
    continueWith: {
      google: 'Pokračovať cez Google',
      facebook: 'Pokračovať cez Facebook',
    },
  },
  register: {
    title: 'Vytvorte si účet',
    crowdTitle: 'Pridajte sa k {{name}}',
    subtitle: 'Zaberie to len chvíľu.',
    submit: 'Vytvoriť účet',
    submitting: 'Vytváram účet…',
    haveAccount: 'Už máte účet?',
    signIn: 'Prihláste sa',
    doneTitle: 'Skontrolujte si e-mail',
  },
  activation: {
    title: 'Aktivácia účtu',
    successTitle: 'Účet je aktivovaný',
    failedTitle: 'Aktivácia sa nepodarila',
  },
  forgotPassword: {
    title: 'Zabudli ste heslo?',
    subtitle: 'Zadajte svoj e-mail a pošleme vám odkaz na nastavenie nového hesla.',
    submit: 'Poslať odkaz',
    submitting: 'Odosielam…',
    doneTitle: 'Skontrolujte si e-mail',
  },
  resetPassword: {
    title: 'Nastavte si nové heslo',
    subtitle: 'Zvoľte si silné heslo, ktoré nepoužívate nikde inde.',
    submit: 'Zmeniť heslo',
    submitting: 'Ukladám…',
    successTitle: 'Heslo je zmenené',
    failedTitle: 'Tento odkaz sa nedá použiť',
    requestNew: 'Vyžiadať nový odkaz',
  },
  socialEmail: {
    title: 'Ešte jeden krok',
    subtitle: 'Váš účet na sociálnej sieti nezdieľal e-mailovú adresu. Zadajte ju a dokončite prihlásenie.',
    submit: 'Pokračovať',
    submitting: 'Prihlasujem…',
  },
  sso: {
    refusedTitle: 'Prihlásenie nie je možné',
  },
  backToLogin: 'Späť na prihlásenie',
  goToLogin: 'Prejsť na prihlásenie',
  legalNotice:
    'Pokračovaním súhlasíte s <terms>obchodnými podmienkami</terms> a <privacy>zásadami ochrany osobných údajov</privacy>.',
};
