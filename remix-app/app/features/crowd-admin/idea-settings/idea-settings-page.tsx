import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { ZQuestionType, type TQuestionType } from '@crowd/contracts/enums';
import { LIMITS } from '@crowd/contracts/limits';
import { ArrowDown, ArrowUp, Plus, Trash2, X } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSwitch } from '~/components/form/form-switch';
import { useHydrated } from '~/components/form/use-hydrated';
import { Badge } from '~/components/ui/badge';
import { Button, type ButtonProps } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '~/components/ui/card';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/select';
import { useAdminCrowd } from '../crowd-admin-layout';
import type { IdeaSettingsActionData, loadIdeaSettings } from './idea-settings.server';
import { presetTexts, QUESTION_PRESET_IDS, type QuestionPresetId } from './question-presets';
import {
  applySubaction,
  isChoice,
  saveRequestFor,
  subactionValue,
  validateSave,
  type DraftErrors,
  type DraftQuestion,
  type QuestionnaireDraft,
  type Subaction,
} from './questionnaire-draft';
import { Message } from '~/i18n/message';

/** /crowds/{crowdId}/ideaSettings: the like and the creation questionnaire, each its own form. */
export function IdeaSettingsPage() {
  const { t } = useTranslation('crowdAdmin');
  const { like, creation } = useLoaderData<typeof loadIdeaSettings>();
  const { crowd } = useAdminCrowd();
  const posted = useActionData<IdeaSettingsActionData>();
  const postedFor = (draft: QuestionnaireDraft) =>
    posted?.questionnaireType === draft.questionnaireType ? posted : undefined;
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">{t('ideaSettings.intro')}</p>
      {[like, creation].map((stored) => {
        const mine = postedFor(stored);
        // A new editor state for every saved version and every draft the action sends back.
        const key = mine ? JSON.stringify(mine) : `${stored.questionnaireType}-${stored.version}`;
        return <QuestionnaireEditor key={key} crowdId={crowd.id} stored={stored} posted={mine} />;
      })}
    </div>
  );
}

const TEXTS = {
  IDEA_LIKE: 'like',
  IDEA_CREATION: 'creation',
} as const;

