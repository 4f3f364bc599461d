export { getEnv, type TWebEnv } from '../../server/env.js';
