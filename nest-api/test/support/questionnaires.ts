import type { TQuestionnaireType, TQuestionType } from '@crowd/contracts';
import type { DataSource } from 'typeorm';
import { QuestionOption } from '../../src/modules/idea/questionnaire/entities/question-option.entity';
import { Question } from '../../src/modules/idea/questionnaire/entities/question.entity';
import { Questionnaire } from '../../src/modules/idea/questionnaire/entities/questionnaire.entity';

/** A question as the tests write it: type, text, then its options' texts. */
export type QuestionSpec = [TQuestionType, string, ...string[]];

/** The crowd's questionnaire of `type`, enabled, with the given questions, stored directly. */
export async function createQuestionnaire(
  ds: DataSource,
  crowdId: number,
  type: TQuestionnaireType,
  questions: QuestionSpec[],
) {
  const questionnaire = await ds.getRepository(Questionnaire).save({ crowdId, questionnaireType: type, enabled: true });
  const saved = [];
  for (const [position, [questionType, questionText, ...options]] of questions.entries()) {
    const question = await ds
      .getRepository(Question)
      .save({ questionnaireId: questionnaire.id, questionType, questionText, position });
    const savedOptions = await ds
      .getRepository(QuestionOption)
      .save(options.map((text, i) => ({ questionId: question.id, text, position: i })));
    saved.push({ ...question, options: savedOptions });
  }
  return { questionnaire, questions: saved };
}
