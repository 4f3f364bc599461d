import { LIMITS } from '@crowd/contracts/limits';
import { formFailure, refillable } from './failed-action.server';

describe('what a refused form shows again', () => {
  it('is only the form’s own fields, never the rest of the post', () => {
    const posted = { email: 'ada@example.com', extra: 'x', a: ['1', '2'], nested: { deep: 'y' } };
    expect(refillable(posted, ['email', 'password'])).toEqual({ email: 'ada@example.com' });
  });

  it('keeps values and lists of values the form could have sent, not objects, files or oversized texts', () => {
    const posted = {
      emails: ['a@example.com', 'b@example.com'],
      visible: 'on',
      about: 'a'.repeat(LIMITS.ideaDescriptionMax + 1),
      avatar: new File(['x'], 'a.png'),
      answers: { '3': 'x' },
    };
    expect(refillable(posted, ['emails', 'visible', 'about', 'avatar', 'answers'])).toEqual({
      emails: ['a@example.com', 'b@example.com'],
      visible: 'on',
    });
  });

  it('answers with the declared fields in remix-validated-form’s shape', async () => {
    const response = formFailure(
      { name: 'validation_registration_name' },
      { repopulateFields: { name: 'Ada', injected: '<script>' }, fields: ['name'] },
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      fieldErrors: { name: 'validation_registration_name' },
      repopulateFields: { name: 'Ada' },
    });
  });
});
