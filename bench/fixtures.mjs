// What the scenarios need of the seeded demo crowd: its id, an idea's id, and at least one full
// page of cards. A seed with fewer ideas is topped up straight in the database, so the crowd home
// renders 20 cards whatever the seed holds.
import { PAGE_SIZES } from '@crowd/contracts/limits';
import { runSql } from '../e2e/support/fixtures.mjs';

const getJson = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return response.json();
};

export async function demoFacts(env) {
  const crowd = await getJson(`${env.API_URL}/api/crowdView/domain/demo`);
  const firstPage = () => getJson(`${env.API_URL}/api/crowdView/ideas/${crowd.id}?limit=${PAGE_SIZES.crowdIdeas}`);
  let { ideas } = await firstPage();
  const missing = PAGE_SIZES.crowdIdeas - ideas.length;
  if (missing > 0) {
    const now = { mysql: 'UTC_TIMESTAMP(3)', sqlite: "strftime('%Y-%m-%d %H:%M:%f', 'now')" };
    const insert = (engine) =>
      'INSERT INTO idea (crowdId, creatorName, name, description, state, version, createdAt, updatedAt) VALUES ' +
      Array.from(
        { length: missing },
        (_, index) =>
          `(${crowd.id}, 'Bench', 'Benchmark idea ${index + 1}', '<p>A card of the benchmark.</p>', ` +
          `'SUBMITTED', 1, ${now[engine]}, ${now[engine]})`,
      ).join(', ');
    runSql(env, { mysql: insert('mysql'), sqlite: insert('sqlite') });
    ({ ideas } = await firstPage());
  }
  return { crowdId: crowd.id, ideaId: ideas[0].id, cards: ideas.length };
}
