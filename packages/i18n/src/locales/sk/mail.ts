import type { mail as enMail } from '../en/mail';
import type { DeepStringRecord } from '../../types';

export const mail: DeepStringRecord<typeof enMail> = {
  layout: {
    greeting: 'Dobrý deň, {{name}},',
    signature: 'Tím Crowd Ideas',
    linkFallback: 'Ak tlačidlo nefunguje, skopírujte tento odkaz do prehliadača: {{link}}',
    automatic: 'Tento e-mail bol odoslaný automaticky. Neodpovedajte naň, prosím.',
    settingsHint: 'Ktoré e-maily vám budú chodiť, si môžete vybrať v nastaveniach upozornení: {{link}}',
  },
  accountActivation: {
    subject: 'Aktivujte si účet Crowd Ideas',
    heading: 'Vitajte v Crowd Ideas',
    line1: 'Ďakujeme za registráciu. Potvrďte, prosím, svoju e-mailovú adresu, aby sa váš účet aktivoval.',
    line2: 'Ak ste sa neregistrovali, tento e-mail môžete ignorovať.',
    action: 'Aktivovať účet',
  },
  passwordReset: {
    subject: 'Obnovenie hesla do Crowd Ideas',
    heading: 'Obnovenie hesla',
    line1: 'Dostali sme žiadosť o obnovenie hesla k vášmu účtu. Nové heslo si zvolíte cez odkaz nižšie.',
    line2: 'Ak ste o to nežiadali, tento e-mail môžete ignorovať; vaše heslo zostane nezmenené.',
    action: 'Zvoliť nové heslo',
  },
  accountErasure: {
    subject: 'Potvrďte odstránenie účtu v Crowd Ideas',
    heading: 'Odstránenie účtu',
    line1:
      'Dostali sme žiadosť o odstránenie vášho účtu. Potvrďte ju cez odkaz nižšie: účet bude odstránený okamžite a nedá sa obnoviť.',
    line2: 'Ak ste o to nežiadali, tento e-mail ignorujte; váš účet zostane nezmenený.',
    action: 'Odstrániť môj účet',
  },
  crowdInvitation: {
    subject: 'Pozvánka do crowdu {{crowdName}}',
    heading: 'Pozvánka do crowdu {{crowdName}}',
    line1: '{{inviterName}} by chcel(a), aby ste v Crowd Ideas pomáhali spravovať crowd {{crowdName}} v role {{role}}.',
    line2:
      'Vytvorte si účet s touto e-mailovou adresou cez odkaz nižšie potom požiadajte, aby vás {{inviterName}} pridal(a) znova.',
    action: 'Vytvoriť účet',
  },
  ideaShared: {
    subject: '{{senderName}} s vami zdieľa nápad',
    heading: 'Nápad pre vás',
    line1: '{{senderName}} si myslí, že by vás mohol zaujať nápad „{{ideaName}}“ v crowde {{crowdName}}.',
    line2: 'Pozrite si ho, a ak sa vám páči, dajte to vedieť alebo ho okomentujte.',
    action: 'Zobraziť nápad',
  },
  ideasLimitReached: {
    subject: 'Do crowdu {{crowdName}} už nie je možné pridávať nápady',
    heading: 'Váš crowd je plný',
    line1:
      '{{memberName}} chcel(a) pridať nápad do crowdu {{crowdName}}, ale crowd dosiahol limit nápadov svojho plánu.',
    line2: 'Zvoľte plán s viac nápadmi, aby vaši členovia mohli naďalej pridávať svoje.',
    action: 'Otvoriť nastavenia crowdu',
  },
  usersLimitReached: {
    subject: 'Crowd {{crowdName}} dosiahol limit používateľov',
    heading: 'Váš crowd je plný',
    line1:
      'Niekto sa chcel pridať do crowdu {{crowdName}}, ale crowd dosiahol limit {{limit}} používateľov svojho plánu.',
    line2: 'Zvoľte plán s viac používateľmi, aby už nikto nemusel odísť.',
    action: 'Zmeniť plán',
  },
  userExportReady: {
    subject: 'Vaše údaje z Crowd Ideas sú pripravené na stiahnutie',
    heading: 'Vaše údaje sú pripravené',
    line1:
      'Kópia vašich údajov, o ktorú ste požiadali, je pripravená: zip s vaším profilom, nápadmi, komentármi a nahranými súbormi.',
    line2: 'Na stiahnutie sa prihláste týmto účtom; odkaz funguje do {{expiresAt}} (UTC).',
    action: 'Stiahnuť moje údaje',
  },
  /** README.txt v zipe, v jazyku používateľa; data.json má anglické názvy polí. */
  userExportReadme: {
    title: 'Vaše údaje z Crowd Ideas',
    made: 'Vytvorené {{date}} (UTC) pre {{email}}.',
    dataJson:
      'data.json: všetko, čo o vás uchovávame, vo formáte JSON. Názvy polí sú anglické a v každom jazyku rovnaké:',
    files: 'files/: súbory, ktoré ste nahrali (profilová fotka, obrázky vašich nápadov).',
    omitted:
      'Nie sú súčasťou: heslá, relácie a tokeny prihlásenia, celé čísla kariet a identifikátory u platobného poskytovateľa, ani údaje iných ľudí.',
    fields: {
      profile: 'váš profil (meno, e-mail, o vás, jazyk, dátumy)',
      notificationSettings: 'ktoré e-maily dostávate',
      memberships: 'crowdy, do ktorých patríte, a vaša rola v každom',
      ideas: 'nápady, ktoré ste vytvorili, s ich prílohami',
      comments: 'komentáre, ktoré ste napísali',
      likes: 'nápady, ktoré sa vám páčia',
      answers: 'vaše odpovede v dotazníkoch',
      ratings: 'vaše hodnotenia nápadov',
      shares: 'nápady, ktoré ste zdieľali e-mailom (počet príjemcov)',
      notifications: 'upozornenia, ktoré ste dostali',
      cards: 'vaše uložené karty: len značka, posledné 4 číslice a platnosť',
      files: 'zoznam súborov v priečinku files/',
    },
  },
  notifications: {
    crowdCreated: {
      subject: 'Váš crowd {{crowdName}} bol vytvorený',
      heading: 'Váš crowd je pripravený',
      line1: 'Váš nový crowd {{crowdName}} bol vytvorený.',
      line2: 'Nastavte jeho adresu, logo a úvod a potom ho zverejnite, aby ste mohli začať zbierať nápady.',
      action: 'Otvoriť nastavenia crowdu',
    },
    crowdTopLevelDomainAdded: {
      subject: 'Vlastná doména pre {{crowdName}} je nastavená',
      heading: 'Vlastná doména je nastavená',
      line1: 'Crowd {{crowdName}} je teraz dostupný na adrese {{domain}}.',
      line2: 'Skontrolujte, či DNS záznamy domény smerujú na naše servery.',
      action: 'Otvoriť crowd',
    },
    crowdSubscriptionActivated: {
      subject: 'Predplatné crowdu {{crowdName}} je aktivované',
      heading: 'Predplatné je aktivované',
      line1: 'Plán {{plan}} pre crowd {{crowdName}} je aktívny.',
      line2: 'Ďakujeme za dôveru.',
      action: 'Otvoriť predplatné',
    },
    crowdSubscriptionUpgraded: {
      subject: 'Predplatné crowdu {{crowdName}} bolo zmenené na vyšší plán',
      heading: 'Predplatné na vyššom pláne',
      line1: 'Crowd {{crowdName}} prechádza od {{date}} na plán {{plan}}.',
      line2: 'Podrobnosti nájdete v nastaveniach predplatného crowdu.',
      action: 'Otvoriť predplatné',
    },
    crowdSubscriptionDowngraded: {
      subject: 'Predplatné crowdu {{crowdName}} bolo zmenené na nižší plán',
      heading: 'Predplatné na nižšom pláne',
      line1: 'Crowd {{crowdName}} prechádza od {{date}} na plán {{plan}}.',
      line2: 'Funkcie, ktoré nový plán nezahŕňa, od toho dňa nebudú dostupné.',
      action: 'Otvoriť predplatné',
    },
    crowdSubscriptionCancelled: {
      subject: 'Predplatné crowdu {{crowdName}} bolo zrušené',
      heading: 'Predplatné je zrušené',
      line1: 'Predplatné crowdu {{crowdName}} bolo zrušené.',
      line2: 'Crowd zostane aktívny do {{date}}. Predplatné môžete kedykoľvek obnoviť.',
      action: 'Obnoviť predplatné',
    },
    crowdSubscriptionPastDue: {
      subject: 'Platba za crowd {{crowdName}} zlyhala',
      heading: 'Platba zlyhala',
      line1: 'Za plán {{plan}} crowdu {{crowdName}} sa nám nepodarilo strhnúť platbu z vašej karty.',
      line2: 'Skontrolujte, prosím, svoju kartu alebo pridajte inú, inak bude crowd deaktivovaný.',
      action: 'Aktualizovať platobné údaje',
    },
    crowdSubscriptionPastDueTemporarilyDeactivated: {
      subject: 'Crowd {{crowdName}} bol dočasne deaktivovaný',
      heading: 'Crowd je dočasne deaktivovaný',
      line1: 'Pretože platba zlyhala, crowd {{crowdName}} bol dočasne deaktivovaný.',
      line2: 'Obnovte predplatné a crowd sa znova aktivuje. Žiadne nápady ani údaje neboli vymazané.',
      action: 'Obnoviť predplatné',
    },
    crowdSubscriptionRenewed: {
      subject: 'Predplatné crowdu {{crowdName}} bolo obnovené',
      heading: 'Predplatné je obnovené',
      line1: 'Plán {{plan}} pre crowd {{crowdName}} bol obnovený do {{date}}.',
      line2: 'Ďakujeme, že ste s nami.',
      action: 'Otvoriť predplatné',
    },
    crowdSubscriptionReactivated: {
      subject: 'Crowd {{crowdName}} je opäť aktívny',
      heading: 'Crowd je opäť aktívny',
      line1: 'Platba prebehla úspešne a crowd {{crowdName}} je opäť aktívny.',
      line2: 'Vaši sledovatelia ho môžu používať ako predtým.',
      action: 'Otvoriť crowd',
    },
    crowdRoleAdded: {
      subject: 'V crowde {{crowdName}} máte novú rolu',
      heading: 'Nová rola',
      line1: 'V crowde {{crowdName}} ste dostali rolu {{role}}.',
      line2: 'Crowd teraz môžete spravovať zo svojej nástenky.',
      action: 'Otvoriť nástenku',
    },
    ideaAdded: {
      subject: 'Nový nápad v crowde {{crowdName}}: {{ideaName}}',
      heading: 'Nový nápad',
      line1: 'Do crowdu {{crowdName}} bol pridaný nový nápad „{{ideaName}}“.',
      line2: 'Posúďte ho a dajte autorovi vedieť, čo si o ňom myslíte.',
      action: 'Zobraziť nápad',
    },
    ideaCommented: {
      subject: 'Nový komentár k nápadu {{ideaName}}',
      heading: 'Nový komentár',
      line1: '{{authorName}} okomentoval(a) nápad „{{ideaName}}“ v crowde {{crowdName}}.',
      line2: 'Odpovedzte a pokračujte v diskusii.',
      action: 'Prečítať komentár',
    },
    ideaLiked: {
      subject: 'Niekomu sa páči váš nápad {{ideaName}}',
      heading: 'Váš nápad sa páči',
      line1: 'Váš nápad „{{ideaName}}“ v crowde {{crowdName}} získal nové označenie Páči sa mi.',
      line2: 'Zdieľajte ho s ďalšími a získajte ešte väčšiu podporu.',
      action: 'Zobraziť nápad',
    },
    ideaLikeMilestoneReached: {
      subject: 'Váš nápad {{ideaName}} dosiahol míľnik',
      heading: 'Míľnik dosiahnutý',
      line1: 'Počet ľudí, ktorým sa páči váš nápad „{{ideaName}}“, dosiahol {{count}}.',
      line2: 'Zdieľajte ho s ďalšími v crowde {{crowdName}}, nech podpora ďalej rastie.',
      action: 'Zobraziť nápad',
    },
    ideaMarkedByAdmin: {
      subject: 'Váš nápad {{ideaName}} bol označený',
      heading: 'Váš nápad bol označený',
      line1: 'Administrátor crowdu {{crowdName}} označil váš nápad „{{ideaName}}“ ako: {{tag}}.',
      line2: 'Gratulujeme!',
      action: 'Zobraziť nápad',
    },
    ideaStateChanged: {
      subject: 'Stav vášho nápadu {{ideaName}} sa zmenil',
      heading: 'Nový stav vášho nápadu',
      line1: 'Stav vášho nápadu „{{ideaName}}“ v crowde {{crowdName}} sa zmenil na: {{state}}.',
      line2: 'Ďakujeme za váš príspevok.',
      action: 'Zobraziť nápad',
    },
    ideaMerged: {
      subject: 'Nápad {{sourceName}} bol zlúčený do nápadu {{ideaName}}',
      heading: 'Nápady boli zlúčené',
      line1:
        'V crowde {{crowdName}} bol nápad „{{sourceName}}“ zlúčený do nápadu „{{ideaName}}“, ktorý hovorí to isté.',
      line2:
        'Jeho označenia Páči sa mi, hodnotenia a komentáre sú teraz pri nápade „{{ideaName}}“; žiadny hlas sa nestratil.',
      action: 'Zobraziť nápad',
    },
    webhookDisabled: {
      subject: 'Webhook crowdu {{crowdName}} bol vypnutý',
      heading: 'Webhook vypnutý',
      line1: 'Webhook na {{url}} crowdu {{crowdName}} zlyhal {{failures}}-krát po sebe, preto naň prestávame posielať.',
      line2:
        'Keď bude prijímač znova fungovať, zapnite webhook na karte Webhooky crowdu; záznam doručení ukáže, čo zlyhalo.',
      action: 'Otvoriť webhooky',
    },
  },
  digestDaily: {
    subject: 'Váš denný prehľad z Crowd Ideas',
    heading: 'Čo sa stalo od včera',
    line1: 'Toto sa stalo vo vašich crowdoch a nápadoch od {{from}} do {{to}}.',
    line2: 'Tento súhrn dostávate namiesto jednotlivých e-mailov, pretože ste si zvolili denný prehľad.',
    action: 'Otvoriť upozornenia',
  },
  digestWeekly: {
    subject: 'Váš týždenný prehľad z Crowd Ideas',
    heading: 'Čo sa stalo minulý týždeň',
    line1: 'Toto sa stalo vo vašich crowdoch a nápadoch od {{from}} do {{to}}.',
    line2: 'Tento súhrn dostávate namiesto jednotlivých e-mailov, pretože ste si zvolili týždenný prehľad.',
    action: 'Otvoriť upozornenia',
  },
};
