/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { renderInRoute } from '../../../../test/render';
import { QuestionnaireEditor } from './idea-settings-page';
import type { QuestionnaireDraft } from './questionnaire-draft';

const like: QuestionnaireDraft = {
  id: 11,
  version: 3,
  questionnaireType: 'IDEA_LIKE',
  enabled: false,
  questions: [
    {
      id: 101,
      questionType: 'SINGLE_CHOICE',
      questionText: 'Revenue?',
      options: [
        { id: 1001, text: 'Low' },
        { id: 1002, text: 'High' },
      ],
    },
  ],
};
const creation: QuestionnaireDraft = {
  id: 12,
  version: 1,
  questionnaireType: 'IDEA_CREATION',
  enabled: false,
  questions: [],
};

// jsdom has no ResizeObserver, which the Radix switch measures itself with.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

// jsdom has no fetch Request, so the editors are rendered as the page renders them, without its loader.
const renderPage = () =>
  renderInRoute(
    <>
      <QuestionnaireEditor crowdId={7} stored={like} />
      <QuestionnaireEditor crowdId={7} stored={creation} />
    </>,
    { url: '/crowds/7/ideaSettings' },
  );

describe('idea settings editors, with JavaScript (spec 4, 5, 9)', () => {
  it('edits the draft in place: a choice question starts with 2 options, removable only above 2, at most 10', async () => {
    renderPage();
    const creationForm = await screen.findByRole('form', { name: 'Creation questionnaire' });
    expect(within(creationForm).getByText(/No questions yet/)).toBeInTheDocument();

    fireEvent.click(within(creationForm).getByRole('button', { name: 'Add question' }));
    const question = within(creationForm).getByRole('listitem');
    expect(within(question).getByText('Single choice')).toBeInTheDocument();
    expect(within(question).getAllByRole('textbox')).toHaveLength(3);
    expect(within(question).queryByRole('button', { name: /Remove option/ })).toBeNull();
    expect(within(question).getByLabelText('Question text')).toHaveFocus();

    fireEvent.click(within(question).getByRole('button', { name: 'Add option' }));
    expect(within(question).getAllByRole('button', { name: /Remove option/ })).toHaveLength(3);
    for (let i = 0; i < 7; i += 1) fireEvent.click(within(question).getByRole('button', { name: 'Add option' }));
    expect(within(question).getAllByLabelText(/^Option \d+$/)).toHaveLength(10);
    expect(within(question).queryByRole('button', { name: 'Add option' })).toBeNull();
    expect(within(question).getByText('At most 10 options.')).toBeInTheDocument();
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
  });

  it('adds a recommended question with its options, and a text question without any', async () => {
    renderPage();
    const creationForm = await screen.findByRole('form', { name: 'Creation questionnaire' });
    fireEvent.change(within(creationForm).getByLabelText('Recommended question'), {
      target: { value: 'newCustomers' },
    });
    fireEvent.click(within(creationForm).getByRole('button', { name: 'Add recommended question' }));
    fireEvent.change(within(creationForm).getByLabelText('Type of the new question'), { target: { value: 'TEXT' } });
    fireEvent.click(within(creationForm).getByRole('button', { name: 'Add question' }));

    const [preset, text] = within(creationForm).getAllByRole('listitem');
    if (!preset || !text) throw new Error('two questions expected');
    expect(within(preset).getByLabelText('Question text')).toHaveValue('How many new customers could the idea bring?');
    expect(
      within(preset)
        .getAllByLabelText(/^Option \d+$/)
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['None', 'A few (up to 10)', 'Dozens (10 to 100)', 'Many (more than 100)']);
    expect(within(text).getByText('Text answer')).toBeInTheDocument();
    expect(within(text).queryByText('Options')).toBeNull();
  });

  it('asks before removing a question that has text, and shows the rules as errors before saving', async () => {
    renderPage();
    const likeForm = await screen.findByRole('form', { name: 'Like questionnaire' });
    fireEvent.click(within(likeForm).getByRole('button', { name: 'Remove question' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this question?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove question' }));
    expect(within(likeForm).queryByRole('listitem')).toBeNull();

    fireEvent.click(within(likeForm).getByRole('button', { name: 'Add question' }));
    fireEvent.click(within(likeForm).getByRole('button', { name: 'Save' }));
    expect(within(likeForm).getByText('Enter the question.')).toBeInTheDocument();
    expect(within(likeForm).getAllByText('Enter the option.')).toHaveLength(2);
    expect(within(likeForm).getByLabelText('Question text')).toHaveFocus();
  });
});
