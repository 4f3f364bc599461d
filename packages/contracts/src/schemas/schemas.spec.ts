import type { ZodTypeAny } from 'zod';
import { zodIssuesToValidationErrors, type TValidationError } from '../errors';
import { LIMITS } from '../limits';
import {
  ZAddCrowdUsersRequest,
  ZAdminUpdateIdeaMultipart,
  ZChangePasswordRequest,
  ZCreateCategoryRequest,
  ZCreateCommentRequest,
  ZCreateIdeaMultipart,
  ZCreateSubscriptionRequest,
  ZLoginRequest,
  ZNotificationListQuery,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZSaveQuestionnaireRequest,
  ZShareIdeaRequest,
  ZUpdateCategoryRequest,
  ZUpdateCrowdRequest,
  ZUpdateIdeaMultipart,
  ZUpdateThemingRequest,
  ZUpdateUserRequest,
  averageRating,
  validateQuestionnaireAnswers,
} from './index';

const errorsOf = (schema: ZodTypeAny, input: unknown): TValidationError[] => {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return zodIssuesToValidationErrors(result.error.issues);
};

const validRegistration = {
  email: 'Jane@Example.sk',
  confirmEmail: 'jane@example.sk ',
  name: 'Jane',
  password: 'Secret12!',
  confirmPassword: 'Secret12!',
  locale: 'sk',
};

describe('registration', () => {
  it('accepts a valid registration and normalizes the e-mail', () => {
    const parsed = ZRegisterRequest.parse(validRegistration);
    expect(parsed.email).toBe('jane@example.sk');
  });

  it('reports mismatched confirmations on their own params', () => {
    expect(
      errorsOf(ZRegisterRequest, {
        ...validRegistration,
        confirmEmail: 'other@example.sk',
        confirmPassword: 'Secret12?',
      }),
    ).toEqual([
      { param: 'confirmEmail', msg: 'validation_registration_confirmEmail' },
      { param: 'confirmPassword', msg: 'validation_registration_confirmPassword' },
    ]);
  });

  it('reports each invalid field with its validation_registration_ key', () => {
    const errors = errorsOf(ZRegisterRequest, {
      email: 'not-an-email',
      confirmEmail: 'not-an-email',
      name: '  ',
      password: 'weak',
      confirmPassword: 'weak',
    });
    expect(errors).toEqual([
      { param: 'email', msg: 'validation_registration_email' },
      { param: 'name', msg: 'validation_registration_name' },
      { param: 'password', msg: 'validation_registration_password' },
    ]);
  });

  it.each([
    ['Ann\r\nBcc: victim@example.com'],
    ['Evil\nhttp://evil.example/login'],
    ['a\u0000\u0007b'],
    ['\u202Egnp.exe'],
    ['\u2800'],
  ])('refuses the name %j: validation_name_characters', (name) => {
    const email = 'ann@example.com';
    const password = 'Secret12!';
    expect(
      errorsOf(ZRegisterRequest, { email, confirmEmail: email, name, password, confirmPassword: password }),
    ).toEqual([{ param: 'name', msg: 'validation_name_characters' }]);
  });

  it('reports missing fields with message keys, not zod English', () => {
    const errors = errorsOf(ZRegisterRequest, {});
    expect(errors.map((e) => e.msg)).toEqual([
      'validation_registration_email',
      'validation_registration_confirmEmail',
      'validation_registration_name',
      'validation_registration_password',
      'validation_registration_confirmPassword',
    ]);
  });

  it('reset password uses the registration keys', () => {
    expect(errorsOf(ZResetPasswordRequest, { password: 'Secret12!', confirmPassword: 'x' })).toEqual([
      { param: 'confirmPassword', msg: 'validation_registration_confirmPassword' },
    ]);
  });
});

