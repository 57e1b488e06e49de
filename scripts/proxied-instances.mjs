// Server instances behind nginx, as the README's deployment section runs them, for the scripts that need the whole
// front door on one machine: the multi-instance test (correctness) and bench:load (capacity). Every instance is
// the same server command on its own loopback port with the same DATA_DIR (the shared media volume); nginx runs
// in the foreground with a configuration generated into the run's temporary folder (no root paths).
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverCommand as builtServerCommand } from './built-server.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** NGINX, else the usual places of a Debian or source install, else the PATH. */
export function nginxBinary() {
  if (process.env.NGINX) return process.env.NGINX;
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return 'nginx';
}

/**
 * A temporary folder for the run (logs in `logDir`, media in `dataDir`), `count` instances on the ports after
 * `portBase` and nginx on `portBase` itself. `env(i)` adds settings of instance i (DATABASE_URL among them).
 * `workerConnections`: nginx's per-worker limit (each proxied request holds two: the client's and the upstream's).
 */
export function proxiedInstances({ prefix, portBase, count = 3, env = () => ({}), workerConnections = 1024, command = builtServerCommand() }) {
  const proxyPort = portBase;
  const instancePorts = Array.from({ length: count }, (_, i) => portBase + 1 + i);
  const proxy = `http://127.0.0.1:${proxyPort}`;
  const direct = (i) => `http://127.0.0.1:${instancePorts[i]}`;

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  fs.chmodSync(tmp, 0o777); // nginx's workers (another user when started as root) write their temporary files here
  const dataDir = path.join(tmp, 'data'); // one DATA_DIR for every instance: the shared media volume
  const logDir = path.join(tmp, 'logs');
  fs.mkdirSync(logDir);

  const instanceEnv = (i) => ({
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(instancePorts[i]),
    DATA_DIR: dataDir,
    CLIENT_DIR: process.env.CLIENT_DIR ?? path.join(tmp, 'no-client'),
    PUBLIC_URL: proxy,
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SHUTDOWN_TIMEOUT_SECONDS: '10',
    ...env(i),
  });

  const instances = Array.from({ length: count }, () => null);
  function startInstance(i) {
    const log = fs.openSync(path.join(logDir, `instance-${i + 1}.log`), 'a');
    const child = spawn(command[0], command.slice(1), { cwd: repoRoot, env: instanceEnv(i), stdio: ['ignore', log, log] });
    child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    instances[i] = child;
    return child;
  }

  async function waitReady(i, timeoutMs = Number(process.env.MULTI_READY_TIMEOUT_SECONDS ?? 600) * 1000) {
    const t0 = Date.now();
    while (Date.now() - t0 < timeoutMs) {
      if (instances[i].exitCode !== null) throw new Error(`instance ${i + 1} exited (${instances[i].exitCode}); see ${logDir}`);
      for (const probe of ['/readyz', '/api/tags']) {
        try {
          const res = await fetch(direct(i) + probe, { signal: AbortSignal.timeout(2000) });
          await res.arrayBuffer();
          if (res.ok) return Date.now() - t0;
          if (res.status !== 404) break;
        } catch {
          break;
        }
      }
      await sleep(200);
    }
    throw new Error(`instance ${i + 1} not ready within ${timeoutMs / 1000} s; see ${logDir}`);
  }

  /** The proxy of the README's deployment section, with temporary paths. */
  function nginxConfig(down = new Set()) {
    const dir = path.join(tmp, 'nginx');
    fs.mkdirSync(dir, { recursive: true, mode: 0o777 });
    const asRoot = process.getuid?.() === 0;
    return `${asRoot ? 'user nobody nogroup;' : ''}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${logDir}/nginx-error.log warn;
events { worker_connections ${workerConnections}; }
http {
  access_log ${logDir}/nginx-access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream site {
    ${instancePorts.map((p, i) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=2s${down.has(i) ? ' down' : ''};`).join('\n    ')}
  }
  server {
    listen 127.0.0.1:${proxyPort};
    client_max_body_size 25m;
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # An instance that refuses the connection, drops it or answers 502: the request goes to the next one. nginx
      # never repeats a POST it has already sent (non_idempotent is not listed). Not http_503: an instance's 503 is
      # its overload answer (with Retry-After), which would count as a failure and, all three busy, take every
      # instance out for fail_timeout (bench:load: 6,500 × 502 "no live upstreams" against 20 × 503).
      proxy_next_upstream error timeout http_502;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      # nginx's own 502/504 (no instance answering, or too slow): 503 with Retry-After, as the instances' own.
      error_page 502 504 = @unavailable;
    }
    location @unavailable {
      add_header Retry-After 5 always;
      default_type application/json;
      return 503 '{"message":"The site is busy right now. Please try again in a few seconds."}';
    }
  }
}
`;
  }

  let nginx = null;
  const nginxConf = path.join(tmp, 'nginx.conf');
  const nginxArgs = ['-p', tmp, '-c', nginxConf, '-e', path.join(logDir, 'nginx-error.log')];

  /**
   * Takes instances out of nginx's rotation (`down`) or puts them back: the configuration rewritten and reloaded.
   * A reload is graceful: the old worker finishes the requests it has, the new one sends nothing to a `down` server.
   */
  async function setDown(down) {
    fs.writeFileSync(nginxConf, nginxConfig(down));
    execFileSync(nginxBinary(), [...nginxArgs, '-s', 'reload']);
    await sleep(1000);
  }

  async function startNginx() {
    fs.writeFileSync(nginxConf, nginxConfig());
    const bin = nginxBinary();
    execFileSync(bin, ['-t', '-q', ...nginxArgs], { stdio: 'inherit' });
    const log = fs.openSync(path.join(logDir, 'nginx.out'), 'a');
    nginx = spawn(bin, nginxArgs, { stdio: ['ignore', log, log] });
    for (let t = 0; t < 50; t++) {
      try {
        const res = await fetch(`${proxy}/api/tags`);
        await res.arrayBuffer();
        if (res.ok) return nginx;
      } catch {
        /* not yet */
      }
      await sleep(100);
    }
    throw new Error('nginx did not answer');
  }

  /** The end of each instance's log, for a failure's report. */
  function logTails(lines = 15) {
    return instances
      .map((_, i) => path.join(logDir, `instance-${i + 1}.log`))
      .filter((file) => fs.existsSync(file))
      .map((file, i) => `  instance ${i + 1} log (end):\n${fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n')}`);
  }

  /** Kills what is still running (instances SIGKILL, nginx SIGQUIT) and removes the folder unless KEEP_TMP=1. */
  async function stop() {
    for (const child of instances) if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    const nginxRunning = nginx && nginx.exitCode === null && nginx.signalCode === null;
    const nginxExited = nginxRunning ? new Promise((resolve) => nginx.once('exit', resolve)) : null;
    if (nginxRunning) nginx.kill('SIGQUIT');
    await Promise.all(instances.filter(Boolean).map((c) => (c.exitCode === null && c.signalCode === null ? c.exited : null)));
    await nginxExited;
    if (process.env.KEEP_TMP !== '1') fs.rmSync(tmp, { recursive: true, force: true });
    else console.log(`  logs kept in ${logDir}`);
  }

  return {
    tmp,
    dataDir,
    logDir,
    proxy,
    proxyPort,
    instancePorts,
    direct,
    instances,
    command,
    startInstance,
    waitReady,
    startNginx,
    setDown,
    nginx: () => nginx,
    logTails,
    stop,
  };
}
