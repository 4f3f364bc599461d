import { fieldMessage, parseFieldMessage } from './field-message';

describe('field messages with a count', () => {
  it('round-trips a key with its count and leaves plain keys alone', () => {
    expect(parseFieldMessage(fieldMessage('validation_crowd_users_can_only_add', 2))).toEqual({
      key: 'validation_crowd_users_can_only_add',
      values: { count: 2 },
    });
    expect(parseFieldMessage(fieldMessage('validation_crowd_users_emails'))).toEqual({
      key: 'validation_crowd_users_emails',
    });
    expect(parseFieldMessage('crowdAdmin:users.add.invited')).toEqual({ key: 'crowdAdmin:users.add.invited' });
  });
});
