import {
  slugifyCategoryName,
  type TCategory,
  type TCategoryListResponse,
  type TCreateCrowdResponse,
  type TCrowd,
  type TCrowdListResponse,
  type TErrorBody,
  type TThemingData,
  type TUser,
  type TValidationErrorBody,
} from '@crowd/contracts';
import { HttpResponse, type HttpHandler } from 'msw';
import type { RecordedCall } from './account';
import { mockApi } from './api';
import { makeCategory, makeCrowd } from './crowd-admin-factories';
import { makeUser } from './factories';

export interface CrowdAdminApiOptions {
  user?: TUser;
  /** The user's crowds; POST /crowd adds to this list. */
  crowds: TCrowd[];
  categories?: TCategory[];
}

const stale = (entity: string) =>
  HttpResponse.json<TErrorBody>(
    { error: 'optimistic_locking_error' },
    { status: 409, headers: { 'X-Stale-Entity': entity } },
  );

const nameInUse = () =>
  HttpResponse.json<TValidationErrorBody>(
    { errors: [{ param: 'name', msg: 'validation_category_name_in_use' }] },
    { status: 422 },
  );

/**
 * A signed-in user's API as the crowd admin pages use it, typed from the contracts: their crowds
 * (settings, theming, logo, deleting one), and the categories of those crowds. Versions are kept: a write with another one answers 409.
 */
