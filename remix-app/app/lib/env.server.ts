export { getEnv } from '../../server/env.js';
