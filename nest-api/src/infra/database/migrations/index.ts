import { InitialSchema1700000000000 } from './1700000000000-initial-schema';
import { SessionFamily1795434244066 } from './1795434244066-session-family';

/** Every migration, oldest first. */
export const MIGRATIONS = [InitialSchema1700000000000, SessionFamily1795434244066];
