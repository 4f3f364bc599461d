import { type DataSource, type Migration, MigrationExecutor, type QueryRunner } from 'typeorm';

const MYSQL_LOCK_NAME = 'crowd_migrations';
const MYSQL_LOCK_TIMEOUT_SECONDS = 60;

const isMysql = (dataSource: DataSource): boolean =>
  dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb';

/**
 * Runs the pending migrations (all in one transaction) and returns those applied.
 * Several api instances may start at once: on MySQL the run holds the named lock
 * `crowd_migrations`, taken and released on the very connection that migrates, so a second
 * instance waits, then finds nothing pending. On SQLite the transaction's single-writer lock
 * is enough.
 */
export async function runMigrations(dataSource: DataSource): Promise<Migration[]> {
  const queryRunner = dataSource.createQueryRunner();
  try {
    if (!isMysql(dataSource)) return await executePending(dataSource, queryRunner);
    await acquireLock(queryRunner);
    try {
      return await executePending(dataSource, queryRunner);
    } finally {
      // If the connection itself broke, the server has dropped the lock with it.
      await queryRunner.query('SELECT RELEASE_LOCK(?)', [MYSQL_LOCK_NAME]).catch(() => undefined);
    }
  } finally {
    await queryRunner.release();
  }
}

async function acquireLock(queryRunner: QueryRunner): Promise<void> {
  const rows: Array<{ acquired: number | string | null }> = await queryRunner.query(
    'SELECT GET_LOCK(?, ?) AS acquired',
    [MYSQL_LOCK_NAME, MYSQL_LOCK_TIMEOUT_SECONDS],
  );
  if (Number(rows[0]?.acquired) !== 1) {
    throw new Error(
      `Could not acquire the database lock "${MYSQL_LOCK_NAME}" within ${MYSQL_LOCK_TIMEOUT_SECONDS} s to run migrations`,
    );
  }
}

function executePending(dataSource: DataSource, queryRunner: QueryRunner): Promise<Migration[]> {
  const executor = new MigrationExecutor(dataSource, queryRunner);
  executor.transaction = 'all';
  return executor.executePendingMigrations();
}
