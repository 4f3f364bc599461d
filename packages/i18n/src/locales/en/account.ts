/** The account area: profile, avatar, password, notification settings, credit cards. */
export const account = {
  title: 'My account',
};
