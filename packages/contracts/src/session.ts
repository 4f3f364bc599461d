/** The API's host-only session cookie (decision 004); the web reads only whether a request carries it. */
export const SESSION_COOKIE_NAME = 'crowd_sid';
