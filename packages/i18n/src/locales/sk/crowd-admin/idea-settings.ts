/** /crowds/{crowdId}/ideaSettings */
export const ideaSettings = {
  title: 'Nastavenia nápadov',
  intro: 'Otázky, na ktoré vaši sledovatelia odpovedajú, keď nápad označia „Páči sa mi“ alebo pridajú nový.',
  like: {
    title: 'Dotazník pri „Páči sa mi“',
    description: 'Zobrazí sa sledovateľovi predtým, ako nápad označí „Páči sa mi“.',
    enabled: 'Pýtať sa pred „Páči sa mi“',
  },
  creation: {
    title: 'Dotazník pri vytvorení nápadu',
    description: 'Zobrazí sa vo formulári nového nápadu.',
    enabled: 'Zobraziť vo formulári nového nápadu',
  },
  empty: 'Zatiaľ žiadne otázky. Pridajte otázku nižšie alebo vyberte odporúčanú.',
  questionLabel: 'Otázka {{number}}',
  questionText: 'Text otázky',
  optionLabel: 'Možnosť {{number}}',
  options: 'Možnosti',
  types: {
    TEXT: 'Textová odpoveď',
    SINGLE_CHOICE: 'Výber jednej možnosti',
    MULTIPLE_CHOICE: 'Výber viacerých možností',
  },
  newQuestionType: 'Typ novej otázky',
  addQuestion: 'Pridať otázku',
  addOption: 'Pridať možnosť',
  optionsLimit: 'Najviac {{max}} možností.',
  removeOption: 'Odstrániť možnosť {{number}}',
  removeQuestion: 'Odstrániť otázku',
  removeQuestionTitle: 'Odstrániť túto otázku?',
  removeQuestionText: 'Otázka sa odstráni po uložení. Odpovede, ktoré už boli dané, ju zachovajú.',
  moveUp: 'Posunúť otázku {{number}} vyššie',
  moveDown: 'Posunúť otázku {{number}} nižšie',
  presets: {
    label: 'Odporúčaná otázka',
    add: 'Pridať odporúčanú otázku',
    revenue: {
      question: 'Aký dodatočný ročný príjem môže nápad priniesť?',
      options: {
        none: 'Žiadny',
        upTo10k: 'Do 10 000 €',
        upTo100k: '10 000 € až 100 000 €',
        over100k: 'Viac ako 100 000 €',
      },
    },
    savings: {
      question: 'Koľko môže nápad ročne ušetriť?',
      options: {
        none: 'Nič',
        upTo10k: 'Do 10 000 €',
        upTo100k: '10 000 € až 100 000 €',
        over100k: 'Viac ako 100 000 €',
      },
    },
    newCustomers: {
      question: 'Koľko nových zákazníkov môže nápad priniesť?',
      options: {
        none: 'Žiadnych',
        few: 'Niekoľko (do 10)',
        dozens: 'Desiatky (10 až 100)',
        many: 'Veľa (viac ako 100)',
      },
    },
    implementationTime: {
      question: 'Ako dlho by trvala realizácia?',
      options: {
        underMonth: 'Menej ako mesiac',
        upToQuarter: '1 až 3 mesiace',
        upToYear: '3 až 12 mesiacov',
        overYear: 'Viac ako rok',
      },
    },
    implementationCost: {
      question: 'Koľko by realizácia stála?',
      options: {
        upTo1k: 'Do 1 000 €',
        upTo10k: '1 000 € až 10 000 €',
        upTo100k: '10 000 € až 100 000 €',
        over100k: 'Viac ako 100 000 €',
      },
    },
  },
  save: 'Uložiť',
  saving: 'Ukladá sa…',
  nothingChanged: 'Nič sa nezmenilo.',
  unsaved: 'Máte neuložené zmeny.',
};