describe('login', () => {
  it('defaults to EMAIL_PASSWORD and needs e-mail and password', () => {
    expect(errorsOf(ZLoginRequest, { email: 'bad', password: '' })).toEqual([
      { param: 'email', msg: 'validation_login_email' },
      { param: 'password', msg: 'validation_login_password' },
    ]);
    expect(ZLoginRequest.parse({ email: 'A@B.sk', password: 'x' })).toMatchObject({
      authProvider: 'EMAIL_PASSWORD',
      email: 'a@b.sk',
    });
  });

  it('social sign-in needs an access token, not a password', () => {
    expect(ZLoginRequest.safeParse({ authProvider: 'GOOGLE', accessToken: 'tok' }).success).toBe(true);
    expect(errorsOf(ZLoginRequest, { authProvider: 'FACEBOOK' })).toEqual([
      { param: 'accessToken', msg: 'social_login_error' },
    ]);
    expect(errorsOf(ZLoginRequest, { authProvider: 'FACEBOOK', accessToken: 't', email: 'nope' })).toEqual([
      { param: 'email', msg: 'validation_registration_email' },
    ]);
  });
});

describe('account', () => {
  it('change password reports validation_change_password_ keys', () => {
    expect(
      errorsOf(ZChangePasswordRequest, {
        id: 1,
        version: 0,
        currentPassword: '',
        password: 'weak',
        confirmPassword: 'x',
      }),
    ).toEqual([
      { param: 'currentPassword', msg: 'validation_change_password_currentPassword' },
      { param: 'password', msg: 'validation_change_password_password' },
      { param: 'confirmPassword', msg: 'validation_change_password_confirmPassword' },
    ]);
  });

  it('profile update checks name, about and locale', () => {
    expect(
      errorsOf(ZUpdateUserRequest, {
        id: 1,
        version: 2,
        name: ' ',
        about: 'x'.repeat(LIMITS.aboutMax + 1),
        locale: 'de',
      }),
    ).toEqual([
      { param: 'name', msg: 'validation_account_name' },
      { param: 'about', msg: 'validation_account_about' },
      { param: 'locale', msg: 'validation_account_locale' },
    ]);
    expect(errorsOf(ZUpdateUserRequest, { name: 'x' }).map((e) => e.param)).toEqual(['id', 'version']);
    expect(errorsOf(ZUpdateUserRequest, { id: 1, version: 2, name: 'a\u0000\u0007b' })).toEqual([
      { param: 'name', msg: 'validation_name_characters' },
    ]);
  });
});

