import type { common as enCommon } from '../en/common';
import type { DeepStringRecord } from '../../types';

export const common: DeepStringRecord<typeof enCommon> = {
  rateLimited: {
    tryAgainIn_one: 'Príliš veľa pokusov. Skúste to znova o {{count}} minútu.',
    tryAgainIn_few: 'Príliš veľa pokusov. Skúste to znova o {{count}} minúty.',
    tryAgainIn_many: 'Príliš veľa pokusov. Skúste to znova o {{count}} minúty.',
    tryAgainIn_other: 'Príliš veľa pokusov. Skúste to znova o {{count}} minút.',
  },
  nav: {
    home: 'Domov',
    myAccount: 'Môj účet',
    myCrowds: 'Moje crowdy',
    myIdeas: 'Moje nápady',
    dashboard: 'Administrácia',
    logout: 'Odhlásiť sa',
    login: 'Prihlásiť sa',
    register: 'Registrovať sa',
    notifications: 'Upozornenia',
    addIdea: 'Pridať nápad',
    menu: 'Menu',
    openMenu: 'Otvoriť menu',
    closeMenu: 'Zavrieť menu',
    skipToContent: 'Preskočiť na obsah',
    main: 'Hlavná navigácia',
    userMenu: 'Používateľské menu',
  },
  language: {
    label: 'Jazyk',
    switchTo: 'Zmeniť jazyk',
    en: 'English',
    sk: 'Slovenčina',
    enShort: 'EN',
    skShort: 'SK',
  },
  footer: {
    copyright: '© {{year}} Crowd Ideas. Všetky práva vyhradené.',
    termsOfService: 'Obchodné podmienky',
    privacyPolicy: 'Ochrana osobných údajov',
    blog: 'Blog',
    contact: 'Kontakt',
  },
  loading: 'Načítava sa…',
  notFound: {
    title: 'Stránka sa nenašla',
    text: 'Stránka, ktorú hľadáte, neexistuje alebo bola presunutá.',
  },
  /** A posted form the web refuses before any page reads it (decision 029). */
  badRequest: {
    title: 'Formulár sa nedal prečítať',
    text: 'Odoslané údaje nie sú formulárom, ktorý táto stránka prijíma. Vráťte sa späť, obnovte stránku a skúste to znova.',
  },
  error: {
    title: 'Niečo sa pokazilo',
    text: 'Nastala neočakávaná chyba. Skúste to, prosím, o chvíľu znova.',
    retry: 'Skúsiť znova',
    requestId: 'Referenčné číslo chyby: {{id}}',
    forbiddenTitle: 'Prístup zamietnutý',
    forbiddenText: 'Na zobrazenie tejto stránky nemáte oprávnenie.',
    status: 'Chyba {{status}}',
  },
  /** The author of ideas and comments whose account was erased (decision 034). */
  deletedUser: 'Odstránený používateľ',
  backToHome: 'Späť na úvod',
  scrollToTop: 'Späť nahor',
  crowdPreview: {
    hidden: 'Tento crowd je skrytý: vidia ho iba jeho administrátori a manažéri.',
  },
  crowdBlocked: {
    disabledTitle: 'Crowd je zablokovaný',
    hiddenTitle: 'Crowd je skrytý',
    notFoundTitle: 'Crowd sa nenašiel',
    privateTitle: 'Súkromný crowd',
    privateText: 'Tento crowd je súkromný. Ak ho chcete vidieť, prihláste sa.',
    goToMainSite: 'Prejsť na {{product}}',
  },
  actions: {
    close: 'Zavrieť',
    save: 'Uložiť',
    cancel: 'Zrušiť',
    confirm: 'Potvrdiť',
    delete: 'Odstrániť',
    edit: 'Upraviť',
    add: 'Pridať',
    create: 'Vytvoriť',
    back: 'Späť',
    next: 'Ďalej',
    submit: 'Odoslať',
    send: 'Poslať',
    share: 'Zdieľať',
    upload: 'Nahrať',
    remove: 'Odobrať',
    change: 'Zmeniť',
    renew: 'Obnoviť',
    search: 'Hľadať',
    showMore: 'Zobraziť viac',
    showLess: 'Zobraziť menej',
    readMore: 'Čítať ďalej',
    yes: 'Áno',
    no: 'Nie',
    ok: 'OK',
  },
  dialog: {
    confirmTitle: 'Naozaj?',
    deleteTitle: 'Odstrániť?',
    deleteText: 'Túto akciu nie je možné vrátiť späť.',
    unsavedChanges: 'Máte neuložené zmeny. Chcete napriek tomu odísť?',
  },
  pagination: {
    rowsPerPage: 'Riadkov na stránku',
    all: 'Všetky',
    previous: 'Predchádzajúca',
    next: 'Nasledujúca',
    first: 'Prvá stránka',
    last: 'Posledná stránka',
    pageOf: 'Stránka {{page}} z {{pages}}',
    range: '{{from}}–{{to}} z {{total}}',
    apply: 'Použiť',
  },
  table: {
    sortBy: 'Zoradiť podľa: {{column}}',
    sortAscending: 'Zoradené vzostupne',
    sortDescending: 'Zoradené zostupne',
    notSorted: 'Nezoradené',
    actions: 'Akcie',
  },
  empty: {
    generic: 'Zatiaľ tu nič nie je.',
    search: 'Vášmu hľadaniu nič nezodpovedá.',
    crowds: 'Zatiaľ nemáte žiadne crowdy. Vytvorte si prvý.',
    ideas: 'Zatiaľ tu nie sú žiadne nápady.',
    myIdeas: 'Zatiaľ ste neodoslali žiadne nápady.',
    comments: 'Zatiaľ žiadne komentáre. Buďte prvý, kto sa vyjadrí.',
    notifications: 'Nemáte žiadne upozornenia.',
    categories: 'Zatiaľ tu nie sú žiadne kategórie.',
    creditCards: 'Nemáte uložené žiadne karty.',
    users: 'Zatiaľ tu nie sú žiadni používatelia.',
  },
  notifications: {
    title: 'Upozornenia',
    markAllRead: 'Označiť všetko ako prečítané',
    history: 'História upozornení',
    showAll: 'Zobraziť všetky upozornenia',
    unread: 'Neprečítané',
    region: 'Upozornenia ({hotkey})',
    bellLabel: 'Upozornenia, neprečítané: {{count}}',
    unreadCount: 'Neprečítané: {{count}}',
    types: {
      crowdCreated: 'Váš crowd „{{name}}“ bol vytvorený.',
      crowdTopLevelDomainAdded: 'Pre crowd „{{name}}“ bola nastavená doména {{domain}}.',
      crowdSubscriptionActivated: 'Predplatné crowdu „{{name}}“ je aktívne.',
      crowdSubscriptionUpgraded: 'Predplatné crowdu „{{name}}“ bolo zmenené na vyšší plán.',
      crowdSubscriptionDowngraded: 'Predplatné crowdu „{{name}}“ bolo zmenené na nižší plán.',
      crowdSubscriptionCancelled: 'Predplatné crowdu „{{name}}“ bolo zrušené.',
      crowdSubscriptionPastDue: 'Platba za crowd „{{name}}“ zlyhala.',
      crowdSubscriptionPastDueTemporarilyDeactivated:
        'Crowd „{{name}}“ bol pre neuhradenú platbu dočasne deaktivovaný.',
      crowdSubscriptionRenewed: 'Predplatné crowdu „{{name}}“ bolo obnovené.',
      crowdSubscriptionReactivated: 'Crowd „{{name}}“ je opäť aktívny.',
      crowdRoleAdded: 'V crowde „{{name}}“ ste dostali novú rolu.',
      ideaAdded: 'Bol pridaný nový nápad „{{name}}“.',
      ideaCommented: 'Niekto okomentoval nápad „{{name}}“.',
      ideaLiked: 'Niekomu sa páči váš nápad „{{name}}“.',
      ideaLikeMilestoneReached: 'Váš nápad „{{name}}“ dosiahol nový míľnik v počte ľudí, ktorým sa páči.',
      ideaMarkedByAdmin: 'Administrátor označil váš nápad „{{name}}“.',
      ideaStateChanged: 'Stav vášho nápadu „{{name}}“ sa zmenil.',
      ideaMerged: 'Nápad bol zlúčený do nápadu „{{name}}“.',
      webhookDisabled: 'Webhook crowdu „{{name}}“ bol vypnutý.',
    },
    detailed: {
      crowdRoleAdded: 'V crowde „{{name}}“ ste dostali rolu {{role}}.',
      ideaCommented: '{{authorName}} okomentoval(a) váš nápad „{{name}}“.',
      ideaLikeMilestoneReached_one: 'Váš nápad „{{name}}“ sa páči už {{milestone}} človeku.',
      ideaLikeMilestoneReached_few: 'Váš nápad „{{name}}“ sa páči už {{milestone}} ľuďom.',
      ideaLikeMilestoneReached_many: 'Váš nápad „{{name}}“ sa páči už {{milestone}} ľuďom.',
      ideaLikeMilestoneReached_other: 'Váš nápad „{{name}}“ sa páči už {{milestone}} ľuďom.',
      ideaMarkedByAdmin: 'Administrátor označil váš nápad „{{name}}“: {{tags}}.',
      ideaStateChanged: 'Stav vášho nápadu „{{name}}“ sa zmenil na {{state}}.',
      ideaMerged:
        'Nápad „{{sourceName}}“ bol zlúčený do nápadu „{{name}}“: jeho označenia Páči sa mi, hodnotenia a komentáre sú teraz tam.',
      webhookDisabled: 'Webhook na {{url}} crowdu „{{name}}“ opakovane zlyhal a bol vypnutý.',
    },
  },
  ideaStates: {
    SUBMITTED: 'Odoslaný',
    IN_REVIEW: 'V posudzovaní',
    DEFERRED: 'Odložený',
    APPROVED: 'Schválený',
    UNDERWAY: 'V realizácii',
    IMPLEMENTED: 'Zrealizovaný',
    REJECTED: 'Zamietnutý',
  },
  ideaTags: {
    implemented: 'Zrealizovaný',
    featured: 'Odporúčaný',
    rewarded: 'Odmenený',
    new_idea: 'Nový nápad',
    most_likes: 'Najobľúbenejší',
    most_comments: 'Najkomentovanejší',
  },
  roles: {
    CROWD_ADMIN: 'Administrátor crowdu',
    CROWD_MANAGER: 'Manažér crowdu',
    CROWD_FOLLOWER: 'Sledovateľ',
    ideaAuthor: 'Autor nápadu',
    crowdOwner: 'Vlastník crowdu',
  },
  plans: {
    trial: 'Skúšobný',
    party: 'Party',
    concert: 'Koncert',
    festival: 'Festival',
    no_subscription: 'Bez predplatného',
  },
  crowdStatus: {
    active: 'Aktívny',
    inactive: 'Neaktívny',
  },
  meta: {
    landing: {
      title: 'Portál nápadov pre vašu firmu',
      description:
        'Prevádzkujte vlastný portál nápadov s vašou značkou: zbierajte nápady zákazníkov a zamestnancov, nechajte crowd vybrať tie najlepšie a odmeňte ich.',
    },
    intro: {
      title: 'Podeľte sa o nápady a získajte odmenu',
      description:
        'Posielajte svoje nápady firmám a organizáciám, získajte podporu komunity a odmenu, keď sa váš nápad zrealizuje.',
    },
    privacyPolicy: {
      title: 'Ochrana osobných údajov',
      description: 'Aké osobné údaje Crowd Ideas uchováva, prečo a ako požiadať o ich vymazanie.',
    },
    serviceAgreement: {
      title: 'Obchodné podmienky',
      description: 'Podmienky, za ktorých Crowd Ideas poskytuje službu vlastníkom crowdov a ich crowdom.',
    },
    login: {
      title: 'Prihlásenie',
      description: 'Prihláste sa do svojho účtu e-mailom a heslom alebo cez sociálnu sieť.',
    },
    socialEmail: {
      title: 'Vaša e-mailová adresa',
      description: 'Zadajte e-mailovú adresu a dokončite prihlásenie cez sociálnu sieť.',
    },
    register: {
      title: 'Vytvorenie účtu',
      description: 'Vytvorte si bezplatný účet, podeľte sa o nápady a založte si vlastný crowd.',
    },
    forgotPassword: {
      title: 'Zabudnuté heslo',
      description: 'Požiadajte o odkaz na nastavenie nového hesla k vášmu účtu.',
    },
    resendActivation: {
      title: 'Nový aktivačný odkaz',
      description: 'Požiadajte o nový odkaz na aktiváciu vášho účtu.',
    },
    resetPassword: {
      title: 'Nastavenie nového hesla',
      description: 'Zvoľte si nové heslo k svojmu účtu.',
    },
    eraseAccount: {
      title: 'Odstránenie účtu',
      description: 'Potvrďte vymazanie vášho účtu v Crowd Ideas.',
    },
    accountActivation: {
      title: 'Aktivácia účtu',
      description: 'Výsledok aktivácie vášho účtu.',
    },
    profile: {
      title: 'Profil',
      description: 'Vaše meno, fotografia, informácie o vás a heslo.',
    },
    notificationSettings: {
      title: 'Nastavenia upozornení',
      description: 'Vyberte si, ktoré upozornenia vám budú chodiť e-mailom.',
    },
    notificationHistory: {
      title: 'História upozornení',
      description: 'Upozornenia, ktoré ste dostali.',
    },
    creditCards: {
      title: 'Platobné karty',
      description: 'Platobné karty crowdov, ktoré spravujete.',
    },
    crowds: {
      title: 'Moje crowdy',
      description: 'Crowdy, ktoré spravujete: vytvorte crowd a otvorte jeho nastavenia.',
    },
    crowdProfile: {
      title: 'Profil a doména crowdu',
      description: 'Adresa, názov, popis, jazyk a viditeľnosť crowdu.',
    },
    crowdTheming: {
      title: 'Vzhľad crowdu',
      description: 'Logo, úvod a farby crowdu.',
    },
    crowdCategories: {
      title: 'Kategórie crowdu',
      description: 'Kategórie, do ktorých sa triedia nápady crowdu.',
    },
    crowdCategoryCreate: {
      title: 'Nová kategória',
      description: 'Pridajte crowdu kategóriu.',
    },
    crowdCategoryEdit: {
      title: 'Upraviť kategóriu',
      description: 'Zmeňte názov, popis a viditeľnosť kategórie.',
    },
    crowdBilling: {
      title: 'Fakturačné údaje crowdu',
      description: 'Údaje firmy uvádzané na faktúrach crowdu.',
    },
    crowdIdeaSettings: {
      title: 'Dotazníky k nápadom',
      description: 'Otázky kladené pri vytváraní nápadu a pri označení „Páči sa mi“.',
    },
    crowdWebhooks: {
      title: 'Webhooky crowdu',
      description: 'Kam crowd posiela udalosti nápadov a ako dopadlo každé doručenie.',
    },
    crowdUsers: {
      title: 'Používatelia crowdu',
      description: 'Administrátori a manažéri crowdu a kto smie používať súkromný crowd.',
    },
    crowdSubscription: {
      title: 'Predplatné crowdu',
      description: 'Plán crowdu: zmeňte, obnovte alebo zrušte ho.',
    },
    subscribe: {
      title: 'Predplatenie plánu',
      description: 'Vyberte plán a zaplaťte za nový crowd.',
    },
    myIdeas: {
      title: 'Moje nápady',
      description:
        'Vaše nápady a nápady crowdov, ktoré spravujete: ich stav, štítky, označenia „Páči sa mi“ a komentáre.',
    },
    ideaAdminEdit: {
      title: 'Úprava nápadu',
      description: 'Upravte nápad svojho crowdu, nastavte jeho stav a štítky odporúčaný, odmenený a zrealizovaný.',
    },
    ideaAdminComments: {
      title: 'Komentáre nápadu',
      description: 'Čítajte, opravujte a mažte komentáre k nápadu svojho crowdu.',
    },
    ideaAdminMerge: {
      title: 'Zlúčenie nápadu',
      description:
        'Zlúčte duplicitný nápad do toho, ktorý opakuje, aj s jeho označeniami Páči sa mi, hodnoteniami a komentármi.',
    },
    ideaAdminStats: {
      title: 'Štatistiky nápadu',
      description: 'Komentáre a páči sa mi nápadu celkovo, za posledných 30 a 7 dní a jeho odpovede na stiahnutie.',
    },
    crowdHome: {
      title: 'Nápady',
      description: 'Nápady crowdu {{name}}: pridajte svoj, označte, čo sa vám páči, hodnoťte a komentujte.',
    },
    idea: {
      title: 'Nápad',
      description: 'Nápad crowdu {{name}}: označte ho, ohodnoťte, zdieľajte a diskutujte o ňom.',
    },
    ideaLike: {
      title: 'Označiť nápad',
      description: 'Niekoľko otázok crowdu {{name}} pred označením Páči sa mi.',
    },
    ideaShare: {
      title: 'Zdieľať nápad',
      description: 'Pošlite nápad crowdu {{name}} priateľom e-mailom.',
    },
    createIdea: {
      title: 'Pridať nápad',
      description: 'Pridajte svoj nápad do crowdu {{name}}.',
    },
    editIdea: {
      title: 'Upraviť nápad',
      description: 'Zmeňte svoj nápad v crowde {{name}}.',
    },
    crowdNotFound: {
      title: 'Crowd sa nenašiel',
      description: 'Na tejto adrese nie je žiadny crowd.',
    },
    crowdDisabled: {
      title: 'Crowd je zablokovaný',
      description: 'Tento crowd bol zablokovaný.',
    },
    crowdHidden: {
      title: 'Crowd je skrytý',
      description: 'Tento crowd momentálne nie je viditeľný.',
    },
    crowdPrivate: {
      title: 'Súkromný crowd',
      description: 'Tento crowd vidia len jeho členovia.',
    },
    notFound: {
      title: 'Stránka sa nenašla',
      description: 'Stránka, ktorú hľadáte, neexistuje alebo bola presunutá.',
    },
    error: {
      title: 'Niečo sa pokazilo',
      description: 'Nastala neočakávaná chyba.',
    },
  },
};
