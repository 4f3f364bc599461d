import type { TIdeaExport, TQuestionAnswerView } from '@crowd/contracts';
import { stringify } from 'csv-stringify/sync';

/** Spreadsheets read a UTF-8 file as UTF-8 (Slovak diacritics intact) when it starts with a byte order mark. */
const BYTE_ORDER_MARK = '\uFEFF';

const COLUMNS = ['Idea', 'Questionnaire', 'Question', 'Answer', 'Author', 'Date'];

const answerText = (answer: TQuestionAnswerView): string =>
  answer.questionType === 'TEXT' ? (answer.answer ?? '') : answer.options.join('; ');

/**
 * The export as CSV: one row per answer, the creation answers first, then each like's. Every cell
 * but the header is someone's text (idea and author names, questions, answers): a cell a
 * spreadsheet would read as a formula (`=`, `+`, `-`, `@`, tab, CR, and their full-width forms)
 * gets a leading `'`, and a cell with any line break is quoted, so opening the file never runs what
 * a participant wrote.
 */
export function ideaExportCsv(exported: TIdeaExport, creatorName: string, createdAt: string): string {
  const rows = [
    ...exported.creationAnswers.map((answer) => [
      exported.ideaName,
      'creation',
      answer.questionText,
      answerText(answer),
      creatorName,
      createdAt,
    ]),
    ...exported.likeAnswers.flatMap((like) =>
      like.answers.map((answer) => [
        exported.ideaName,
        'like',
        answer.questionText,
        answerText(answer),
        like.userName,
        like.likedAt,
      ]),
    ),
  ];
  return (
    BYTE_ORDER_MARK +
    stringify([COLUMNS, ...rows], {
      eof: true,
      record_delimiter: 'windows',
      escape_formulas: true,
      // Without it a lone CR or LF in a cell goes out unquoted and starts a new row there.
      quote_record_delimiter: true,
    })
  );
}
