import { Injectable } from '@nestjs/common';
import type { TQuestionnaireType, TQuestionType } from '@crowd/contracts';
import type { Idea } from '../idea/entities/idea.entity';
import { IdeaAuthoringRepository } from '../idea/idea-authoring.repository';
import { QuestionnaireRepository } from '../questionnaire/questionnaire.repository';
import { UserRepository } from '../../auth/user/user.repository';

/** A stored answer with its question's type and its author's name (null once the account is erased). */
export interface AnswerWithQuestion {
  ideaId: number;
  userId: number | null;
  userName: string | null;
  questionId: number;
  questionType: TQuestionType;
  questionText: string;
  optionIds: number[];
  optionTexts: string[];
  textAnswer: string | null;
  createdAt: Date;
}

/** The answers given for ideas, as the admin area shows and exports them. */
@Injectable()
export class IdeaAnswersService {
  constructor(
    private readonly authoring: IdeaAuthoringRepository,
    private readonly questionnaires: QuestionnaireRepository,
    private readonly users: UserRepository,
  ) {}

  /**
   * Answers to the ideas' questionnaires, oldest first: `IDEA_CREATION` ones by each idea's author,
   * or every `IDEA_LIKE` one, in three queries however many. The question's type comes from the
   * question (soft-deleted, never removed: decision 017); the texts are the answer's snapshot.
   */
  async of(
    ideas: ReadonlyArray<Pick<Idea, 'id' | 'ownerId'>>,
    context: TQuestionnaireType,
  ): Promise<AnswerWithQuestion[]> {
    const ownerOf = new Map(ideas.map((idea) => [idea.id, idea.ownerId]));
    let answers = await this.authoring.answersOf([...ownerOf.keys()], context);
    if (context === 'IDEA_CREATION')
      answers = answers.filter((answer) => answer.userId !== null && answer.userId === ownerOf.get(answer.ideaId));
    const questionIds = [...new Set(answers.map((answer) => answer.questionId))];
    const userIds = [...new Set(answers.flatMap((answer) => (answer.userId === null ? [] : [answer.userId])))];
    const [typeOf, users] = await Promise.all([this.questionnaires.typesOf(questionIds), this.users.cardsOf(userIds)]);
    const nameOf = new Map(users.map((user) => [user.id, user.name]));
    return answers.map((answer) => ({
      ideaId: answer.ideaId,
      userId: answer.userId,
      userName: answer.userId === null ? null : (nameOf.get(answer.userId) ?? null),
      questionId: answer.questionId,
      questionType: typeOf.get(answer.questionId) ?? (answer.textAnswer === null ? 'MULTIPLE_CHOICE' : 'TEXT'),
      questionText: answer.questionText,
      optionIds: answer.optionIds,
      optionTexts: answer.optionTexts,
      textAnswer: answer.textAnswer,
      createdAt: answer.createdAt,
    }));
  }
}
