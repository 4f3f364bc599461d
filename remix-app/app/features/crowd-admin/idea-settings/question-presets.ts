import type { TQuestionType } from '@crowd/contracts/enums';

/**
 * Spec 9: the five recommended questions, single choice. Their texts, in both languages, are
 * `crowdAdmin:ideaSettings.presets.<id>.question` and `….options.<option>`, in this order.
 */
export const QUESTION_PRESETS = {
  revenue: { questionType: 'SINGLE_CHOICE', options: ['none', 'upTo10k', 'upTo100k', 'over100k'] },
  savings: { questionType: 'SINGLE_CHOICE', options: ['none', 'upTo10k', 'upTo100k', 'over100k'] },
  newCustomers: { questionType: 'SINGLE_CHOICE', options: ['none', 'few', 'dozens', 'many'] },
  implementationTime: { questionType: 'SINGLE_CHOICE', options: ['underMonth', 'upToQuarter', 'upToYear', 'overYear'] },
  implementationCost: { questionType: 'SINGLE_CHOICE', options: ['upTo1k', 'upTo10k', 'upTo100k', 'over100k'] },
} as const satisfies Record<string, { questionType: TQuestionType; options: readonly string[] }>;

export type QuestionPresetId = keyof typeof QUESTION_PRESETS;
export const QUESTION_PRESET_IDS = Object.keys(QUESTION_PRESETS) as QuestionPresetId[];

/** The preset's texts through the page's `t` (namespace crowdAdmin). */
export const presetTexts =
  (t: (key: string) => string) =>
  (preset: QuestionPresetId): { question: string; options: string[] } => ({
    question: t(`ideaSettings.presets.${preset}.question`),
    options: QUESTION_PRESETS[preset].options.map((option) => t(`ideaSettings.presets.${preset}.options.${option}`)),
  });
