import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './run.mjs';
import { spawnNamed } from './stack.mjs';

/** The upstreams and listeners, shared with docker/compose.yml's nginx service. */
const TEMPLATE = join(ROOT, 'docker', 'nginx', 'crowd.conf.template');

/**
 * nginx from the distribution's package (`apt-get install nginx`), or NGINX_BIN. A user's PATH
 * often lacks /usr/sbin, where Debian puts it.
 */
export function findNginx(env = process.env) {
  const candidates = [env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].filter(Boolean);
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('nginx is not installed: apt-get install nginx (or set NGINX_BIN)');
  }
}

/** The template with its ${NAME} placeholders filled in; a placeholder without a value is an error. */
function renderTemplate(template, values) {
  return template.replace(/\$\{([A-Z_]+)\}/g, (_, name) => {
    if (values[name] === undefined) throw new Error(`no value for \${${name}} in ${TEMPLATE}`);
    return String(values[name]);
  });
}

/**
 * Which tier and which instance served a request, without its URL (docs/operations.md: no URLs in
 * logs): `requestId` is the id the edge made, `forwardedRequestId` the one the web sent on.
 */
const LOG_FORMAT =
  'escape=json \'{"port":$server_port,"method":"$request_method","requestId":"$request_id",' +
  '"forwardedRequestId":"$http_x_request_id","upstream":"$upstream_addr","status":$status}\'';

/**
 * An nginx of its own under `dir` (config, pid, logs, temp files), runnable without root, in the
 * foreground so that its parent stops it.
 */
function writeConfig(dir, { publicPort, apiPort, webs, apis }) {
  const site = renderTemplate(readFileSync(TEMPLATE, 'utf8'), {
    PUBLIC_PORT: publicPort,
    API_LB_PORT: apiPort,
    WEB_A: webs[0],
    WEB_B: webs[1],
    API_A: apis[0],
    API_B: apis[1],
  });
  writeFileSync(join(dir, 'crowd.conf'), site);
  const temp = (name) => {
    mkdirSync(join(dir, name), { recursive: true });
    return join(dir, name);
  };
  const main = `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  log_format crowd ${LOG_FORMAT};
  access_log ${join(dir, 'access.log')} crowd;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${join(dir, 'crowd.conf')};
}
`;
  writeFileSync(join(dir, 'nginx.conf'), main);
  return join(dir, 'nginx.conf');
}

/**
 * Starts nginx in front of the instances: `publicPort` for browsers, `apiPort` for the webs' API_URL;
 * `webs` and `apis` are two `host:port` each. Answers the child and a reader of its access log.
 */
export function startLoadBalancer(dir, topology, { env = process.env, quiet = false } = {}) {
  const config = writeConfig(dir, topology);
  const child = spawnNamed('nginx', findNginx(env), ['-p', dir, '-c', config, '-e', join(dir, 'error.log')], env, {
    quiet,
  });
  const accessLog = join(dir, 'access.log');
  /** The access log's lines so far, parsed. */
  const served = () =>
    existsSync(accessLog)
      ? readFileSync(accessLog, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line))
      : [];
  return { child, served, errorLog: join(dir, 'error.log') };
}
