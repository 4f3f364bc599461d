import { InitialSchema1700000000000 } from './1700000000000-initial-schema';

/** Every migration, oldest first. */
export const MIGRATIONS = [InitialSchema1700000000000];
