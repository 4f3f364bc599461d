import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import net from 'node:net';

const MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function mysqlAdmin(statement) {
  const url = new URL(MYSQL_URL);
  execFileSync(
    'mysql',
    ['-h', url.hostname, '-P', url.port || '3306', '-u', decodeURIComponent(url.username), '-e', statement],
    { env: { ...process.env, MYSQL_PWD: decodeURIComponent(url.password) }, stdio: 'pipe' },
  );
}

/** A fresh, empty MariaDB database; returns its URL and a drop(). */
export function createDatabase() {
  const name = `crowd_e2e_${randomBytes(5).toString('hex')}`;
  mysqlAdmin(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(MYSQL_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => mysqlAdmin(`DROP DATABASE IF EXISTS \`${name}\``) };
}

/** A Bull key prefix of its own, so this run never sees another run's jobs. */
export const uniqueQueuePrefix = () => `e2e-${randomBytes(4).toString('hex')}`;

const redisAnswers = () =>
  new Promise((resolve) => {
    const url = new URL(REDIS_URL);
    const socket = net.connect({ host: url.hostname, port: Number(url.port || 6379), timeout: 1000 });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });

const mysqlAnswers = () => {
  try {
    mysqlAdmin('SELECT 1');
    return true;
  } catch {
    return false;
  }
};

/**
 * Why a suite that needs MariaDB and Redis cannot run here, or undefined when both answer. With
 * REQUIRE_SERVICES=1 (CI) a missing service is an error instead of a skip.
 */
export async function missingServices() {
  const missing = [
    !mysqlAnswers() && `MariaDB (${MYSQL_URL})`,
    !(await redisAnswers()) && `Redis (${REDIS_URL})`,
  ].filter(Boolean);
  if (missing.length === 0) return undefined;
  const reason = `${missing.join(' and ')} not reachable`;
  if (process.env.REQUIRE_SERVICES === '1') throw new Error(reason);
  return reason;
}
