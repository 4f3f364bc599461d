/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Node export conditions: remix-validated-form pulls in nanoid, whose browser build is ES modules only.
import { screen } from '@testing-library/react';
import { PasswordCard } from '~/features/account/password-card';
import type { ProfileUser } from '~/features/account/profile.server';
import { renderInRoute } from '../render';

const user = (hasPassword: boolean): ProfileUser => ({
  id: 7,
  version: 2,
  email: 'ada@example.com',
  name: 'Ada',
  timeZone: 'UTC',
  about: '',
  locale: 'en',
  hasPassword,
  avatarImageId: null,
});

describe('password card (spec 2.5)', () => {
  it('asks for the current password when the user has one', () => {
    renderInRoute(<PasswordCard user={user(true)} />, { url: '/account' });
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('8 to 25 characters'),
    );
    expect(screen.getByRole('button', { name: 'Change password' })).toHaveAttribute('type', 'submit');
  });

  it('offers to set a password to a user who signed up with a social account', () => {
    renderInRoute(<PasswordCard user={user(false)} />, { url: '/account', locale: 'sk' });
    expect(screen.getByRole('heading', { name: 'Nastavenie hesla' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Aktuálne heslo')).toBeNull();
    expect(screen.getByLabelText('Heslo')).toBeInTheDocument();
    expect(screen.getByLabelText('Potvrdenie hesla')).toBeInTheDocument();
  });

  it('posts id and version with the form', () => {
    const { container } = renderInRoute(<PasswordCard user={user(true)} />, { url: '/account' });
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form?.querySelector('input[name=id]')).toHaveValue('7');
    expect(form?.querySelector('input[name=version]')).toHaveValue('2');
    expect(form?.querySelector('input[name=subaction]')).toHaveValue('password');
  });
});
