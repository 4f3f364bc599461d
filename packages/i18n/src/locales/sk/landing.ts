import type { DeepStringRecord } from '../../types';
import type { landing as en } from '../en/landing';

/** Stránka hlavného webu pre verejnosť, /intro (spec 2.10). */
export const landing: DeepStringRecord<typeof en> = {
  hero: {
    title: 'Speňažte svoje nápady',
    subtitle: 'Podeľte sa o svoje nápady s firmami a organizáciami. Ak váš nápad zrealizujú, môžete získať odmenu.',
    cta: 'Pridajte sa',
  },
  howItWorks: {
    title: 'Ako to funguje',
    step1Title: 'Nájdite crowd',
    step1Text: 'Prezrite si verejné crowdy firiem a organizácií.',
    step2Title: 'Podeľte sa o nápad',
    step2Text: 'Opíšte svoj nápad, pridajte obrázky alebo videá a odošlite ho.',
    step3Title: 'Získajte podporu',
    step3Text: 'Ostatní môžu váš nápad podporiť, ohodnotiť a komentovať.',
    step4Title: 'Získajte odmenu',
    step4Text: 'Keď váš nápad zrealizujú, môžete byť odmenení.',
  },
  benefits: {
    title: 'Čo získate',
    benefit1Title: 'Váš hlas je počuť',
    benefit1Text: 'Vaše nápady sa dostanú k ľuďom, ktorí ich môžu uskutočniť.',
    benefit2Title: 'Odmeny',
    benefit2Text: 'Crowdy môžu odmeniť nápady, ktoré zrealizujú.',
    benefit3Title: 'Komunita',
    benefit3Text: 'Diskutujte o nápadoch a vylepšujte ich spolu s ostatnými.',
  },
  publicCrowds: {
    title: 'Verejné crowdy',
    text: 'Firmy a organizácie, ktoré práve teraz zbierajú nápady.',
    visit: 'Navštíviť {{title}}',
    ideas: 'Nápady',
    likes: 'Páči sa mi',
    since: 'Od {{date}}',
    placeholderTitle: 'Tu môže byť váš crowd',
    placeholderText: 'Založte si vlastný crowd a zbierajte nápady od svojej komunity.',
    placeholderCta: 'Založiť crowd',
  },
  mostLiked: {
    title: 'Najobľúbenejšie nápady',
    text: 'Nápady, ktoré crowdy podporujú najviac.',
  },
  newest: {
    title: 'Najnovšie nápady',
    text: 'Čerstvé nápady, práve pridané.',
  },
  ideas: {
    byIn: '{{author}} v crowde {{crowd}}',
    likes: 'Páči sa mi',
    comments: 'Komentáre',
    placeholderTitle: 'Tu môže byť váš nápad',
    placeholderText: 'Pridajte sa do crowdu a podeľte sa o svoj prvý nápad.',
  },
};
