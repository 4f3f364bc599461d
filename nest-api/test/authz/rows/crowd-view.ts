import { createIdea } from '../../support/ideas';
import { slugifyCategoryName, type TCrowdRole } from '@crowd/contracts';
import { Category } from '../../../src/modules/idea/category/entities/category.entity';
import type { Crowd } from '../../../src/modules/crowd/crowd/entities/crowd.entity';
import { writeIdeaSearchRow } from '../../../src/modules/idea/idea/idea-search-index.repository';
import { Idea } from '../../../src/modules/idea/idea/entities/idea.entity';
import { allowed, everyone, refused, signedIn, type ActorName, type MatrixRow } from '../matrix';
import type { World } from '../world';

/** The role each actor holds in crowd A as its site sees them (a private user of B has no session there). */
const ROLE_IN_A: Record<ActorName, TCrowdRole | null> = {
  anonymous: null,
  followerA: 'CROWD_FOLLOWER',
  managerA: 'CROWD_MANAGER',
  adminA: 'CROWD_ADMIN',
  adminB: null,
  privateB: null,
};

/** Members of private crowd B see its content; everyone else its branding only. */
const MEMBERS_OF_B: readonly ActorName[] = ['adminB', 'privateB'];

const roleInA: MatrixRow['check'] = (response, actor) => {
  expect((response.body as { role: unknown }).role).toBe(ROLE_IN_A[actor]);
};

const privateContent: MatrixRow['check'] = (response, actor) => {
  const description = (response.body as { description: unknown }).description;
  expect(description).toBe(MEMBERS_OF_B.includes(actor) ? 'Members only' : '');
};

/** A visible and a hidden category of `crowd`, created by the first row that asks. */
async function publicSiteCategories(world: World, crowd: Crowd): Promise<void> {
  const categories = world.dataSource.getRepository(Category);
  for (const [name, visible] of [
    ['Shown on the site', true],
    ['Hidden from the site', false],
  ] as const) {
    if (await categories.existsBy({ crowdId: crowd.id, name })) continue;
    await categories.save(
      categories.create({ crowdId: crowd.id, name, slug: slugifyCategoryName(name), description: null, visible }),
    );
  }
}

/** One idea of `crowd` named after it, created by the first row that asks; its id. */
async function siteIdea(world: World, crowd: Crowd): Promise<number> {
  const ideas = world.dataSource.getRepository(Idea);
  const name = `Idea of ${crowd.subdomain}`;
  const known = await ideas.findOneBy({ crowdId: crowd.id, name });
  if (known) return known.id;
  return (await createIdea(world.dataSource, crowd.id, null, { creatorName: 'Matrix', name })).id;
}

/** `siteIdea`, in the search index as the API's writers would have put it. */
async function searchableSiteIdea(world: World, crowd: Crowd): Promise<number> {
  const id = await siteIdea(world, crowd);
  const idea = await world.dataSource.getRepository(Idea).findOneByOrFail({ id });
  await writeIdeaSearchRow(world.dataSource.manager, idea, []);
  return id;
}

const ideaNames = (response: { body: unknown }): string[] =>
  (response.body as { ideas: Array<{ name: string }> }).ideas.map((idea) => idea.name);

/** A private crowd's content: its members read it; outsiders learn nothing (401 signed out, 403 signed in). */
const MEMBERS_OF_B_ONLY = everyone(refused(403, 'forbidden'), {
  anonymous: refused(401, 'unauthorized'),
  adminB: allowed(),
  privateB: allowed(),
});

const categoryNames = (response: { body: unknown }): string[] =>
  (response.body as Array<{ name: string }>).map((category) => category.name);