describe('ideas', () => {
  const form = {
    name: 'Solar roofs',
    description: '<p>Put panels on every roof</p>',
    crowdId: '3',
    categoryId: '',
    embeddableVideos: ['https://youtu.be/x', '  '],
  };

  it('coerces multipart strings', () => {
    const parsed = ZCreateIdeaMultipart.parse({ ...form, answers: '[{"questionId":4,"answer":"yes"}]' });
    expect(parsed).toMatchObject({ crowdId: 3, categoryId: undefined, embeddableVideos: ['https://youtu.be/x'] });
    expect(parsed.answers).toEqual([{ questionId: 4, answer: 'yes' }]);
  });

  it('reports empty and too long descriptions with the excess count', () => {
    expect(errorsOf(ZCreateIdeaMultipart, { ...form, description: '<p><br></p>' })).toEqual([
      { param: 'description', msg: 'validation_idea_description_empty' },
    ]);
    const long = `<p>${'a'.repeat(LIMITS.ideaDescriptionMax)}&amp;&amp;</p>`;
    expect(errorsOf(ZCreateIdeaMultipart, { ...form, description: long })).toEqual([
      { param: 'description', msg: 'validation_idea_description_too_long', count: 2 },
    ]);
    expect(errorsOf(ZAdminUpdateIdeaMultipart, { ...form, id: '1', version: '0', description: '' })).toEqual([
      { param: 'description', msg: 'validation_idea_description' },
    ]);
  });

  it('checks names, video URLs and counts', () => {
    expect(
      errorsOf(ZCreateIdeaMultipart, { ...form, name: '', embeddableVideos: ['ftp://x', 'https://a.sk'] }),
    ).toEqual([
      { param: 'name', msg: 'validation_idea_name' },
      { param: 'embeddableVideos.0', msg: 'invalid_video_url' },
    ]);
    const six = Array.from({ length: 6 }, (_, i) => `https://v.sk/${i}`);
    expect(errorsOf(ZCreateIdeaMultipart, { ...form, embeddableVideos: six })).toEqual([
      { param: 'embeddableVideos', msg: 'validation_idea_videos_max' },
    ]);
    expect(
      errorsOf(ZUpdateIdeaMultipart, { ...form, id: '9', version: '2', fileIds: '1,2,3,4,5,6', featuredImageId: '' }),
    ).toEqual([{ param: 'fileIds', msg: 'validation_idea_attachments_max' }]);
    expect(
      ZUpdateIdeaMultipart.parse({ ...form, id: '9', version: '2', fileIds: ['1', '2'], featuredImageId: '' }),
    ).toMatchObject({ id: 9, version: 2, fileIds: [1, 2], featuredImageId: null });
  });

  it('share e-mails: free text, empty, invalid, too many', () => {
    expect(ZShareIdeaRequest.parse({ ideaId: 1, emails: 'A@x.sk; b@x.sk,a@x.sk' }).emails).toEqual([
      'a@x.sk',
      'b@x.sk',
    ]);
    expect(errorsOf(ZShareIdeaRequest, { ideaId: 1, emails: ' , ' })).toEqual([
      { param: 'emails', msg: 'validation_crowd_users_emails_empty' },
    ]);
    expect(errorsOf(ZShareIdeaRequest, { ideaId: 1, emails: 'a@x.sk nope' })).toEqual([
      { param: 'emails', msg: 'validation_crowd_users_emails' },
    ]);
    const eleven = Array.from({ length: 11 }, (_, i) => `u${i}@x.sk`).join(' ');
    expect(errorsOf(ZShareIdeaRequest, { ideaId: 1, emails: eleven })).toEqual([
      { param: 'emails', msg: 'validation_share_emails_too_many', count: LIMITS.shareEmailsMax },
    ]);
  });

  it('comments: empty and too long', () => {
    expect(errorsOf(ZCreateCommentRequest, { ideaId: 1, content: '   ' })).toEqual([
      { param: 'content', msg: 'validation_comment_empty' },
    ]);
    expect(errorsOf(ZCreateCommentRequest, { ideaId: 1, content: 'x'.repeat(LIMITS.commentMax + 3) })).toEqual([
      { param: 'content', msg: 'validation_comment_too_long', count: 3 },
    ]);
  });
});

describe('average rating', () => {
  it('is 0 before the first rating and the mean at one decimal after', () => {
    expect(averageRating(0, 0)).toBe(0);
    expect(averageRating(10, 3)).toBe(3.3);
    expect(averageRating(11, 3)).toBe(3.7);
    expect(averageRating(5, 2)).toBe(2.5);
    expect(averageRating(100, 20)).toBe(5);
  });
});

