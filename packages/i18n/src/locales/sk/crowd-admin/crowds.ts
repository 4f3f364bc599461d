/** /crowds: crowdy používateľa. */
export const crowds = {
  title: 'Moje crowdy',
  description: 'Crowdy, ktoré spravujete ako administrátor alebo manažér.',
  create: 'Vytvoriť crowd',
  creating: 'Vytvára sa…',
  columns: {
    name: 'Názov',
    status: 'Stav',
    plan: 'Plán',
    actions: 'Akcie',
  },
  actions: {
    settings: 'Nastavenia crowdu {{name}}',
    open: 'Otvoriť stránku crowdu {{name}} na novej karte',
    noSite: 'Najprv nastavte subdoménu na záložke Profil.',
    renew: 'Obnoviť',
    renewLabel: 'Obnoviť predplatné crowdu {{name}}',
  },
  delete: {
    label: 'Vymazať crowd {{name}}',
    title: 'Vymazať tento crowd?',
    text: 'Crowd {{name}} bude natrvalo vymazaný aj s kategóriami, dotazníkmi, tímom a logom. Túto akciu nie je možné vrátiť späť.',
    confirm: 'Vymazať crowd',
  },
  liveUntil: 'Zrušené – v prevádzke do {{date}}',
  empty: {
    title: 'Zatiaľ nemáte žiadny crowd.',
    hint: 'Vytvorte svoj prvý crowd a na jeho záložke Profil mu dajte názov a subdoménu.',
  },
};