/** The public crowd site's view of a crowd; answered to everyone, private content to members only. */
export const CROWD_VIEW_ROWS: MatrixRow[] = [
  {
    route: 'GET /crowdView/domain/{domain}',
    title: 'crowd A',
    site: 'crowdA',
    call: (world) => ({ path: `/crowdView/domain/${world.crowdA.subdomain}` }),
    expect: everyone(allowed()),
    check: roleInA,
  },
  {
    route: 'GET /crowdView/{crowdId}',
    title: 'crowd A',
    site: 'crowdA',
    call: (world) => ({ path: `/crowdView/${world.crowdA.id}` }),
    expect: everyone(allowed()),
    check: roleInA,
  },
  {
    route: 'GET /crowdView/domain/{domain}',
    title: 'private crowd B',
    site: 'crowdB',
    call: (world) => ({ path: `/crowdView/domain/${world.crowdB.subdomain}` }),
    expect: everyone(allowed()),
    check: privateContent,
  },
  {
    route: 'GET /crowdView/{crowdId}',
    title: 'private crowd B, from the main site',
    site: 'main',
    call: (world) => ({ path: `/crowdView/${world.crowdB.id}` }),
    expect: everyone(allowed()),
    check: privateContent,
  },
  {
    route: 'GET /crowdView/category/{domain}',
    title: 'crowd A: its visible categories',
    site: 'crowdA',
    call: async (world) => {
      await publicSiteCategories(world, world.crowdA);
      return { path: `/crowdView/category/${world.crowdA.subdomain}` };
    },
    expect: everyone(allowed()),
    check: (response) => {
      expect(categoryNames(response)).toContain('Shown on the site');
      expect(categoryNames(response)).not.toContain('Hidden from the site');
    },
  },
  {
    route: 'GET /crowdView/category/{domain}',
    title: 'private crowd B: to its members only',
    site: 'crowdB',
    call: async (world) => {
      await publicSiteCategories(world, world.crowdB);
      return { path: `/crowdView/category/${world.crowdB.subdomain}` };
    },
    expect: MEMBERS_OF_B_ONLY,
    check: (response, actor) => {
      if (MEMBERS_OF_B.includes(actor)) expect(categoryNames(response)).toEqual(['Shown on the site']);
    },
  },
  {
    route: 'GET /crowdView/ideas/{crowdId}',
    title: 'crowd A: its ideas',
    site: 'crowdA',
    call: async (world) => {
      await siteIdea(world, world.crowdA);
      return { path: `/crowdView/ideas/${world.crowdA.id}` };
    },
    expect: everyone(allowed()),
    check: (response, _actor, world) => {
      expect(ideaNames(response)).toEqual([`Idea of ${world.crowdA.subdomain}`]);
    },
  },
  {
    route: 'GET /crowdView/ideas/{crowdId}',
    title: 'private crowd B: to its members only',
    site: 'crowdB',
    call: async (world) => {
      await siteIdea(world, world.crowdB);
      return { path: `/crowdView/ideas/${world.crowdB.id}` };
    },
    expect: MEMBERS_OF_B_ONLY,
  },
  {
    route: 'GET /crowdView/idea/{domain}/{ideaId}',
    title: 'crowd A: one of its ideas, with the reader state of the signed in',
    site: 'crowdA',
    call: async (world) => ({
      path: `/crowdView/idea/${world.crowdA.subdomain}/${await siteIdea(world, world.crowdA)}`,
    }),
    expect: everyone(allowed()),
    check: (response, actor, world) => {
      const body = response.body as { idea: { name: string }; viewer: unknown };
      expect(body.idea.name).toBe(`Idea of ${world.crowdA.subdomain}`);
      // A private user of B has no session on A's site: A sees a visitor.
      if (actor === 'anonymous' || actor === 'privateB') expect(body.viewer).toBeNull();
      else
        expect(body.viewer).toEqual({
          liked: false,
          rating: null,
          likeQuestionnaireAnswered: false,
          creationAnswers: [],
        });
    },
  },
  {
    route: 'GET /crowdView/idea/{domain}/{ideaId}',
    title: 'private crowd B: to its members only',
    site: 'crowdB',
    call: async (world) => ({
      path: `/crowdView/idea/${world.crowdB.subdomain}/${await siteIdea(world, world.crowdB)}`,
    }),
    expect: MEMBERS_OF_B_ONLY,
  },
  {
    route: 'GET /crowdView/ideaReader/{domain}/{ideaId}',
    title: "crowd A: the signed-in reader's top bar and state of one of its ideas",
    site: 'crowdA',
    call: async (world) => ({
      path: `/crowdView/ideaReader/${world.crowdA.subdomain}/${await siteIdea(world, world.crowdA)}`,
    }),
    // A private user of B has no session on A's site.
    expect: signedIn(allowed(), { privateB: refused(401, 'unauthorized') }),
    check: (response, actor) => {
      if (actor === 'anonymous' || actor === 'privateB') return;
      const body = response.body as { user: { email: string }; viewer: unknown };
      // Their own top bar, not that of whoever asked before them.
      expect(body.user.email).toBe(`${actor.toLowerCase()}@matrix.example.com`);
      expect(body.viewer).toEqual({
        liked: false,
        rating: null,
        likeQuestionnaireAnswered: false,
        creationAnswers: [],
      });
    },
  },
  {
    route: 'GET /crowdView/ideaReader/{domain}/{ideaId}',
    title: 'private crowd B: to its members only',
    site: 'crowdB',
    call: async (world) => ({
      path: `/crowdView/ideaReader/${world.crowdB.subdomain}/${await siteIdea(world, world.crowdB)}`,
    }),
    expect: MEMBERS_OF_B_ONLY,
  },
  {
    route: 'GET /crowdView/ideaViewer/{domain}/{ideaId}',
    title: "crowd A: the signed-in reader's own state of one of its ideas",
    site: 'crowdA',
    call: async (world) => ({
      path: `/crowdView/ideaViewer/${world.crowdA.subdomain}/${await siteIdea(world, world.crowdA)}`,
    }),
    // A private user of B has no session on A's site.
    expect: signedIn(allowed(), { privateB: refused(401, 'unauthorized') }),
    check: (response, actor, world) => {
      if (actor === 'anonymous' || actor === 'privateB') return;
      // Their own state, not that of whoever asked before them.
      expect(response.body).toEqual({
        userId: world.userOf(actor).id,
        viewer: { liked: false, rating: null, likeQuestionnaireAnswered: false, creationAnswers: [] },
      });
    },
  },
  {
    route: 'GET /crowdView/ideaViewer/{domain}/{ideaId}',
    title: 'private crowd B: to its members only',
    site: 'crowdB',
    call: async (world) => ({
      path: `/crowdView/ideaViewer/${world.crowdB.subdomain}/${await siteIdea(world, world.crowdB)}`,
    }),
    expect: MEMBERS_OF_B_ONLY,
  },
  {
    route: 'GET /crowdView/ideaQuestionnaire/{domain}',
    title: 'crowd A',
    site: 'crowdA',
    call: (world) => ({ path: `/crowdView/ideaQuestionnaire/${world.crowdA.subdomain}` }),
    expect: everyone(allowed()),
  },
  {
    route: 'GET /crowdView/ideaQuestionnaire/{domain}',
    title: 'private crowd B: to its members only',
    site: 'crowdB',
    call: (world) => ({ path: `/crowdView/ideaQuestionnaire/${world.crowdB.subdomain}` }),
    expect: MEMBERS_OF_B_ONLY,
  },
  {
    route: 'GET /crowdView/ideas/{crowdId}',
    title: 'crowd A: its ideas searched',
    site: 'crowdA',
    call: async (world) => {
      await searchableSiteIdea(world, world.crowdA);
      return { path: `/crowdView/ideas/${world.crowdA.id}?search=IDEA` };
    },
    expect: everyone(allowed()),
    check: (response, _actor, world) => {
      expect(ideaNames(response)).toEqual([`Idea of ${world.crowdA.subdomain}`]);
    },
  },
  {
    route: 'GET /crowdView/ideas/{crowdId}',
    title: 'private crowd B searched: to its members only',
    site: 'crowdB',
    call: async (world) => {
      await searchableSiteIdea(world, world.crowdB);
      return { path: `/crowdView/ideas/${world.crowdB.id}?search=idea` };
    },
    expect: MEMBERS_OF_B_ONLY,
    check: (response, actor, world) => {
      if (MEMBERS_OF_B.includes(actor)) expect(ideaNames(response)).toEqual([`Idea of ${world.crowdB.subdomain}`]);
    },
  },
  {
    route: 'GET /crowdView/similarIdeas/{domain}',
    title: "crowd A: its ideas like a draft's",
    site: 'crowdA',
    call: async (world) => {
      await searchableSiteIdea(world, world.crowdA);
      return { path: `/crowdView/similarIdeas/${world.crowdA.subdomain}?text=Ide%C3%A1` };
    },
    expect: everyone(allowed()),
    check: (response, _actor, world) => {
      expect(ideaNames(response)).toEqual([`Idea of ${world.crowdA.subdomain}`]);
    },
  },
  {
    route: 'GET /crowdView/similarIdeas/{domain}',
    title: 'private crowd B: to its members only',
    site: 'crowdB',
    call: async (world) => {
      await searchableSiteIdea(world, world.crowdB);
      return { path: `/crowdView/similarIdeas/${world.crowdB.subdomain}?text=idea` };
    },
    expect: MEMBERS_OF_B_ONLY,
    check: (response, actor, world) => {
      if (MEMBERS_OF_B.includes(actor)) expect(ideaNames(response)).toEqual([`Idea of ${world.crowdB.subdomain}`]);
    },
  },
];