describe('crowd administration', () => {
  it('validates subdomain, domain, GA code and digits', () => {
    const base = { id: 1, version: 1 };
    expect(errorsOf(ZUpdateCrowdRequest, { ...base, subdomain: '  ' })).toEqual([
      { param: 'subdomain', msg: 'validation_crowd_subdomain_empty' },
    ]);
    expect(errorsOf(ZUpdateCrowdRequest, { ...base, subdomain: 'Admin' })).toEqual([
      { param: 'subdomain', msg: 'validation_crowd_subdomain_invalid' },
    ]);
    expect(errorsOf(ZUpdateCrowdRequest, { ...base, subdomain: 'a--b' })).toEqual([
      { param: 'subdomain', msg: 'validation_crowd_subdomain_regex' },
    ]);
    expect(errorsOf(ZUpdateCrowdRequest, { ...base, domain: 'not a domain' })).toEqual([
      { param: 'domain', msg: 'validation_crowd_domain_regex' },
    ]);
    expect(errorsOf(ZUpdateCrowdRequest, { ...base, domain: '', subdomainRouting: false })).toEqual([
      { param: 'domain', msg: 'validation_crowd_subdomain_disabled_domain_empty' },
    ]);
    expect(errorsOf(ZUpdateCrowdRequest, { ...base, gaCode: 'UA-1', likeMilestone: '12a', rewardAmount: -1 })).toEqual([
      { param: 'gaCode', msg: 'validation_crowd_gacode' },
      { param: 'likeMilestone', msg: 'validation_crowd_likeMilestone' },
      { param: 'rewardAmount', msg: 'validation_crowd_rewardAmount' },
    ]);
    expect(errorsOf(ZUpdateCrowdRequest, { ...base, title: '' })).toEqual([
      { param: 'title', msg: 'validation_crowd_title' },
    ]);
    expect(
      ZUpdateCrowdRequest.parse({
        ...base,
        subdomain: ' My-Crowd ',
        domain: 'WWW.Ideas.SK',
        likeMilestone: '100',
        gaCode: '',
      }),
    ).toMatchObject({ subdomain: 'my-crowd', domain: 'ideas.sk', likeMilestone: 100, gaCode: '' });
  });

  it('private crowd allowed entries and billing info', () => {
    expect(errorsOf(ZUpdateCrowdRequest, { id: 1, version: 1, privateCrowd: true, allowedDomains: ' ; ' })).toEqual([
      { param: 'allowedDomains', msg: 'validation_crowd_private_allowed_emails_empty' },
    ]);
    expect(errorsOf(ZUpdateCrowdRequest, { id: 1, version: 1, allowedDomains: 'firma.sk, jan@x.sk, nope' })).toEqual([
      { param: 'allowedDomains', msg: 'validation_crowd_private_allowed_emails_invalid' },
    ]);
    const errors = errorsOf(ZUpdateCrowdRequest, { id: 1, version: 1, billingInfo: { name: 'A', vatId: '' } });
    expect(errors.map((e) => e.msg)).toEqual([
      'validation_crowd_billing_companyName',
      'validation_crowd_billing_street',
      'validation_crowd_billing_postalCode',
      'validation_crowd_billing_city',
      'validation_crowd_billing_country',
      'validation_crowd_billing_companyId',
      'validation_crowd_billing_taxId',
    ]);
    expect(errors[0]?.param).toBe('billingInfo.companyName');
  });

  it('intro content limit reports the overflow', () => {
    const content = `<p>${'x'.repeat(LIMITS.introContentMax + 5)}</p>`;
    expect(errorsOf(ZUpdateThemingRequest, { id: 1, crowdId: 1, version: 1, customIntroContent: content })).toEqual([
      { param: 'customIntroContent', msg: 'validation_crowd_intro_too_long', count: 5 },
    ]);
    expect(
      errorsOf(ZUpdateThemingRequest, { id: 1, crowdId: 1, version: 1, customIntroBackgroundColor: 'red' }),
    ).toEqual([{ param: 'customIntroBackgroundColor', msg: 'validation_crowd_intro_color' }]);
  });

  it('categories: name required, too long, reserved', () => {
    expect(errorsOf(ZCreateCategoryRequest, { crowdId: 1, name: '' })).toEqual([
      { param: 'name', msg: 'validation_category_name' },
    ]);
    expect(errorsOf(ZCreateCategoryRequest, { crowdId: 1, name: 'x'.repeat(41) })).toEqual([
      { param: 'name', msg: 'validation_category_name_too_long' },
    ]);
    expect(errorsOf(ZCreateCategoryRequest, { crowdId: 1, name: 'Create Idea ' })).toEqual([]);
    expect(errorsOf(ZCreateCategoryRequest, { crowdId: 1, name: 'Account' })).toEqual([
      { param: 'name', msg: 'validation_category_name_reserved' },
    ]);
    expect(errorsOf(ZUpdateCategoryRequest, { id: 1, crowdId: 1, name: 'Energy' })).toEqual([
      { param: 'version', msg: 'validation_invalid_value' },
    ]);
  });

  it('crowd users: e-mail list', () => {
    expect(errorsOf(ZAddCrowdUsersRequest, { crowdId: 1, userType: 'manager', emails: '' })).toEqual([
      { param: 'emails', msg: 'validation_crowd_users_emails_empty' },
    ]);
    expect(errorsOf(ZAddCrowdUsersRequest, { crowdId: 1, userType: 'manager', emails: ['a@x.sk', 'b'] })).toEqual([
      { param: 'emails', msg: 'validation_crowd_users_emails' },
    ]);
  });

  it('subscriptions: tier and payment method', () => {
    expect(ZCreateSubscriptionRequest.parse({ crowdId: 1, requestedTier: '0' })).toMatchObject({ requestedTier: 0 });
    expect(errorsOf(ZCreateSubscriptionRequest, { crowdId: 1, requestedTier: 2 })).toEqual([
      { param: 'paymentMethodId', msg: 'validation_payment_method_required' },
    ]);
    expect(errorsOf(ZCreateSubscriptionRequest, { crowdId: 1, requestedTier: 7 })).toEqual([
      { param: 'requestedTier', msg: 'validation_subscription_tier' },
    ]);
  });

  it('questionnaires: question text, options and option count', () => {
    const errors = errorsOf(ZSaveQuestionnaireRequest, {
      id: 1,
      version: 0,
      crowdId: 1,
      questionnaireType: 'IDEA_LIKE',
      questions: [
        { questionType: 'TEXT', questionText: '' },
        { questionType: 'SINGLE_CHOICE', questionText: 'Q', options: [{ text: 'a' }] },
        { questionType: 'MULTIPLE_CHOICE', questionText: 'Q', options: [{ text: 'a' }, { text: ' ' }] },
        { questionType: 'TEXT', questionText: 'Q', options: [{ text: 'a' }] },
      ],
    });
    expect(errors).toEqual([
      { param: 'questions.0.questionText', msg: 'idea_question_validation_empty' },
      { param: 'questions.1.options', msg: 'idea_question_validation_options_count' },
      { param: 'questions.2.options.1.text', msg: 'idea_question_option_validation_empty' },
      { param: 'questions.3.options', msg: 'idea_question_validation_text_options' },
    ]);
  });

  it('questionnaire answers', () => {
    const questions = [
      { id: 1, questionType: 'TEXT' as const, options: [] },
      {
        id: 2,
        questionType: 'SINGLE_CHOICE' as const,
        options: [
          { id: 10, text: 'a' },
          { id: 11, text: 'b' },
        ],
      },
      { id: 3, questionType: 'MULTIPLE_CHOICE' as const, options: [{ id: 20, text: 'a' }] },
    ];
    expect(
      validateQuestionnaireAnswers(questions, [
        { questionId: 1, answer: ' ' },
        { questionId: 2, optionIds: [10, 11] },
      ]),
    ).toEqual([
      { param: 'answers.1', msg: 'idea_question_validation_answer_empty' },
      { param: 'answers.2', msg: 'idea_question_validation_option_empty' },
      { param: 'answers.3', msg: 'idea_question_validation_option_empty' },
    ]);
    expect(
      validateQuestionnaireAnswers(questions, [
        { questionId: 1, answer: 'yes' },
        { questionId: 2, optionIds: [11] },
        { questionId: 3, optionIds: [20] },
      ]),
    ).toEqual([]);
  });
});

describe('queries', () => {
  it('defaults offset and limit', () => {
    expect(ZNotificationListQuery.parse({})).toEqual({ offset: 0, limit: 20 });
    expect(ZNotificationListQuery.parse({ offset: '40', limit: '' })).toEqual({ offset: 40, limit: 20 });
    expect(errorsOf(ZNotificationListQuery, { limit: 'x' })).toEqual([
      { param: 'limit', msg: 'validation_invalid_value' },
    ]);
  });
});
