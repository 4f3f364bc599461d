/** Lengths, counts, page sizes and durations of section 9 of both spec documents. */
export const LIMITS = {
  userNameMax: 120,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 25,
  aboutMax: 600,
  commentMax: 600,
  ideaNameMax: 200,
  ideaDescriptionMax: 5000,
  ideaAttachmentsMax: 5,
  ideaVideosMax: 5,
  shareEmailsMax: 10,
  categoryNameMax: 40,
  /** Outgoing webhooks (decision 035): per crowd, the URL's length, the log kept per webhook, failures before disabling. */
  webhooksPerCrowdMax: 10,
  webhookUrlMax: 500,
  webhookDeliveryLogMax: 50,
  webhookFailuresBeforeDisabling: 10,
  categoryDescriptionMax: 600,
  crowdTitleMax: 120,
  crowdDescriptionMax: 600,
  introContentMax: 3000,
  questionOptionsMin: 2,
  questionOptionsMax: 10,
  questionTextMax: 500,
  answerTextMax: 2000,
  subdomainMax: 63,
  domainMax: 253,
  uploadBytesMax: 10 * 1024 * 1024,
  /**
   * Pixels (width × height) of an uploaded image, refused above before it is decoded: a few
   * kilobytes of PNG can declare gigapixels (a decompression bomb). 40 MP takes any camera's photo
   * and keeps one decode at about 160 MB of memory.
   */
  uploadPixelsMax: 40_000_000,
  /** A form post without a file, as the web accepts it (413 above): far more than any form's fields. */
  formBodyBytesMax: 64 * 1024,
  /**
   * Fields (files included) of one posted form, as the web reads it before any action (decision
   * 029). The largest forms are the users table without JavaScript (five a row) and the
   * questionnaire editor: 1000 is 199 rows, and far below where reading a form costs time.
   */
  formFieldsMax: 1000,
  /** Characters of a posted field's name: the longest a page uses is under 40. */
  formFieldNameMax: 100,
  /** Nesting of a field's name (`questions.3.options.2.text` is 4): each `[` or `.` is a level. */
  formFieldDepthMax: 4,
  /** The highest number a name's segment may be (`a[99]`): remix-validated-form makes one an array index. */
  formFieldIndexMax: 99,
  ratingMin: 1,
  ratingMax: 5,
  /** Ideas in one batch of signed-out views the web sends (POST /public/ideas/views). */
  viewBatchIdeasMax: 1000,
  /** Views of one idea in one batch: a second's visits of one page, with room to spare. */
  viewBatchCountMax: 10_000,
} as const;

export const PAGE_SIZES = {
  notifications: 20,
  notificationDropdown: 5,
  comments: 20,
  /** Idea cards per page of a crowd's home (one scroll's load, or one "next page"). */
  crowdIdeas: 20,
  tableOptions: [10, 25, 50, 'all'] as const,
  tableDefault: 10,
  landingPreview: 10,
} as const;

export const UI = {
  infiniteScrollThresholdPx: 100,
  scrollToTopThresholdPx: 100,
  slideshowIntervalMs: 5000,
  ideaCardNameChars: 24,
  ideaCardDescriptionChars: 120,
  galleryVisibleItems: 5,
  ratingPrecision: 0.1,
  aboutRows: { min: 5, max: 10 },
  shareEmailsRows: 3,
  defaultIntroColor: '#F4B91F',
} as const;

export const TOAST_DURATION_MS = {
  default: 3000,
  requestError: 5000,
  loginError: 6000,
} as const;

export const BREAKPOINTS = {
  buttons: 450,
  xs: 0,
  sm: 600,
  md: 768,
  lg: 1024,
  xl: 1280,
  xxl: 1440,
} as const;

export const ALLOWED_IMAGE_EXTENSIONS = ['gif', 'jpeg', 'jpg', 'png'] as const;
export const ALLOWED_IMAGE_MIME_TYPES = ['image/gif', 'image/jpeg', 'image/png'] as const;
export type TUploadImageMimeType = (typeof ALLOWED_IMAGE_MIME_TYPES)[number];
/** What the API stores and serves: the uploaded formats, and WebP for ideas' images (decision 023). */
export const STORED_IMAGE_MIME_TYPES = [...ALLOWED_IMAGE_MIME_TYPES, 'image/webp'] as const;
export type TImageMimeType = (typeof STORED_IMAGE_MIME_TYPES)[number];

/**
 * Widths (px) `GET /file?fileId&w` serves an image at, besides its original; a fixed set, so each
 * variant is made once and every page shares it (`srcset` picks one for the device's pixel ratio).
 */
export const IMAGE_WIDTHS = [80, 160, 320, 640, 1280] as const;
export type TImageWidth = (typeof IMAGE_WIDTHS)[number];

export const RESERVED_SUBDOMAINS = [
  'api',
  'login',
  'registration',
  'admin',
  'dashboard',
  'challenge',
  'blog',
  'support',
  'app',
  'in',
  'web',
  'tools',
  'report',
  'www',
] as const;

/** First path segments used by routes of either site; a category slug may not take one. */
export const RESERVED_CATEGORY_SLUGS = [
  'login',
  'register',
  'account',
  'accountactivation',
  'forgotpassword',
  'resetpassword',
  'privacypolicy',
  'serviceagreement',
  'idea',
  'ideas',
  'createidea',
  'crowds',
  'crowd',
  'intro',
  'subscription',
  'api',
  'socket.io',
  'assets',
  'auth',
] as const;

/**
 * Segments a posted field's name may not have (`__proto__`, `x[constructor]`, `a.toString`):
 * remix-validated-form builds an object from the names, and a segment that names what every
 * object inherits changes or shadows it (decision 029).
 */
export const RESERVED_FORM_FIELD_SEGMENTS = [
  '__proto__',
  'constructor',
  'prototype',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  'toString',
  'valueOf',
] as const;