/** One questionnaire's form: `posted` is the draft (and errors) the action sent back for it. */
export function QuestionnaireEditor({
  crowdId,
  stored,
  posted,
}: {
  crowdId: number;
  stored: QuestionnaireDraft;
  posted?: IdeaSettingsActionData;
}) {
  const { t } = useTranslation('crowdAdmin');
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [draft, setDraft] = useState<QuestionnaireDraft>(posted?.draft ?? stored);
  const [errors, setErrors] = useState<DraftErrors>(posted?.errors ?? {});
  const [newType, setNewType] = useState<TQuestionType>('SINGLE_CHOICE');
  const [preset, setPreset] = useState<QuestionPresetId>(QUESTION_PRESET_IDS[0] ?? 'revenue');
  const [focusId, setFocusId] = useState<string | null>(null);
  const formId = useId();
  const texts = TEXTS[draft.questionnaireType];
  const fieldId = (name: string) => `${formId}-${name}`;

  // After an edit re-renders the list, the keyboard goes on where the edit leads (the new field).
  useEffect(() => {
    if (!focusId) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  const saving =
    navigation.state !== 'idle' &&
    navigation.formData?.get('questionnaireType') === draft.questionnaireType &&
    navigation.formData.get('subaction') === 'save';
  const changed = saveRequestFor(stored, draft, crowdId) !== null;

  /** With JavaScript an edit button changes the draft here; without, it posts the draft to the action. */
  const edit = (subaction: Subaction, focus: string | null) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setDraft((current) => applySubaction(current, subaction, presetTexts(t)));
    setErrors({});
    setFocusId(focus);
  };
  const editButton = (subaction: Subaction, focus: string | null, props: ButtonProps & { children: ReactNode }) => (
    <Button
      type="submit"
      name="subaction"
      value={subactionValue(subaction)}
      variant="outline"
      size="sm"
      onClick={edit(subaction, focus)}
      {...props}
    />
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const request = saveRequestFor(stored, draft, crowdId);
    const invalid = request ? validateSave(request) : {};
    if (Object.keys(invalid).length === 0) return;
    event.preventDefault();
    setErrors(invalid);
    const first = Object.keys(invalid)[0];
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const setQuestion = (index: number, change: Partial<DraftQuestion>) =>
    setDraft((current) => ({
      ...current,
      questions: current.questions.map((question, i) => (i === index ? { ...question, ...change } : question)),
    }));
  const setOption = (index: number, optionIndex: number, text: string) =>
    setDraft((current) => ({
      ...current,
      questions: current.questions.map((question, i) =>
        i === index
          ? { ...question, options: question.options.map((o, j) => (j === optionIndex ? { ...o, text } : o)) }
          : question,
      ),
    }));

  const questionCount = draft.questions.length;
  /** The moved question's button in the same direction, or the other one once it reached the end. */
  const moveFocus = (to: number, direction: 'up' | 'down') => {
    const atEnd = direction === 'up' ? to === 0 : to === questionCount - 1;
    return fieldId(`${atEnd ? (direction === 'up' ? 'down' : 'up') : direction}-${to}`);
  };

  return (
    <Card>
      <Form method="post" onSubmit={onSubmit} noValidate preventScrollReset aria-labelledby={fieldId('title')}>
        {/* Enter in a text field saves rather than pressing the first edit button. */}
        <button type="submit" name="subaction" value="save" className="sr-only" tabIndex={-1} aria-hidden />
        <input type="hidden" name="id" value={draft.id} />
        <input type="hidden" name="version" value={draft.version} />
        <input type="hidden" name="questionnaireType" value={draft.questionnaireType} />
        <CardHeader>
          <CardTitle asChild>
            <h2 id={fieldId('title')}>{t(`ideaSettings.${texts}.title`)}</h2>
          </CardTitle>
          <CardDescription>{t(`ideaSettings.${texts}.description`)}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="flex items-center gap-3">
            <FormSwitch
              id={fieldId('enabled')}
              checkboxId={fieldId('enabled-checkbox')}
              name="enabled"
              labelledBy={fieldId('enabled-label')}
              checked={draft.enabled}
              onCheckedChange={(enabled) => setDraft((current) => ({ ...current, enabled }))}
            />
            {/* Named by id too: until React runs, htmlFor still points at the no-JavaScript checkbox. */}
            <Label id={fieldId('enabled-label')} htmlFor={hydrated ? fieldId('enabled') : fieldId('enabled-checkbox')}>
              {t(`ideaSettings.${texts}.enabled`)}
            </Label>
          </div>

          {questionCount === 0 ? (
            <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
              {t('ideaSettings.empty')}
            </p>
          ) : (
            <ol className="grid gap-4">
              {draft.questions.map((question, index) => {
                const name = `questions.${index}`;
                const number = index + 1;
                const questionError = errors[`${name}.id`] ?? errors[`${name}.questionType`];
                const removeQuestion: Subaction = { kind: 'remove-question', question: index };
                const removeLabel = t('ideaSettings.removeQuestion');
                return (
                  <li key={index} className="grid gap-4 rounded-lg border p-4">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <div className="flex items-center gap-2">
                        <h3 className="text-sm font-semibold">{t('ideaSettings.questionLabel', { number })}</h3>
                        <Badge variant="muted">{t(`ideaSettings.types.${question.questionType}`)}</Badge>
                      </div>
                      <div className="flex items-center gap-1">
                        {editButton({ kind: 'move-question', question: index, by: -1 }, moveFocus(index - 1, 'up'), {
                          id: fieldId(`up-${index}`),
                          variant: 'ghost',
                          disabled: index === 0,
                          'aria-label': t('ideaSettings.moveUp', { number }),
                          children: <ArrowUp aria-hidden />,
                        })}
                        {editButton({ kind: 'move-question', question: index, by: 1 }, moveFocus(index + 1, 'down'), {
                          id: fieldId(`down-${index}`),
                          variant: 'ghost',
                          disabled: index === questionCount - 1,
                          'aria-label': t('ideaSettings.moveDown', { number }),
                          children: <ArrowDown aria-hidden />,
                        })}
                        {hydrated && question.questionText.trim() !== '' ? (
                          <ConfirmDialog
                            title={t('ideaSettings.removeQuestionTitle')}
                            description={t('ideaSettings.removeQuestionText')}
                            confirmLabel={removeLabel}
                            onConfirm={() => {
                              setDraft((current) => applySubaction(current, removeQuestion, presetTexts(t)));
                              setErrors({});
                              setFocusId(fieldId('new-type'));
                            }}
                            trigger={
                              <Button type="button" variant="ghost" size="sm">
                                <Trash2 aria-hidden />
                                {removeLabel}
                              </Button>
                            }
                          />
                        ) : (
                          editButton(removeQuestion, fieldId('new-type'), {
                            variant: 'ghost',
                            children: (
                              <>
                                <Trash2 aria-hidden />
                                {removeLabel}
                              </>
                            ),
                          })
                        )}
                      </div>
                    </div>
                    {question.id ? <input type="hidden" name={`${name}.id`} value={question.id} /> : null}
                    <input type="hidden" name={`${name}.questionType`} value={question.questionType} />
                    <TextInput
                      id={fieldId(`${name}.questionText`)}
                      name={`${name}.questionText`}
                      label={t('ideaSettings.questionText')}
                      value={question.questionText}
                      error={errors[`${name}.questionText`]}
                      onChange={(questionText) => setQuestion(index, { questionText })}
                    />
                    {isChoice(question.questionType) ? (
                      <fieldset className="grid gap-3">
                        <legend className="mb-2 text-sm font-medium">{t('ideaSettings.options')}</legend>
                        {question.options.map((option, optionIndex) => {
                          const optionName = `${name}.options.${optionIndex}`;
                          const optionNumber = optionIndex + 1;
                          return (
                            <div key={optionIndex} className="flex items-start gap-2">
                              {option.id ? <input type="hidden" name={`${optionName}.id`} value={option.id} /> : null}
                              <TextInput
                                id={fieldId(`${optionName}.text`)}
                                name={`${optionName}.text`}
                                label={t('ideaSettings.optionLabel', { number: optionNumber })}
                                labelHidden
                                placeholder={t('ideaSettings.optionLabel', { number: optionNumber })}
                                value={option.text}
                                error={errors[`${optionName}.text`]}
                                onChange={(text) => setOption(index, optionIndex, text)}
                                className="flex-1"
                              />
                              {question.options.length > LIMITS.questionOptionsMin
                                ? editButton(
                                    { kind: 'remove-option', question: index, option: optionIndex },
                                    fieldId(`${name}.options.${Math.max(0, optionIndex - 1)}.text`),
                                    {
                                      variant: 'ghost',
                                      size: 'icon',
                                      'aria-label': t('ideaSettings.removeOption', { number: optionNumber }),
                                      children: <X aria-hidden />,
                                    },
                                  )
                                : null}
                            </div>
                          );
                        })}
                        <ErrorText error={errors[`${name}.options`]} id={fieldId(`${name}.options`)} />
                        <div className="flex items-center gap-3">
                          {question.options.length < LIMITS.questionOptionsMax ? (
                            editButton(
                              { kind: 'add-option', question: index },
                              fieldId(`${name}.options.${question.options.length}.text`),
                              {
                                children: (
                                  <>
                                    <Plus aria-hidden />
                                    {t('ideaSettings.addOption')}
                                  </>
                                ),
                              },
                            )
                          ) : (
                            <p className="text-xs text-muted-foreground">
                              {t('ideaSettings.optionsLimit', { max: LIMITS.questionOptionsMax })}
                            </p>
                          )}
                        </div>
                      </fieldset>
                    ) : null}
                    <ErrorText error={questionError} />
                  </li>
                );
              })}
            </ol>
          )}

          <div className="grid gap-4 border-t pt-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor={fieldId('new-type')}>{t('ideaSettings.newQuestionType')}</Label>
              <div className="flex flex-wrap gap-2">
                <div className="min-w-0 flex-1 basis-48">
                  <NativeSelect
                    id={fieldId('new-type')}
                    name="newQuestionType"
                    value={newType}
                    onChange={(event) => setNewType(ZQuestionType.parse(event.target.value))}
                  >
                    {ZQuestionType.options.map((type) => (
                      <option key={type} value={type}>
                        {t(`ideaSettings.types.${type}`)}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                {editButton(
                  { kind: 'add-question', questionType: newType },
                  fieldId(`questions.${questionCount}.questionText`),
                  {
                    size: 'default',
                    children: (
                      <>
                        <Plus aria-hidden />
                        {t('ideaSettings.addQuestion')}
                      </>
                    ),
                  },
                )}
              </div>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={fieldId('preset')}>{t('ideaSettings.presets.label')}</Label>
              <div className="flex flex-wrap gap-2">
                <div className="min-w-0 flex-1 basis-48">
                  <NativeSelect
                    id={fieldId('preset')}
                    name="preset"
                    value={preset}
                    onChange={(event) => {
                      const chosen = QUESTION_PRESET_IDS.find((id) => id === event.target.value);
                      if (chosen) setPreset(chosen);
                    }}
                  >
                    {QUESTION_PRESET_IDS.map((id) => (
                      <option key={id} value={id}>
                        {t(`ideaSettings.presets.${id}.question`)}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                {editButton({ kind: 'add-preset', preset }, fieldId(`questions.${questionCount}.questionText`), {
                  size: 'default',
                  children: (
                    <>
                      <Plus aria-hidden />
                      {t('ideaSettings.presets.add')}
                    </>
                  ),
                })}
              </div>
            </div>
          </div>
        </CardContent>
        <CardFooter className="flex-wrap justify-end gap-3">
          {changed ? (
            <p className="mr-auto text-sm text-muted-foreground" role="status">
              {t('ideaSettings.unsaved')}
            </p>
          ) : null}
          <Button type="submit" name="subaction" value="save" disabled={saving}>
            {saving ? t('ideaSettings.saving') : t('ideaSettings.save')}
          </Button>
        </CardFooter>
      </Form>
    </Card>
  );
}

function ErrorText({ error, id }: { error?: { msg: string; count?: number }; id?: string }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      <Message text={error.msg} values={{ count: error.count }} orElse="validation_invalid_value" />
    </p>
  );
}

function TextInput({
  id,
  name,
  label,
  labelHidden,
  placeholder,
  value,
  error,
  onChange,
  className,
}: {
  id: string;
  name: string;
  label: string;
  labelHidden?: boolean;
  placeholder?: string;
  value: string;
  error?: { msg: string; count?: number };
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div className={className ? `grid gap-2 ${className}` : 'grid gap-2'}>
      <Label htmlFor={id} className={labelHidden ? 'sr-only' : undefined}>
        {label}
      </Label>
      <Input
        id={id}
        name={name}
        value={value}
        placeholder={placeholder}
        maxLength={LIMITS.questionTextMax}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <ErrorText error={error} id={`${id}-error`} />
    </div>
  );
}
