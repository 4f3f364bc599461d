import type { ActionFunctionArgs } from '@remix-run/node';
import { action } from './resources.locale';

const post = (fields: Record<string, string>) => {
  const request = new Request('http://localhost:3000/resources/locale', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return action({ request, params: {}, context: {} as ActionFunctionArgs['context'] });
};

describe('POST /resources/locale', () => {
  it('sets the lng cookie and goes back to the page', async () => {
    const response = await post({ locale: 'sk', redirectTo: '/intro?x=1' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/intro?x=1');
    expect(response.headers.get('Set-Cookie')).toMatch(/^lng=.+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('never redirects off the site and ignores an unknown language', async () => {
    const offsite = await post({ locale: 'en', redirectTo: '//evil.example/' });
    expect(offsite.headers.get('Location')).toBe('/');
    const unknown = await post({ locale: 'de', redirectTo: '/' });
    expect(unknown.headers.get('Set-Cookie')).toBeNull();
  });
});
