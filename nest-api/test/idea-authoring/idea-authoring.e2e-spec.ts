import {
  LIMITS,
  PLANS,
  STALE_ENTITY_HEADER,
  slugifyCategoryName,
  ZCreateIdeaResponse,
  ZUpdateIdeaResponse,
  type TIdea,
} from '@crowd/contracts';
import sharp from 'sharp';
import type { Test } from 'supertest';
import { Category } from '../../src/modules/idea/category/entities/category.entity';
import { CrowdMember } from '../../src/modules/crowd/crowd/entities/crowd-member.entity';
import { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { KnownHostsService } from '../../src/modules/crowd/crowd/known-hosts.service';
import { StoredFile } from '../../src/infra/files/stored-file.entity';
import { Answer } from '../../src/modules/idea/idea/entities/answer.entity';
import { IdeaFile } from '../../src/modules/idea/idea/entities/idea-file.entity';
import { IdeaVideo } from '../../src/modules/idea/idea/entities/idea-video.entity';
import { Idea } from '../../src/modules/idea/idea/entities/idea.entity';
import { authTestApp, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser } from '../support/factories';
import { createQuestionnaire } from '../support/questionnaires';

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const VIMEO = 'https://vimeo.com/76979871';

describe('idea authoring (POST /api/idea, PUT /api/idea)', () => {
  const testApp = authTestApp();
  const { api } = testApp;
  const repo = <T extends object>(entity: new () => T) => testApp.dataSource.getRepository(entity);

  const picture = (background = '#2a6df4', width = 400) =>
    sharp({ create: { width, height: 300, channels: 3, background } })
      .png()
      .toBuffer();

  interface IdeaForm {
    name?: string;
    description?: string;
    categoryId?: number | string;
    answers?: unknown;
    embeddableVideos?: string[];
    attachments?: Array<{ bytes: Buffer; filename: string }>;
    featuredImg?: { bytes: Buffer; filename: string };
  }

  /** A multipart form as the browser sends it. */
  function form(request: Test, fields: Record<string, unknown>, files: IdeaForm, featuredField: string): Test {
    for (const [name, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      // Lists of texts (videos, kept file ids) repeat their field; the answers travel as one JSON text.
      if (Array.isArray(value) && value.every((entry) => typeof entry !== 'object'))
        for (const entry of value) request.field(name, String(entry));
      else request.field(name, typeof value === 'string' ? value : JSON.stringify(value));
    }
    for (const file of files.attachments ?? []) request.attach('attachments', file.bytes, file.filename);
    if (files.featuredImg) request.attach(featuredField, files.featuredImg.bytes, files.featuredImg.filename);
    return request;
  }

  const create = (cookie: string | null, crowdId: number, fields: IdeaForm = {}) => {
    const request = api().post('/api/idea');
    if (cookie) request.set('Cookie', cookie);
    const { attachments, featuredImg, ...text } = fields;
    return form(
      request,
      { name: 'Greener streets', description: '<p>Plant <strong>trees</strong></p>', crowdId, ...text },
      { attachments, featuredImg },
      'featuredImg',
    );
  };

  const update = (
    cookie: string,
    idea: Pick<TIdea, 'id' | 'version' | 'crowdId'>,
    fields: IdeaForm & { fileIds?: number[]; featuredImageId?: number | '' } = {},
  ) => {
    const { attachments, featuredImg, ...text } = fields;
    return form(
      api().put('/api/idea').set('Cookie', cookie),
      {
        id: idea.id,
        version: idea.version,
        crowdId: idea.crowdId,
        name: 'Greener streets',
        description: '<p>Plant trees</p>',
        ...text,
      },
      { attachments, featuredImg },
      'newFeaturedImg',
    );
  };

  /** A crowd on `tier` and a signed-in follower of it. */
  async function crowdWithFollower(overrides: Partial<Crowd> & { tier?: 0 | 1 | 2 | 3 | null } = {}) {
    const crowd = await createCrowd(testApp.dataSource, overrides);
    const user = await createUser(testApp.dataSource);
    await addMember(testApp.dataSource, crowd.id, user.id, 'CROWD_FOLLOWER');
    return { crowd, user, cookie: await signIn(testApp.app, user.email) };
  }

  const addCategory = (crowdId: number, name: string, visible = true) =>
    repo(Category).save(
      repo(Category).create({ crowdId, name, slug: slugifyCategoryName(name), description: null, visible }),
    );

  const fileCount = () => repo(StoredFile).count();

  it('creates an idea with rich text, two images, a featured image and videos, as its author', async () => {
    const { crowd, user, cookie } = await crowdWithFollower();
    const category = await addCategory(crowd.id, 'Streets');
    const response = await create(cookie, crowd.id, {
      description: '<p>Plant <strong>trees</strong><script>alert(1)</script><img src=x onerror=alert(1)></p>',
      categoryId: category.id,
      embeddableVideos: [YOUTUBE, '  ', VIMEO],
      attachments: [
        { bytes: await picture('#f00'), filename: 'one.png' },
        { bytes: await picture('#0f0'), filename: 'two.png' },
      ],
      featuredImg: { bytes: await picture('#00f', 800), filename: 'cover.png' },
    }).expect(201);

    const body = ZCreateIdeaResponse.strict().parse(response.body);
    const { idea } = body;
    expect(body.message).toBe('idea_created');
    expect(idea).toMatchObject({
      name: 'Greener streets',
      crowdId: crowd.id,
      categoryId: category.id,
      ownerId: user.id,
      ideaState: 'SUBMITTED',
      embeddableVideos: [YOUTUBE, VIMEO],
      likeCount: 0,
    });
    expect(idea.description).toBe('<p>Plant <strong>trees</strong></p>');
    expect(idea.fileIds).toHaveLength(2);
    expect(idea.featuredImageId).toEqual(expect.any(Number));
    const files = await repo(StoredFile).findBy({ crowdId: crowd.id });
    expect(files.map((file) => file.purpose).sort()).toEqual(['IDEA_ATTACHMENT', 'IDEA_ATTACHMENT', 'IDEA_FEATURED']);
    expect(files.every((file) => file.ownerId === user.id && file.contentType === 'image/webp')).toBe(true);
    expect((await repo(Crowd).findOneByOrFail({ id: crowd.id })).ideasCount).toBe(1);
    expect((await repo(Category).findOneByOrFail({ id: category.id })).ideaCount).toBe(1);

    const listed = await api().get(`/api/crowdView/ideas/${crowd.id}`).expect(200);
    expect(listed.body.ideas.map((entry: TIdea) => entry.id)).toEqual([idea.id]);
    const served = await api().get(`/api/file?fileId=${idea.fileIds[0]}&w=160`).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 160 });
  });

  it.each<[string, IdeaForm, string, string]>([
    ['an empty name', { name: '  ' }, 'name', 'validation_idea_name'],
    ['an empty description', { description: '<p> </p>' }, 'description', 'validation_idea_description_empty'],
    [
      'a description that is empty once sanitized',
      { description: '<script>alert(1)</script>' },
      'description',
      'validation_idea_description_empty',
    ],
    [
      'a description over 5000 characters',
      { description: `<p>${'a'.repeat(LIMITS.ideaDescriptionMax + 3)}</p>` },
      'description',
      'validation_idea_description_too_long',
    ],
    ['a video that is no URL', { embeddableVideos: ['not a url'] }, 'embeddableVideos.0', 'invalid_video_url'],
    [
      'a sixth video',
      { embeddableVideos: Array.from({ length: 6 }, (_, i) => `${YOUTUBE}${i}`) },
      'embeddableVideos',
      'validation_idea_videos_max',
    ],
    ['a category that is no id', { categoryId: 'x' }, 'categoryId', 'validation_idea_category'],
  ])('refuses %s with its message and stores nothing', async (_, fields, param, msg) => {
    const { crowd, cookie } = await crowdWithFollower();
    const before = await fileCount();
    const response = await create(cookie, crowd.id, {
      ...fields,
      attachments: [{ bytes: await picture(), filename: 'one.png' }],
    }).expect(422);
    expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ param, msg })]));
    expect(await repo(Idea).countBy({ crowdId: crowd.id })).toBe(0);
    expect(await fileCount()).toBe(before);
  });

  it('reports how many characters a description is over the limit', async () => {
    const { crowd, cookie } = await crowdWithFollower();
    const response = await create(cookie, crowd.id, {
      description: `<p>${'a'.repeat(LIMITS.ideaDescriptionMax + 3)}</p>`,
    }).expect(422);
    expect(response.body.errors).toEqual([
      { param: 'description', msg: 'validation_idea_description_too_long', count: 3 },
    ]);
  });

  it("refuses another crowd's or a hidden category", async () => {
    const { crowd, cookie } = await crowdWithFollower();
    const other = await createCrowd(testApp.dataSource);
    const foreign = await addCategory(other.id, 'Foreign');
    const hidden = await addCategory(crowd.id, 'Hidden', false);
    for (const categoryId of [foreign.id, hidden.id]) {
      const response = await create(cookie, crowd.id, { categoryId }).expect(422);
      expect(response.body.errors).toEqual([{ param: 'categoryId', msg: 'validation_idea_category' }]);
    }
  });

  it('refuses a text file named x.png and a sixth attachment, keeping no file of the request', async () => {
    const { crowd, cookie } = await crowdWithFollower();
    const before = await fileCount();
    const text = await create(cookie, crowd.id, {
      attachments: [
        { bytes: await picture(), filename: 'fine.png' },
        { bytes: Buffer.from('just some text, not a picture'), filename: 'x.png' },
      ],
    }).expect(422);
    expect(text.body.errors).toEqual([{ param: 'attachments', msg: 'validation_idea_files' }]);

    const six = await Promise.all(Array.from({ length: 6 }, (_, i) => picture(`#${i}${i}${i}`)));
    const tooMany = await create(cookie, crowd.id, {
      attachments: six.map((bytes, i) => ({ bytes, filename: `${i}.png` })),
    }).expect(422);
    expect(tooMany.body.errors).toEqual([{ param: 'attachments', msg: 'validation_idea_attachments_max' }]);

    const badCover = await create(cookie, crowd.id, {
      featuredImg: { bytes: Buffer.from('GIF89a but not really'), filename: 'cover.gif' },
    }).expect(422);
    expect(badCover.body.errors).toEqual([{ param: 'featuredImg', msg: 'validation_idea_featuredImg' }]);
    expect(await fileCount()).toBe(before);
    expect(await repo(Idea).countBy({ crowdId: crowd.id })).toBe(0);
  });

  it("asks the crowd's creation questionnaire and stores its answers with the idea", async () => {
    const { crowd, user, cookie } = await crowdWithFollower();
    const { questionnaire, questions } = await createQuestionnaire(testApp.dataSource, crowd.id, 'IDEA_CREATION', [
      ['TEXT', 'Who benefits?'],
      ['SINGLE_CHOICE', 'How big?', 'Small', 'Large'],
      ['MULTIPLE_CHOICE', 'Where?', 'North', 'South'],
    ]);
    const [who, size, where] = questions;

    const missing = await create(cookie, crowd.id, {
      answers: [{ questionId: who!.id, answer: ' ' }],
    }).expect(422);
    expect(missing.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ msg: 'idea_question_validation_answer_empty' }),
        expect.objectContaining({ msg: 'idea_question_validation_option_empty' }),
      ]),
    );

    const response = await create(cookie, crowd.id, {
      answers: [
        { questionId: who!.id, answer: 'Everyone walking' },
        { questionId: size!.id, optionIds: [size!.options[1]!.id] },
        { questionId: where!.id, optionIds: where!.options.map((option) => option.id) },
      ],
    }).expect(201);
    const stored = await repo(Answer).find({ where: { ideaId: response.body.idea.id }, order: { questionId: 'ASC' } });
    expect(stored.map((answer) => [answer.context, answer.userId, answer.questionnaireId])).toEqual(
      Array(3).fill(['IDEA_CREATION', user.id, questionnaire.id]),
    );
    expect(stored.map((answer) => answer.textAnswer ?? answer.optionTexts.join('+'))).toEqual([
      'Everyone walking',
      'Large',
      'North+South',
    ]);
  });

  it('refuses a create when the crowd has reached its plan’s idea limit, and when it has no plan', async () => {
    const limit = PLANS[0].features.ideas;
    const { crowd, cookie } = await crowdWithFollower({ tier: 0 });
    await repo(Crowd).update({ id: crowd.id }, { ideasCount: limit });
    const before = await fileCount();
    const full = await create(cookie, crowd.id, {
      attachments: [{ bytes: await picture(), filename: 'one.png' }],
    }).expect(403);
    expect(full.body).toEqual({ error: 'ideas_subscription_limit_reached' });
    expect(await fileCount()).toBe(before);

    const unpaid = await crowdWithFollower({ tier: null });
    const refused = await create(unpaid.cookie, unpaid.crowd.id).expect(403);
    expect(refused.body).toEqual({ error: 'ideas_subscription_limit_reached' });
  });

  it('gives the last free slot to one of two concurrent creates, and removes the other one’s images', async () => {
    const limit = PLANS[0].features.ideas;
    const { crowd, cookie } = await crowdWithFollower({ tier: 0 });
    await repo(Crowd).update({ id: crowd.id }, { ideasCount: limit - 1 });
    const before = await fileCount();
    const bytes = await picture();
    const answers = await Promise.all(
      [1, 2].map((n) =>
        create(cookie, crowd.id, { name: `Race ${n}`, attachments: [{ bytes, filename: `${n}.png` }] }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403]);
    expect(await repo(Idea).countBy({ crowdId: crowd.id })).toBe(1);
    expect((await repo(Crowd).findOneByOrFail({ id: crowd.id })).ideasCount).toBe(limit);
    expect(await fileCount()).toBe(before + 1);
  });

  it('keeps a committed idea and its images when the read after the commit fails', async () => {
    const { crowd, user, cookie } = await crowdWithFollower();
    const before = await fileCount();
    const link = jest.spyOn(testApp.app.get(KnownHostsService), 'link');
    link.mockRejectedValueOnce(new Error('read after commit'));
    await create(cookie, crowd.id, {
      attachments: [{ bytes: await picture(), filename: 'one.png' }],
      featuredImg: { bytes: await picture('#00f'), filename: 'cover.png' },
    }).expect(500);
    link.mockRestore();

    const idea = await repo(Idea).findOneByOrFail({ crowdId: crowd.id, ownerId: user.id });
    const attached = await repo(IdeaFile).findBy({ ideaId: idea.id });
    expect(attached).toHaveLength(1);
    expect(await fileCount()).toBe(before + 2);
    for (const fileId of [...attached.map((file) => file.fileId), idea.featuredImageId ?? 0])
      await api().get(`/api/file?fileId=${fileId}`).expect(200);
  });

  it('refuses the signed out, outsiders of a private crowd, private users of another crowd and disabled members', async () => {
    const { crowd } = await crowdWithFollower({ tier: 3, privateCrowd: true });
    await create(null, crowd.id).expect(401);

    const outsider = await createUser(testApp.dataSource);
    await create(await signIn(testApp.app, outsider.email), crowd.id).expect(403);

    const home = await createCrowd(testApp.dataSource, { tier: 3, privateUsers: true });
    const bound = await createUser(testApp.dataSource, { boundCrowdId: home.id });
    await addMember(testApp.dataSource, home.id, bound.id, 'CROWD_FOLLOWER');
    const boundCookie = await signIn(testApp.app, bound.email, { crowdId: home.id });
    const publicCrowd = await createCrowd(testApp.dataSource);
    const refused = await create(boundCookie, publicCrowd.id).expect(403);
    expect(refused.body).toEqual({ error: 'user_bound_to_other_crowd' });

    const disabled = await createUser(testApp.dataSource);
    const membership = await addMember(testApp.dataSource, crowd.id, disabled.id, 'CROWD_FOLLOWER');
    await repo(CrowdMember).update({ id: membership.id }, { disabled: true });
    await create(await signIn(testApp.app, disabled.email), crowd.id).expect(403);

    await create((await crowdWithFollower()).cookie, 999_999).expect(404);
    expect(await repo(Idea).countBy({ crowdId: crowd.id })).toBe(0);
  });

  describe('the owner’s edit', () => {
    async function ownIdea() {
      const world = await crowdWithFollower();
      const response = await create(world.cookie, world.crowd.id, {
        embeddableVideos: [YOUTUBE],
        attachments: [
          { bytes: await picture('#f00'), filename: 'one.png' },
          { bytes: await picture('#0f0'), filename: 'two.png' },
        ],
        featuredImg: { bytes: await picture('#00f'), filename: 'cover.png' },
      }).expect(201);
      return { ...world, idea: response.body.idea as TIdea };
    }

    it('removes an image (its file is deleted), adds an image and a video, keeps the featured image', async () => {
      const { cookie, idea } = await ownIdea();
      const [kept, dropped] = idea.fileIds;
      const response = await update(cookie, idea, {
        name: 'Greener, shadier streets',
        fileIds: [kept!],
        featuredImageId: idea.featuredImageId!,
        embeddableVideos: [YOUTUBE, VIMEO],
        attachments: [{ bytes: await picture('#ff0'), filename: 'three.png' }],
      }).expect(200);

      const { idea: saved, message } = ZUpdateIdeaResponse.parse(response.body);
      expect(message).toBe('idea_updated');
      expect(saved).toMatchObject({
        version: idea.version + 1,
        name: 'Greener, shadier streets',
        featuredImageId: idea.featuredImageId,
        embeddableVideos: [YOUTUBE, VIMEO],
      });
      expect(saved.fileIds).toHaveLength(2);
      expect(saved.fileIds[0]).toBe(kept);
      expect(await repo(StoredFile).existsBy({ id: dropped! })).toBe(false);
      await api().get(`/api/file?fileId=${dropped}`).expect(404);
      expect(await repo(IdeaVideo).countBy({ ideaId: idea.id })).toBe(2);
    });

    it('replaces the featured image and deletes the old one; an empty id removes it', async () => {
      const { cookie, idea } = await ownIdea();
      const replaced = await update(cookie, idea, {
        fileIds: idea.fileIds,
        featuredImg: { bytes: await picture('#0ff'), filename: 'new.png' },
      }).expect(200);
      const saved = replaced.body.idea as TIdea;
      expect(saved.featuredImageId).not.toBe(idea.featuredImageId);
      expect(await repo(StoredFile).existsBy({ id: idea.featuredImageId! })).toBe(false);

      const cleared = await update(cookie, saved, { fileIds: saved.fileIds, featuredImageId: '' }).expect(200);
      expect(cleared.body.idea.featuredImageId).toBeNull();
      expect(await repo(StoredFile).existsBy({ id: saved.featuredImageId! })).toBe(false);
    });

    it('counts the attachments kept against the limit of 5 and refuses ids that are not the idea’s', async () => {
      const { cookie, idea } = await ownIdea();
      const four = await Promise.all([1, 2, 3, 4].map((n) => picture(`#${n}${n}${n}`)));
      const before = await fileCount();
      const tooMany = await update(cookie, idea, {
        fileIds: idea.fileIds,
        attachments: four.map((bytes, n) => ({ bytes, filename: `${n}.png` })),
      }).expect(422);
      expect(tooMany.body.errors).toEqual([{ param: 'attachments', msg: 'validation_idea_attachments_max' }]);

      const foreign = await update(cookie, idea, { fileIds: [...idea.fileIds, idea.featuredImageId!] }).expect(422);
      expect(foreign.body.errors).toEqual([{ param: 'fileIds', msg: 'validation_invalid_value' }]);
      expect(await fileCount()).toBe(before);
      expect(await repo(IdeaFile).countBy({ ideaId: idea.id })).toBe(2);
    });

    it('answers 409 to a stale version and changes nothing, not even the files', async () => {
      const { cookie, idea } = await ownIdea();
      await update(cookie, idea, { fileIds: idea.fileIds, name: 'First edit' }).expect(200);
      const before = await fileCount();
      const stale = await update(cookie, idea, {
        fileIds: [],
        name: 'Second edit',
        attachments: [{ bytes: await picture(), filename: 'late.png' }],
      }).expect(409);
      expect(stale.headers[STALE_ENTITY_HEADER.toLowerCase()]).toBe('Idea');
      expect(await fileCount()).toBe(before);
      const stored = await repo(Idea).findOneByOrFail({ id: idea.id });
      expect(stored.name).toBe('First edit');
      expect(await repo(IdeaFile).countBy({ ideaId: idea.id })).toBe(2);
    });

    it('is for the owner only: another member, even the crowd admin, gets 403', async () => {
      const { crowd, idea } = await ownIdea();
      const admin = await createUser(testApp.dataSource);
      await addMember(testApp.dataSource, crowd.id, admin.id, 'CROWD_ADMIN');
      await update(await signIn(testApp.app, admin.email), idea, { fileIds: idea.fileIds }).expect(403);
      const other = await crowdWithFollower();
      await update(other.cookie, { ...idea, crowdId: other.crowd.id }, { fileIds: [] }).expect(404);
      expect((await repo(Idea).findOneByOrFail({ id: idea.id })).version).toBe(idea.version);
    });
  });
});
