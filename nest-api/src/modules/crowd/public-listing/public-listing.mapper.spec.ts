import type { Crowd } from '../crowd/entities/crowd.entity';
import type { Idea } from '../../idea/idea/entities/idea.entity';
import { crowdSiteUrl, toPublicIdeaCard } from './public-listing.mapper';

const links = { protocol: 'https' as const, hosts: { mainHost: 'ideas.example.com' } };
const crowd = (fields: Partial<Crowd>): Crowd =>
  ({ id: 1, title: 'Green Town', subdomain: 'green', domain: null, subdomainRouting: true, ...fields }) as Crowd;

describe('crowdSiteUrl', () => {
  it('is the subdomain of the main host', () => {
    expect(crowdSiteUrl(crowd({}), 1, links)).toBe('https://green.ideas.example.com');
  });

  it('is the own domain only while proven, the plan in force has the feature and subdomain routing is off', () => {
    const owned = crowd({ domain: 'ideas.green.org', subdomainRouting: false, domainServed: true });
    const unproven = crowd({ domain: 'ideas.green.org', subdomainRouting: false, domainServed: false });
    expect(crowdSiteUrl(owned, 3, links)).toBe('https://ideas.green.org');
    expect(crowdSiteUrl(unproven, 3, links)).toBe('https://green.ideas.example.com');
    expect(crowdSiteUrl(owned, 2, links)).toBe('https://green.ideas.example.com');
    expect(crowdSiteUrl(owned, undefined, links)).toBe('https://green.ideas.example.com');
    expect(crowdSiteUrl(crowd({ domain: 'ideas.green.org' }), 3, links)).toBe('https://green.ideas.example.com');
  });
});

describe('toPublicIdeaCard', () => {
  it("links the idea on its crowd's site and cuts the plain text of its description to 120 characters", () => {
    const idea = {
      id: 7,
      name: 'Trees',
      description: `<p>Plant <b>trees</b> &amp; ${'x'.repeat(200)}</p>`,
      crowdId: 1,
      createdAt: new Date('2026-01-02T03:04:05.000Z'),
      creatorName: 'Ann',
      likeCount: 3,
      commentCount: 1,
      featuredImageId: null,
    } as Idea;
    const card = toPublicIdeaCard(idea, crowd({}), 'https://green.ideas.example.com');
    expect(card).toMatchObject({ link: 'https://green.ideas.example.com/idea/7', crowdTitle: 'Green Town' });
    expect(card.description.startsWith('Plant trees & xxx')).toBe(true);
    expect([...card.description]).toHaveLength(120);
    expect(card.description.endsWith('…')).toBe(true);
  });

  it('keeps a space between paragraphs, list items and lines of the description', () => {
    const idea = {
      id: 8,
      name: 'Refunds',
      description: '<p>Get the refund instantly.</p><p>No queues.</p><ul><li>one</li><li>two</li></ul>a<br>b',
      crowdId: 1,
      createdAt: new Date('2026-01-02T03:04:05.000Z'),
      creatorName: 'Ann',
      likeCount: 0,
      commentCount: 0,
      featuredImageId: null,
    } as Idea;
    expect(toPublicIdeaCard(idea, crowd({}), 'https://green.ideas.example.com').description).toBe(
      'Get the refund instantly. No queues. one two a b',
    );
  });
});
