import { MAIN, settle } from '../../test/route-args';
import { readFormData } from './form-data.server';

describe('readFormData', () => {
  it('reads a well-formed form', async () => {
    const form = await readFormData(
      new Request('http://x/', { method: 'POST', body: new URLSearchParams({ a: '1' }) }),
    );
    expect(form.get('a')).toBe('1');
  });

  it('answers a body that is not a form with 400', async () => {
    const outcome = await settle(
      readFormData(
        new Request(`http://${MAIN}/register`, {
          method: 'POST',
          headers: { 'Content-Type': 'multipart/form-data; boundary=----x' },
          body: '------y\r\n\r\nada',
        }),
      ),
    );
    expect(outcome.status).toBe(400);
  });
});