export function crowdAdminApi(options: CrowdAdminApiOptions): { handlers: HttpHandler[]; calls: RecordedCall[] } {
  const user = options.user ?? makeUser();
  const crowds = options.crowds;
  let categories = options.categories ?? [];
  const calls: RecordedCall[] = [];
  const record = (request: Request, body?: unknown) => {
    const url = new URL(request.url);
    calls.push({
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      query: Object.fromEntries(url.searchParams),
      body,
    });
  };
  const slugTaken = (crowdId: number, name: string, exceptId?: number) =>
    categories.some(
      (category) =>
        category.crowdId === crowdId && category.id !== exceptId && category.slug === slugifyCategoryName(name),
    );

  const handlers = [
    mockApi('getUser', ({ request }) => {
      record(request);
      return HttpResponse.json<TUser>(user);
    }),
    mockApi('listCrowds', ({ request }) => {
      record(request);
      return HttpResponse.json<TCrowdListResponse>(crowds);
    }),
    mockApi('createCrowd', ({ request }) => {
      record(request);
      // Decision 013: a new crowd is hidden, untitled, without a subdomain or a subscription.
      const crowd = makeCrowd({
        version: 0,
        title: '',
        description: '',
        subdomain: null,
        visible: false,
        features: null,
        status: 'inactive',
        plan: 'no_subscription',
        deletable: true,
      });
      crowds.push(crowd);
      return HttpResponse.json<TCreateCrowdResponse>({ message: 'crowd_created', crowd }, { status: 201 });
    }),
    mockApi('updateCrowd', async ({ request }) => {
      const body = await request.json();
      record(request, body);
      const index = crowds.findIndex((crowd) => crowd.id === body.id);
      const crowd = crowds[index];
      if (!crowd) return HttpResponse.json<TErrorBody>({ error: 'crowd_does_not_exist' }, { status: 404 });
      if (crowd.role !== 'CROWD_ADMIN') return HttpResponse.json<TErrorBody>({ error: 'forbidden' }, { status: 403 });
      if (body.version !== crowd.version) return stale('Crowd');
      const billingInfo = body.billingInfo ? { ...body.billingInfo, vatId: body.billingInfo.vatId ?? '' } : undefined;
      const { id: _id, version: _version, billingInfo: _billing, ...fields } = body;
      const updated: TCrowd = {
        ...crowd,
        // The JSON body holds the schema's output (digits already numbers).
        ...(fields as Partial<TCrowd>),
        version: crowd.version + 1,
        ...(billingInfo ? { billingInfo } : {}),
      };
      crowds[index] = updated;
      return HttpResponse.json<TCrowd>(updated);
    }),
    mockApi('updateCrowdTheming', async ({ request }) => {
      const body = await request.json();
      record(request, body);
      const index = crowds.findIndex((crowd) => crowd.id === body.crowdId);
      const crowd = crowds[index];
      if (!crowd) return HttpResponse.json<TErrorBody>({ error: 'crowd_does_not_exist' }, { status: 404 });
      if (crowd.role !== 'CROWD_ADMIN') return HttpResponse.json<TErrorBody>({ error: 'forbidden' }, { status: 403 });
      const theming = crowd.themingData;
      if (body.id !== theming.id) return HttpResponse.json<TErrorBody>({ error: 'not_found' }, { status: 404 });
      if (body.version !== theming.version) return stale('CrowdTheming');
      const { id: _id, crowdId: _crowdId, version: _version, ...fields } = body;
      const updated: TThemingData = { ...theming, ...fields, version: theming.version + 1 };
      // Spec 4: choosing one intro turns the other off.
      if (fields.displayDefaultSlideshow) updated.displayCustomIntro = false;
      if (fields.displayCustomIntro) updated.displayDefaultSlideshow = false;
      crowds[index] = { ...crowd, themingData: updated };
      return HttpResponse.json<TThemingData>(updated);
    }),
    mockApi('uploadCrowdCoverImage', async ({ request }) => {
      const form = await request.formData();
      const file = form.get('coverImage');
      record(request, {
        id: form.get('id'),
        version: form.get('version'),
        coverImage: file instanceof File ? { name: file.name, type: file.type, size: file.size } : file,
      });
      const index = crowds.findIndex((crowd) => String(crowd.id) === form.get('id'));
      const crowd = crowds[index];
      if (!crowd) return HttpResponse.json<TErrorBody>({ error: 'crowd_does_not_exist' }, { status: 404 });
      if (crowd.role !== 'CROWD_ADMIN') return HttpResponse.json<TErrorBody>({ error: 'forbidden' }, { status: 403 });
      if (form.get('version') !== String(crowd.version)) return stale('Crowd');
      const updated: TCrowd = { ...crowd, featuredImageId: crowd.id + 90_000, version: crowd.version + 1 };
      crowds[index] = updated;
      return HttpResponse.json<TCrowd>(updated);
    }),
    mockApi('listCategories', ({ request, params }) => {
      record(request);
      return HttpResponse.json<TCategoryListResponse>(
        categories.filter((category) => String(category.crowdId) === params.crowdId),
      );
    }),
    mockApi('createCategory', async ({ request }) => {
      const body = await request.json();
      record(request, body);
      if (slugTaken(body.crowdId, body.name)) return nameInUse();
      const created = makeCategory(body.crowdId, {
        name: body.name,
        description: body.description ?? '',
        visible: body.visible ?? true,
      });
      categories = [...categories, created];
      return HttpResponse.json<TCategory>(created, { status: 201 });
    }),
    mockApi('updateCategory', async ({ request }) => {
      const body = await request.json();
      record(request, body);
      const stored = categories.find((category) => category.id === body.id && category.crowdId === body.crowdId);
      if (!stored) return HttpResponse.json<TErrorBody>({ error: 'not_found' }, { status: 404 });
      if (body.version !== stored.version) return stale('Category');
      if (body.name !== undefined && slugTaken(body.crowdId, body.name, stored.id)) return nameInUse();
      const updated = { ...stored, ...body, version: stored.version + 1 };
      categories = categories.map((category) => (category.id === stored.id ? updated : category));
      return HttpResponse.json<TCategory>(updated);
    }),
    mockApi('deleteCrowd', ({ request, params }) => {
      record(request);
      const index = crowds.findIndex((crowd) => String(crowd.id) === params.crowdId);
      const crowd = crowds[index];
      if (!crowd) return HttpResponse.json<TErrorBody>({ error: 'crowd_does_not_exist' }, { status: 404 });
      if (crowd.role !== 'CROWD_ADMIN') return HttpResponse.json<TErrorBody>({ error: 'forbidden' }, { status: 403 });
      if (!crowd.deletable)
        return HttpResponse.json<TValidationErrorBody>(
          { errors: [{ param: 'crowdId', msg: 'crowd_delete_had_subscription' }] },
          { status: 422 },
        );
      crowds.splice(index, 1);
      return HttpResponse.json({ message: 'crowd_deleted' as const });
    }),
    mockApi('deleteCategory', ({ request, params }) => {
      record(request);
      const stored = categories.find((category) => String(category.id) === params.categoryId);
      if (!stored) return HttpResponse.json<TErrorBody>({ error: 'not_found' }, { status: 404 });
      categories = categories.filter((category) => category !== stored);
      return HttpResponse.json({ message: 'category_deleted' as const });
    }),
  ];
  return { handlers, calls };
}
