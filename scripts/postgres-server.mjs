// A PostgreSQL server of the script's own, in a temporary folder, as .ci/run starts one: for bench:load when no
// DATABASE_URL is given (its processes are then the script's to sample, none of another user's). The newest
// /usr/lib/postgresql/*/bin (Debian's packages) or PG_BIN; as root, run as the `postgres` user (initdb refuses root).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin/initdb'))) : [];
  versions.sort((a, b) => Number(a) - Number(b));
  if (!versions.length) throw new Error('no PostgreSQL binaries in /usr/lib/postgresql/*/bin: install postgresql, set PG_BIN or DATABASE_URL');
  return path.join(root, versions.at(-1), 'bin');
}

/**
 * Starts `postgres` in the foreground on 127.0.0.1:`port` with PostgreSQL's default settings (trust
 * authentication; `settings` adds -c options). Resolves once it accepts connections: `{ url, pid, version, stop() }`,
 * `pid` the postmaster's (its children are the backends and background workers).
 */
export async function startPostgresServer({ port, settings = {} }) {
  const bin = postgresBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'postgres-'));
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? ['runuser', '-u', 'postgres', '--'] : [];
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  const run = (command, args, options = {}) => execFileSync(user[0] ?? command, [...user.slice(1), ...(user.length ? [command] : []), ...args], options);
  run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8'], { stdio: 'ignore' });
  const options = { listen_addresses: '127.0.0.1', port: String(port), unix_socket_directories: dir, ...settings };
  const args = [path.join(bin, 'postgres'), '-D', data, ...Object.entries(options).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
  const log = fs.openSync(path.join(dir, 'log'), 'a');
  const child = spawn(user[0] ?? args[0], [...user.slice(1), ...(user.length ? args : args.slice(1))], { stdio: ['ignore', log, log] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const version = execFileSync(path.join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).trim();
  let pid = 0;
  const stop = async () => {
    // SIGINT to the postmaster: PostgreSQL's fast shutdown (sessions ended, then a clean stop); runuser then exits.
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(pid || child.pid, 'SIGINT');
      } catch {
        child.kill('SIGINT');
      }
    }
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const pidFile = path.join(data, 'postmaster.pid');
  const t0 = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL did not start:\n${fs.readFileSync(path.join(dir, 'log'), 'utf8').slice(-2000)}`);
    try {
      execFileSync(path.join(bin, 'pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(port)]);
      break;
    } catch {
      if (Date.now() - t0 > 60_000) {
        await stop();
        throw new Error('PostgreSQL did not accept connections within 60 s');
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  // The postmaster itself (runuser's child when started as root): the first line of postmaster.pid.
  pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, pid, version, stop };
}
