// nginx (Debian's package) in front of several API processes: the cluster topology's load balancer,
// as a production load balancer stands in front of the API's replicas. Only idempotent requests are
// tried on a second replica when one fails (nginx never repeats a POST unless told to), so a request
// a dead replica may have acted on is never made twice.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stopProcess } from './processes.cjs';

const NGINX = '/usr/sbin/nginx';

/** nginx's binary, installed from Debian's packages when missing (the machine's root may do so). */
export function ensureNginx(log = console.log) {
  if (existsSync(NGINX)) return NGINX;
  log('installing nginx (apt-get install nginx)');
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (install().status !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
    if (install().status !== 0) throw new Error('nginx is missing and apt-get could not install it');
  }
  if (!existsSync(NGINX)) throw new Error(`nginx was installed but ${NGINX} is not there`);
  return NGINX;
}

/**
 * The configuration: one server on `listen`, balancing over `upstreams` (host:port). nginx keeps
 * idle connections to them for reuse, for less than the API keeps an idle connection open
 * (`apiKeepAliveMs`, KEEP_ALIVE_TIMEOUT_MS): a connection the API is closing is never reused, which
 * would answer a request 502 (and a POST is never tried again elsewhere).
 */
export function nginxConfig({ dir, listen, upstreams, apiKeepAliveMs }) {
  const reuseSeconds = Math.max(1, Math.floor(apiKeepAliveMs / 1000) - 1);
  const temp = (name) => join(dir, name);
  return `worker_processes 1;
daemon off;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  upstream api {
${upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
    keepalive_timeout ${reuseSeconds}s;
  }
  server {
    listen ${listen};
    # The API's own limit (photos: 15 MB) decides; nginx passes the body on.
    client_max_body_size 20m;
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A replica that refuses, drops or fails the connection: the request goes to the next one,
      # unless it is not idempotent (POST, PATCH), which nginx never sends twice.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_send_timeout 30s;
      proxy_read_timeout 30s;
    }
  }
}
`;
}

/** Starts nginx in the foreground with its files in `dir`; resolves with a `stop()`. */
export async function startNginx({ dir, listen, upstreams, apiKeepAliveMs, log = console.log }) {
  const binary = ensureNginx(log);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, nginxConfig({ dir, listen, upstreams, apiKeepAliveMs }));
  const test = spawnSync(binary, ['-t', '-q', '-c', file, '-p', dir], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused its configuration: ${test.stderr}`);
  const child = spawn(binary, ['-c', file, '-p', dir], { stdio: 'ignore' });
  // SIGQUIT: nginx's graceful shutdown (requests under way are answered).
  return { child, stop: () => stopProcess(child, { signal: 'SIGQUIT' }) };
}
