/** The crowd's home: idea cards, category tabs, filters, the slideshow. */
export const home = {
  ideas: 'Nápady',
  categories: 'Kategórie',
  categoriesHint: 'Nápady tohto crowdu sú zoradené do týchto kategórií.',
  allCategories: 'Všetky',
  filters: 'Filtrovať nápady',
  noFilter: 'Všetky nápady',
  empty: 'Zatiaľ tu nie sú žiadne nápady.',
  emptyFiltered: 'Tomuto filtru nezodpovedá žiadny nápad.',
  search: {
    label: 'Hľadať nápady',
    placeholder: 'Hľadajte v názvoch, opisoch a komentároch',
    submit: 'Hľadať',
    clear: 'Zrušiť hľadanie',
    resultsFor: 'Nápady zodpovedajúce „{{search}}“',
    empty: 'Hľadaniu „{{search}}“ nezodpovedá žiadny nápad.',
    addIdea: 'Pridať ho ako nový nápad',
  },
  loadFailed: 'Nápady sa nepodarilo načítať. Skúste to o chvíľu znova.',
  retry: 'Skúsiť znova',
  nextPage: 'Ďalšia strana',
  firstPage: 'Späť na prvú stranu',
  loadingMore: 'Načítavajú sa ďalšie nápady…',
  card: {
    rating: 'Hodnotenie',
    likes: 'Páči sa mi',
    comments: 'Komentáre',
    views: 'Zobrazenia',
    state: 'Stav',
  },
  slideshow: {
    label: 'O tomto crowde',
    close: 'Zavrieť úvod',
    goTo: 'Zobraziť snímku {{number}}',
    slides: {
      search: {
        title: 'Objavujte nápady',
        text: 'Prezrite si, čo navrhli iní, a nájdite nápady, ktoré vás oslovia.',
      },
      bulb: {
        title: 'Podeľte sa o nápad',
        text: 'Máte lepší nápad? Opíšte ho a ukážte ho ostatným.',
      },
      heart: {
        title: 'Povedzte, čo sa vám páči',
        text: 'Vaše „Páči sa mi“, hodnotenia a komentáre ukážu, na ktorých nápadoch najviac záleží.',
      },
      package: {
        title: 'Sledujte, ako sa nápady plnia',
        text: 'Najlepšie nápady prejdú od posúdenia k realizácii a ich autori môžu získať odmenu.',
      },
    },
  },
  intro: {
    close: 'Zavrieť úvod',
  },
  private: {
    title: 'Súkromný crowd',
    text: 'Tento crowd je súkromný: vidia ho len jeho členovia. Požiadajte jeho vlastníkov o pozvánku.',
  },
};
