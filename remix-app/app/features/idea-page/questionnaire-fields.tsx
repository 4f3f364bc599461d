import type { TQuestion } from '@crowd/contracts/schemas';
import { useId } from 'react';
import { useField } from 'remix-validated-form';
import { FieldError, TextareaField } from '~/components/form/validated-field';
import { cn } from '~/lib/utils';
import { answerField } from './idea-forms';

/** The like questionnaire's questions as form fields: a text area, radios, or checkboxes. */
export function QuestionnaireFields({ questions }: { questions: readonly TQuestion[] }) {
  return (
    <div className="grid gap-5">
      {questions.map((question) =>
        question.questionType === 'TEXT' ? (
          <TextareaField key={question.id} name={answerField(question)} label={question.questionText} rows={3} />
        ) : (
          <ChoiceField key={question.id} question={question} />
        ),
      )}
    </div>
  );
}

const chosenOf = (value: unknown): string[] =>
  value === undefined || value === null ? [] : (Array.isArray(value) ? value : [value]).map(String);

/** A single choice (radios) or a multiple choice (checkboxes), with its error under the group. */
function ChoiceField({ question }: { question: TQuestion }) {
  const id = useId();
  const name = answerField(question);
  const { error, defaultValue, validate } = useField(name);
  const chosen = chosenOf(defaultValue);
  const type = question.questionType === 'SINGLE_CHOICE' ? 'radio' : 'checkbox';
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium leading-none">{question.questionText}</legend>
      {question.options.map((option) => (
        <label
          key={option.id}
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-brand-50',
            error && 'border-destructive',
          )}
        >
          <input
            type={type}
            name={name}
            value={option.id}
            defaultChecked={chosen.includes(String(option.id))}
            onChange={() => validate()}
            className="size-4 accent-primary"
          />
          {option.text}
        </label>
      ))}
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
