/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Node export conditions: remix-validated-form pulls in nanoid, whose browser build is ES modules only.
import { LIMITS } from '@crowd/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInRoute } from '../../../test/render';
import { IdeaForm, type IdeaFormIdea } from './idea-form';

// jsdom has no object URLs; the previews only need an address each.
let nextPreview = 0;
beforeAll(() => {
  URL.createObjectURL = () => `blob:preview-${nextPreview++}`;
  URL.revokeObjectURL = () => undefined;
});

const IDEA: IdeaFormIdea = {
  id: 42,
  version: 3,
  name: 'Bike lanes',
  description: '<p>Paint them</p>',
  categoryId: null,
  fileIds: [],
  featuredImageId: null,
  embeddableVideos: [],
};

function renderForm(idea: Partial<IdeaFormIdea> | null = {}) {
  return renderInRoute(
    <IdeaForm
      mode={idea ? 'edit' : 'create'}
      categories={[{ id: 5, name: 'Streets' }]}
      questions={[]}
      idea={idea ? { ...IDEA, ...idea } : null}
      categoryId={null}
      cancelTo="/"
    />,
    { url: '/idea/42/edit' },
  );
}

const pictures = (count: number) =>
  Array.from({ length: count }, (_, index) => new File(['png'], `new-${index}.png`, { type: 'image/png' }));

const choose = (files: File[]) => {
  const input = document.querySelector<HTMLInputElement>('input[type=file][name=attachments]');
  if (!input) throw new Error('no attachments input');
  fireEvent.change(input, { target: { files } });
};

describe('the idea form', () => {
  it("fills in the author's earlier creation answers on edit", async () => {
    renderInRoute(
      <IdeaForm
        mode="edit"
        categories={[]}
        questions={[
          { id: 31, questionType: 'TEXT', questionText: 'Why?', options: [] },
          {
            id: 32,
            questionType: 'MULTIPLE_CHOICE',
            questionText: 'Where?',
            options: [
              { id: 41, text: 'North' },
              { id: 42, text: 'South' },
            ],
          },
        ]}
        idea={IDEA}
        categoryId={null}
        answers={[
          { questionId: 31, answer: 'Safer streets' },
          { questionId: 32, optionIds: [42] },
        ]}
        cancelTo="/"
      />,
      { url: '/idea/42/edit' },
    );
    expect(await screen.findByLabelText('Why?')).toHaveValue('Safer streets');
    expect(screen.getByLabelText('South')).toBeChecked();
    expect(screen.getByLabelText('North')).not.toBeChecked();
  });

  it('counts the description in plain characters, markup not counted', async () => {
    renderForm({ description: '<p>Paint <strong>them</strong></p>' });
    expect(await screen.findByText(`10 / ${LIMITS.ideaDescriptionMax}`)).toBeInTheDocument();
    expect(screen.queryByText(/Characters over the limit/)).not.toBeInTheDocument();
  });

  it('shows how many characters are over the limit', async () => {
    renderForm({ description: `<p>${'a'.repeat(LIMITS.ideaDescriptionMax + 7)}</p>` });
    expect(await screen.findByText('Characters over the limit: 7.')).toBeInTheDocument();
    expect(screen.getByText(`${LIMITS.ideaDescriptionMax + 7} / ${LIMITS.ideaDescriptionMax}`)).toHaveClass(
      'text-destructive',
    );
  });

  it('counts the attached pictures with the new ones: five at most, a removed one makes room', async () => {
    renderForm({ fileIds: [901, 902, 903] });
    expect(await screen.findByText('Pictures: 3 of 5')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Picture \d$/ })).toHaveLength(3);

    // Three chosen, two fit: the first two are kept, and nothing more can be added.
    choose(pictures(3));
    expect(await screen.findByText('Pictures: 5 of 5')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'New picture 1: new-0.png' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'New picture 2: new-1.png' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /new-2\.png/ })).not.toBeInTheDocument();
    expect(screen.getByText('The idea has 5 pictures: remove one to add another.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add pictures' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(await screen.findByText('Pictures: 4 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add pictures' })).toBeInTheDocument();
    const kept = [...document.querySelectorAll<HTMLInputElement>('input[type=hidden][name=fileIds]')].map(
      (input) => input.value,
    );
    expect(kept).toEqual(['902', '903']);
  });

  it('adds video rows up to five and removes them', async () => {
    renderForm({ embeddableVideos: ['https://youtu.be/dQw4w9WgXcQ'] });
    expect(await screen.findByLabelText('Video link 1')).toHaveValue('https://youtu.be/dQw4w9WgXcQ');
    for (let row = 2; row <= LIMITS.ideaVideosMax; row += 1) {
      fireEvent.click(screen.getByRole('button', { name: 'Add a video' }));
      expect(await screen.findByLabelText(`Video link ${row}`)).toHaveValue('');
    }
    expect(screen.queryByRole('button', { name: 'Add a video' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove video link 1' }));
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: /^Video link/ })).toHaveLength(4));
    expect(screen.getByRole('button', { name: 'Add a video' })).toBeInTheDocument();
  });

  it('shows the contract’s messages under the fields when sent empty or with a bad video link', async () => {
    renderForm(null);
    fireEvent.change(await screen.findByLabelText('Video link 1'), { target: { value: 'not a link' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit idea' }));
    expect(await screen.findByText('Enter the idea’s name.')).toBeInTheDocument();
    expect(screen.getByText('Describe your idea.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid video URL.')).toBeInTheDocument();
  });
});
