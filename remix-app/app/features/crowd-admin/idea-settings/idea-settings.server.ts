import { data } from '@remix-run/node';
import { ZQuestionnaireType, type TQuestionnaireType } from '@crowd/contracts/enums';
import { parseId, ZSaveQuestionnaireRequest, type TCrowdQuestionnairesResponse } from '@crowd/contracts/schemas';
import { getI18n, requestLocale } from '~/i18n/i18next.server';
import { failedActionResponse } from '~/lib/failed-action.server';
import { readFormData } from '~/lib/form-data.server';
import { pagePath } from '~/lib/request-paths';
import { redirectWithToast } from '~/lib/toast.server';
import { requireAdminCrowd, type AdminCrowd, type RouteArgs } from '../crowd-admin.server';
import { presetTexts } from './question-presets';
import {
  applySubaction,
  draftFromForm,
  draftOf,
  errorsByField,
  parseSubaction,
  saveRequestFor,
  validateSave,
  type DraftErrors,
  type QuestionnaireDraft,
} from './questionnaire-draft';

type Args = RouteArgs & { params: { crowdId?: string } };

/** What the action answers when it re-renders a draft (an edit without JavaScript, or refused input). */
export interface IdeaSettingsActionData {
  questionnaireType: TQuestionnaireType;
  draft: QuestionnaireDraft;
  errors: DraftErrors;
}

async function questionnairesOf({ api, crowd }: AdminCrowd): Promise<{
  like: QuestionnaireDraft;
  creation: QuestionnaireDraft;
}> {
  const result = await api.request('getQuestionnaires', { params: { crowdId: crowd.id } });
  if (!result.ok) {
    console.error(`[web] GET /api/questionnaire/${crowd.id} failed: ${result.status}`);
    throw new Response(null, { status: result.status === 404 ? 404 : 503 });
  }
  const { likeQuestionnaire, creationQuestionnaire }: TCrowdQuestionnairesResponse = result.data;
  if (!likeQuestionnaire || !creationQuestionnaire) throw new Response(null, { status: 503 });
  return { like: draftOf(likeQuestionnaire), creation: draftOf(creationQuestionnaire) };
}

/** /crowds/{crowdId}/ideaSettings: the crowd's two questionnaires. */
export async function loadIdeaSettings(args: Args) {
  const admin = await requireAdminCrowd(args);
  return data(await questionnairesOf(admin));
}

/** Both editors post here: an edit (`subaction` other than `save`) re-renders the draft, `save` sends it. */
export async function ideaSettingsAction(
  args: Args,
): Promise<Response | ReturnType<typeof data<IdeaSettingsActionData>>> {
  const admin = await requireAdminCrowd(args);
  const form = await readFormData(args.request);
  const type = ZQuestionnaireType.safeParse(form.get('questionnaireType'));
  if (!type.success) throw new Response(null, { status: 400 });
  const stored = await questionnairesOf(admin);
  const storedDraft = type.data === 'IDEA_LIKE' ? stored.like : stored.creation;
  // Id and version as the page had them: a save over someone else's newer one is the API's 409.
  const posted = {
    ...storedDraft,
    id: parseId(form.get('id')) ?? storedDraft.id,
    version: Number(form.get('version')),
  };
  const draft = draftFromForm(form, posted);
  const subaction = String(form.get('subaction') ?? '');

  if (subaction !== 'save') {
    const edit = parseSubaction(subaction, {
      newQuestionType: form.get('newQuestionType'),
      preset: form.get('preset'),
    });
    if (!edit) throw new Response(null, { status: 400 });
    const t = getI18n(await requestLocale(args)).getFixedT(null, 'crowdAdmin');
    const edited = applySubaction(draft, edit, presetTexts(t));
    return data<IdeaSettingsActionData>({ questionnaireType: type.data, draft: edited, errors: {} });
  }

  const request = saveRequestFor(storedDraft, draft, admin.crowd.id);
  if (!request) {
    return redirectWithToast(pagePath(args.request), {
      type: 'INFO',
      message: 'crowdAdmin:ideaSettings.nothingChanged',
    });
  }
  const invalid = validateSave(request);
  if (Object.keys(invalid).length > 0) {
    return data<IdeaSettingsActionData>({ questionnaireType: type.data, draft, errors: invalid }, { status: 422 });
  }
  const response = await admin.api.request('saveQuestionnaire', { body: ZSaveQuestionnaireRequest.parse(request) });
  if (response.ok) return redirectWithToast(pagePath(args.request), { message: response.data.message });
  if (response.error.status === 422 && response.error.fieldErrors?.length) {
    const errors = errorsByField(response.error.fieldErrors);
    return data<IdeaSettingsActionData>({ questionnaireType: type.data, draft, errors }, { status: 422 });
  }
  return failedActionResponse(response.error, { request: args.request, fields: [] });
}
