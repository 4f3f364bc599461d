import { QueryFailedError } from 'typeorm';

const DUPLICATE_KEY_CODES = new Set(['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);
const MYSQL_ER_DUP_ENTRY = 1062;

/** A unique index refused the write, on MySQL/MariaDB or SQLite. */
export function isDuplicateKeyError(error: unknown): error is QueryFailedError {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError: unknown = error.driverError;
  if (typeof driverError !== 'object' || driverError === null) return false;
  const { code, errno } = driverError as { code?: unknown; errno?: unknown };
  return (typeof code === 'string' && DUPLICATE_KEY_CODES.has(code)) || errno === MYSQL_ER_DUP_ENTRY;
}
