/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Node export conditions: remix-validated-form pulls in nanoid, whose browser build is ES modules only.
import { withZod } from '@remix-validated-form/with-zod';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ValidatedForm } from 'remix-validated-form';
import { z } from 'zod';
import { renderInRoute } from '../../../test/render';
import { PasswordField, TextField } from './validated-field';

const validator = withZod(
  z.object({
    email: z.string().email('validation_registration_email'),
    password: z.string().min(8, 'validation_registration_password'),
    confirmPassword: z.string().min(8, 'validation_registration_password'),
  }),
);

function Form() {
  return (
    <ValidatedForm validator={validator} method="post" noValidate>
      <TextField name="email" type="email" label="E-mail" size="lg" />
      <PasswordField name="password" label="Password" hint="The rules" hintHiddenOnError size="lg" />
      <TextField name="confirmPassword" type="password" label="Confirm" hint="Same again" />
      <button type="submit">Go</button>
    </ValidatedForm>
  );
}

describe('validated fields', () => {
  it('labels the control and describes it by its hint', () => {
    renderInRoute(<Form />);
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAttribute('aria-describedby');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('The rules');
    expect(screen.getByLabelText('Confirm')).toHaveAccessibleDescription('Same again');
  });

  it('marks invalid fields and describes them by the translated error', async () => {
    renderInRoute(<Form />);
    fireEvent.submit(screen.getByRole('button', { name: 'Go' }).closest('form') as HTMLFormElement);
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');
    // The hint gives way to the error that repeats it …
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(expect.stringMatching(/^The password must be 8 to 25/));
    expect(screen.queryByText('The rules')).toBeNull();
    // … unless asked to stay.
    const confirm = screen.getByLabelText('Confirm');
    expect(confirm).toHaveAccessibleDescription(expect.stringMatching(/^Same again The password must be 8 to 25/));
    expect(screen.getAllByRole('alert')).toHaveLength(3);
  });

  it('shows and hides the password', () => {
    renderInRoute(<Form />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });
});
