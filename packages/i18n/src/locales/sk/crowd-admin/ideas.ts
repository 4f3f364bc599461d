/** /ideas a /ideas/{ideaId}: nápady používateľa a administrátorské karty nápadu (úprava, komentáre, štatistiky). */
export const ideas = {
  title: 'Moje nápady',
  description: 'Vaše nápady a nápady crowdov, ktoré spravujete.',
  caption: 'Nápady',
  columns: {
    name: 'Názov',
    crowd: 'Crowd',
    status: 'Stav',
    likes: 'Páči sa mi',
    comments: 'Komentáre',
    actions: 'Akcie',
  },
  untitledCrowd: 'Crowd bez názvu',
  openOnSite: 'Otvoriť „{{name}}“ na stránke crowdu',
  empty: {
    title: 'Zatiaľ tu nie sú žiadne nápady.',
    hint: 'Zobrazia sa tu nápady, ktoré pridáte na stránke crowdu, a nápady crowdov, ktoré spravujete.',
  },
  delete: {
    action: 'Zmazať',
    label: 'Zmazať nápad „{{name}}“',
    title: 'Zmazať tento nápad?',
    text: 'Nápad „{{name}}“ sa zmaže aj s komentármi, hodnoteniami, označeniami „Páči sa mi“ a obrázkami. Túto akciu nemožno vrátiť.',
    confirm: 'Zmazať nápad',
  },
  notFound: 'Tento nápad neexistuje (už), alebo ho nemôžete spravovať.',
  layout: {
    back: 'Moje nápady',
    inCrowd: 'V crowde {{crowd}}',
    viewOnSite: 'Zobraziť na stránke crowdu',
    newTab: '(otvorí sa na novej karte)',
    tabs: {
      label: 'Nastavenia nápadu',
      detail: 'Úprava',
      comments: 'Komentáre',
      stats: 'Štatistiky',
    },
  },
  state: {
    label: 'Stav',
    change: 'Zmeniť stav',
    apply: 'Nastaviť stav',
  },
  chips: {
    label: 'Stav a štítky',
  },
  edit: {
    title: 'Úprava nápadu',
    description: 'Zmeny sa na stránke crowdu zobrazia hneď po uložení.',
    tags: {
      legend: 'Štítky',
      hint: 'Štítky sa zobrazujú na karte a stránke nápadu.',
    },
  },
  comments: {
    description: 'Čítajte komentáre k nápadu, opravte svoje a zmažte tie, ktoré sem nepatria.',
  },
  stats: {
    title: 'Štatistiky',
    description: 'Komentáre a označenia „Páči sa mi“, ktoré nápad dostal.',
    all: 'Celkovo',
    last30Days: 'Posledných 30 dní',
    last7Days: 'Posledných 7 dní',
    comments: 'Komentáre',
    likes: 'Páči sa mi',
    chartLabel: 'Komentáre a označenia „Páči sa mi“ podľa obdobia',
    table: 'Komentáre a označenia „Páči sa mi“ podľa obdobia',
    period: 'Obdobie',
  },
  export: {
    title: 'Odpovede z dotazníkov',
    description: 'Stiahnite si odpovede zadané pri pridaní nápadu a pri každom označení „Páči sa mi“.',
    json: 'Stiahnuť odpovede (JSON)',
    csv: 'Stiahnuť odpovede (CSV)',
  },
};
