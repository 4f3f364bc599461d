/** Sign-in, registration, activation and password-reset pages. */
export const auth = {
  login: { title: 'Sign in' },
};
