import type { DeepStringRecord } from '../../types';
import type { legal as en } from '../en/legal';

/** Obchodné podmienky a zásady ochrany osobných údajov; rozhodujúca je táto slovenská verzia. */
export const legal: DeepStringRecord<typeof en> = {
  effectiveFrom: 'Účinné od {{date}}',
  effectiveDate: '1. 11. 2020',
  contents: 'Obsah',
  terms: {
    title: 'Obchodné podmienky',
    intro:
      'Tieto podmienky upravujú používanie služby {{product}}, platformy, na ktorej organizácie prevádzkujú portály nápadov („crowdy“) a ľudia sa delia o nápady, diskutujú o nich a podporujú ich. Prečítajte si ich, prosím, pozorne: registráciou alebo používaním služby ich prijímate.',
    sections: {
      operator: {
        title: '1. Prevádzkovateľ služby',
        p1: 'Službu prevádzkuje {{operator}}, {{address}} („prevádzkovateľ“). Môžete nás kontaktovať na adrese {{email}}.',
        p2: '„Vlastník crowdu“ je osoba alebo organizácia, ktorá crowd založí a platí za jeho plán. „Používateľ“ je každý, kto si zaregistruje účet, či už chce v crowdoch pridávať nápady, alebo crowd prevádzkovať.',
      },
      account: {
        title: '2. Účet',
        p1: 'Na pridávanie, označovanie „páči sa mi“, hodnotenie a komentovanie nápadov alebo na prevádzkovanie crowdu potrebujete účet. Zaregistrujete sa menom, e-mailovou adresou a heslom alebo účtom sociálnej siete a účet aktivujete odkazom, ktorý vám pošleme e-mailom.',
        p2: 'Heslo uchovávajte v tajnosti. Za všetko, čo sa prostredníctvom vášho účtu vykoná, zodpovedáte vy; ak máte podozrenie, že váš účet používa niekto iný, bezodkladne nám to oznámte.',
        p3: 'Súkromný crowd môže prijímať iba používateľov s e-mailovými adresami, ktoré povolí, a účet zaregistrovaný cez takýto crowd k nemu môže byť viazaný.',
      },
      plans: {
        title: '3. Plány a poplatky',
        p1: 'Crowd funguje v jednom z plánov uvedených v našom cenníku. Plány sa líšia počtom používateľov, nápadov, administrátorov a manažérov a funkciami, ktoré obsahujú. Crowd môže službu počas skúšobného obdobia vyskúšať bezplatne.',
        p2: 'Poplatok za platený plán sa účtuje mesačne vopred platobnou kartou, ktorú vlastník crowdu zaregistruje. Zaplatené poplatky sú nevratné, a to aj vtedy, ak sa plán počas zúčtovacieho obdobia zmení alebo zruší.',
        p3: 'Zúčtovací deň je v každom mesiaci ten istý deň, v ktorý sa predplatné začalo. Ak taký deň v mesiaci neexistuje (napríklad 31.), poplatok sa zaúčtuje posledný deň daného mesiaca.',
        p4: 'Ceny sú uvedené za mesiac v mene, ktorá je pri pláne zobrazená. Ak sa uplatňuje daň z pridanej hodnoty, pripočíta sa podľa zákona.',
      },
      planChanges: {
        title: '4. Zmena plánu',
        p1: 'Vlastník crowdu môže plán kedykoľvek zmeniť. Zmena nadobúda účinnosť od nasledujúceho zúčtovacieho obdobia; dovtedy crowdu zostáva zaplatený plán s jeho limitmi a funkciami.',
      },
      payments: {
        title: '5. Neúspešné platby',
        p1: 'Ak platba kartou zlyhá, oznámime to vlastníkovi crowdu e-mailom a platbu zopakujeme. Kým poplatok zostáva nezaplatený, prevádzkovateľ môže pozastaviť prístup ku crowdu; po úspešnej platbe sa prístup obnoví.',
      },
      cancellation: {
        title: '6. Zrušenie',
        p1: 'Predplatné aj celý účet môžete zrušiť kedykoľvek a bez akéhokoľvek poplatku. Zrušené predplatné platí do konca už zaplateného obdobia a ďalej sa neobnovuje.',
        p2: 'Svoj účet odstránite sami v nastaveniach účtu (Odstránenie účtu); vymaže sa okamžite, ako to opisujú zásady ochrany osobných údajov. Účet, ktorý vlastní crowdy, ich musí najprv odovzdať inému administrátorovi alebo ich zrušiť.',
      },
      content: {
        title: '7. Nápady, komentáre a správanie',
        p1: 'Autorom nápadov, komentárov a súborov, ktoré zverejníte, zostávate vy. Prevádzkovateľovi udeľujete právo uchovávať ich a zobrazovať v crowde, v ktorom ste ich zverejnili, a to dovtedy, kým sú v ňom zverejnené.',
        p2: 'Nezverejňujte nič, čo je nezákonné, porušuje práva iných, je urážlivé alebo nesúvisí s crowdom. Vlastníci crowdov, ich administrátori aj prevádzkovateľ môžu takýto obsah odstrániť a účty, ktoré ho zverejňujú, zablokovať.',
        p3: 'Odmeny za zrealizované nápady ponúkajú vlastníci crowdov za vlastných podmienok. Prevádzkovateľ nie je stranou žiadnej dohody medzi vlastníkom crowdu a autorom nápadu.',
      },
      availability: {
        title: '8. Dostupnosť a zodpovednosť',
        p1: 'Staráme sa o to, aby bola služba dostupná a vaše údaje v bezpečí, no nepretržitú prevádzku zaručiť nemôžeme; údržba môže službu občas na krátky čas prerušiť.',
        p2: 'V rozsahu, ktorý zákon pripúšťa, prevádzkovateľ nezodpovedá za nepriamu škodu ani ušlý zisk vzniknutý používaním služby a jeho zodpovednosť je obmedzená na poplatky, ktoré vlastník crowdu zaplatil za posledné zúčtovacie obdobie.',
      },
      changes: {
        title: '9. Zmeny podmienok',
        p1: 'Prevádzkovateľ môže tieto podmienky jednostranne zmeniť. Aktuálne znenie je vždy zverejnené na tejto stránke. Pokračovaním v používaní služby po zmene vyjadrujete súhlas so zmenenými podmienkami; ak s nimi nesúhlasíte, môžete svoj účet kedykoľvek zrušiť.',
      },
      final: {
        title: '10. Záverečné ustanovenia',
        p1: 'Tieto podmienky sa riadia právom Slovenskej republiky. Sú zverejnené v slovenskom a anglickom jazyku; ak sa tieto verzie líšia, rozhoduje slovenská verzia.',
        p2: 'Tieto podmienky nadobúdajú účinnosť 1. 11. 2020.',
      },
    },
  },
  privacy: {
    title: 'Ochrana osobných údajov',
    intro:
      'Tieto zásady vysvetľujú, ktoré osobné údaje o vás služba {{product}} uchováva, prečo a ako dlho a aké máte práva. Uchovávame ich čo najmenej.',
    sections: {
      controller: {
        title: '1. Prevádzkovateľ',
        p1: 'Prevádzkovateľom vašich osobných údajov je {{operator}}, {{address}}. Vo všetkých veciach týkajúcich sa vašich údajov nám píšte na {{email}}.',
      },
      data: {
        title: '2. Aké údaje uchovávame',
        p1: 'Uchovávame iba vaše meno a e-mailovú adresu. Žiadne ďalšie osobné údaje od vás nežiadame.',
        p2: 'Platby kartou spracúva náš poskytovateľ platobných služieb; číslo vašej karty nikdy nedostaneme ani neuchovávame.',
      },
      purposes: {
        title: '3. Na čo ich používame',
        p1: 'Vaše meno a e-mailovú adresu používame na prevádzku vášho účtu a crowdov, v ktorých sa zúčastňujete alebo ktoré vlastníte, na zobrazenie vášho mena pri nápadoch a komentároch, ktoré zverejníte, a na zasielanie potrebných e-mailov (aktivácia účtu, obnovenie hesla, platby) a notifikácií, ktoré ste si zvolili.',
        p2: 'Spracúvame ich, pretože sú nevyhnutné na poskytovanie služby, o ktorú ste požiadali. Nepredávame ich a nepoužívame ich na reklamu.',
      },
      recipients: {
        title: '4. Kto ich dostáva',
        p1: 'Vaše meno vidia ostatní členovia crowdov, v ktorých sa zúčastňujete. Administrátori crowdu vidia e-mailové adresy jeho členov.',
        p2: 'Okrem toho vaše údaje odovzdávame iba spoločnostiam, ktoré službu hostia a doručujú jej e-maily, a to len v rozsahu, ktorý na to potrebujú.',
      },
      retention: {
        title: '5. Ako dlho ich uchovávame a vymazanie',
        p1: 'Vaše údaje uchovávame, kým máte účet. Keď svoj účet odstránite v nastaveniach účtu, vymaže sa okamžite: vaša e-mailová adresa, meno a fotka, vaše prihlásenia, prepojené sociálne účty, uložené karty, notifikácie a členstvá. Nápady a komentáre, ktoré ste zverejnili, zostanú vo svojich crowdoch s autorom „Odstránený používateľ“, ak sa nerozhodnete odstrániť aj ich; vaše „páči sa mi“ a hodnotenia sa ďalej počítajú bez akéhokoľvek prepojenia na vás. Vašu e-mailovú adresu potom možno použiť pre nový účet.',
        p2: 'O vymazanie osobných údajov nás môžete požiadať aj na adrese {{email}}. Každej takej žiadosti vyhovieme do jedného mesiaca.',
      },
      rights: {
        title: '6. Vaše práva',
        p1: 'Máte právo na prístup k svojim osobným údajom, na ich opravu alebo vymazanie, na obmedzenie ich spracúvania, právo namietať proti spracúvaniu a právo získať svoje údaje v prenosnej podobe. Svoje meno si môžete zmeniť sami vo svojom účte.',
        p2: 'Ak sa domnievate, že vaše údaje spracúvame nezákonne, môžete podať sťažnosť Úradu na ochranu osobných údajov Slovenskej republiky.',
      },
      cookies: {
        title: '7. Cookies',
        p1: 'Cookies používame iba na štatistické účely, aby sme vedeli, ako sa služba používa, a okrem nich len tie, bez ktorých služba nemôže fungovať: cookie, ktorá vás udržiava prihlásených, cookies, ktoré si pamätajú váš jazyk a zatvorené úvodné panely, a dve, ktoré prihláseným zrýchľujú stránky crowdu: jedna si zapamätá, že váš prehliadač spúšťa skripty stránky, druhá na minútu vašu rolu v crowde.',
        p2: 'Nepoužívame reklamné cookies ani cookies, ktoré vás sledujú na iných webových stránkach.',
      },
      changes: {
        title: '8. Zmeny týchto zásad',
        p1: 'Tieto zásady môžeme aktualizovať; aktuálne znenie je vždy zverejnené na tejto stránke. Sú zverejnené v slovenskom a anglickom jazyku; ak sa tieto verzie líšia, rozhoduje slovenská verzia.',
      },
    },
  },
};
