/** /crowds/{crowdId}/ideaSettings */
export const ideaSettings = {
  title: 'Idea settings',
  intro: 'Questions your followers answer when they like an idea or submit a new one.',
  like: {
    title: 'Like questionnaire',
    description: 'Asked before a follower likes an idea.',
    enabled: 'Ask before a like',
  },
  creation: {
    title: 'Creation questionnaire',
    description: 'Shown in the form for a new idea.',
    enabled: 'Show in the new-idea form',
  },
  empty: 'No questions yet. Add one below or pick a recommended question.',
  questionLabel: 'Question {{number}}',
  questionText: 'Question text',
  optionLabel: 'Option {{number}}',
  options: 'Options',
  types: {
    TEXT: 'Text answer',
    SINGLE_CHOICE: 'Single choice',
    MULTIPLE_CHOICE: 'Multiple choice',
  },
  newQuestionType: 'Type of the new question',
  addQuestion: 'Add question',
  addOption: 'Add option',
  optionsLimit: 'At most {{max}} options.',
  removeOption: 'Remove option {{number}}',
  removeQuestion: 'Remove question',
  removeQuestionTitle: 'Remove this question?',
  removeQuestionText: 'The question is removed when you save. Answers already given keep it.',
  moveUp: 'Move question {{number}} up',
  moveDown: 'Move question {{number}} down',
  presets: {
    label: 'Recommended question',
    add: 'Add recommended question',
    revenue: {
      question: 'How much additional revenue could the idea bring per year?',
      options: {
        none: 'None',
        upTo10k: 'Up to €10,000',
        upTo100k: '€10,000 to €100,000',
        over100k: 'More than €100,000',
      },
    },
    savings: {
      question: 'How much could the idea save per year?',
      options: {
        none: 'Nothing',
        upTo10k: 'Up to €10,000',
        upTo100k: '€10,000 to €100,000',
        over100k: 'More than €100,000',
      },
    },
    newCustomers: {
      question: 'How many new customers could the idea bring?',
      options: {
        none: 'None',
        few: 'A few (up to 10)',
        dozens: 'Dozens (10 to 100)',
        many: 'Many (more than 100)',
      },
    },
    implementationTime: {
      question: 'How long would the implementation take?',
      options: {
        underMonth: 'Less than a month',
        upToQuarter: '1 to 3 months',
        upToYear: '3 to 12 months',
        overYear: 'More than a year',
      },
    },
    implementationCost: {
      question: 'How much would the implementation cost?',
      options: {
        upTo1k: 'Up to €1,000',
        upTo10k: '€1,000 to €10,000',
        upTo100k: '€10,000 to €100,000',
        over100k: 'More than €100,000',
      },
    },
  },
  save: 'Save',
  saving: 'Saving…',
  nothingChanged: 'Nothing has changed.',
  unsaved: 'You have unsaved changes.',
};
