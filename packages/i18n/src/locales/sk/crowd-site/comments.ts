/** The comments on an idea's page. */
export const comments = {
  title: 'Komentáre',
  /** The heading's count, read out with it. */
  count_one: '{{count}} komentár',
  count_few: '{{count}} komentáre',
  count_many: '{{count}} komentára',
  count_other: '{{count}} komentárov',
  listLabel: 'Komentáre, najnovšie prvé',
  form: {
    label: 'Váš komentár',
    placeholder: 'Podeľte sa o svoj názor na tento nápad…',
    counter: '{{count}} / {{max}}',
    submit: 'Pridať komentár',
    submitting: 'Pridáva sa…',
  },
  signInToComment: 'Prihláste sa a komentujte',
  signInHint: 'Prihláste sa a zapojte sa do diskusie.',
  edited: 'upravené',
  ideaAuthor: 'Autor nápadu',
  edit: {
    action: 'Upraviť',
    label: 'Upraviť váš komentár z {{date}}',
    field: 'Upravte svoj komentár',
    save: 'Uložiť',
    saving: 'Ukladá sa…',
    cancel: 'Zrušiť',
  },
  delete: {
    action: 'Vymazať',
    label: 'Vymazať váš komentár z {{date}}',
    /** Moderátor maže cudzí komentár (administrácia). */
    labelOf: 'Vymazať komentár od {{name}} z {{date}}',
    title: 'Vymazať tento komentár?',
    text: 'Komentár bude natrvalo odstránený.',
    confirm: 'Vymazať komentár',
  },
  more: 'Ďalšie komentáre',
  loadingMore: 'Načítavajú sa ďalšie komentáre…',
  newer: 'Novšie komentáre',
  unavailable: 'Komentáre sa nepodarilo načítať. Skúste to neskôr.',
  loadMoreFailed: 'Ďalšie komentáre sa nepodarilo načítať.',
  retry: 'Skúsiť znova',
};
