/**
 * The parts of the scale-out test (ADR 0054), from Debian packages: a throwaway PostgreSQL 15
 * cluster in a temporary folder (run as the `postgres` user when we are root: PostgreSQL refuses
 * root), API + gateway nodes (api/src/serve.ts, one process each) on it, and nginx in front.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export const PG_BIN = '/usr/lib/postgresql/15/bin';
const NGINX = '/usr/sbin/nginx';
const REPO = path.resolve(import.meta.dirname, '../..');

/** Runs a PostgreSQL program as `postgres` when we are root, else as ourselves. */
function pgProgram(program: string, args: string[]): [string, string[]] {
  const binary = path.join(PG_BIN, program);
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, args];
}

export interface Postgres {
  url: string;
  stop(): void;
}

/** initdb + pg_ctl start on `port`, trust authentication for the role `shop` (local only). */
export async function startPostgres(folder: string, port: number): Promise<Postgres> {
  const data = path.join(folder, 'pg');
  // mkdtemp makes the folder 0700: `postgres` (and nginx's workers) must be able to enter it.
  chmodSync(folder, 0o711);
  mkdirSync(data, { mode: 0o700 });
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(data, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const [command, argv] = pgProgram(program, args);
    execFileSync(command, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  run('initdb', ['-D', data, '-U', 'shop', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '-N']);
  // A throwaway cluster: durability off (fsync), nothing else tuned.
  const options = [
    `-p ${port}`,
    `-k ${data}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  run('pg_ctl', ['-D', data, '-l', path.join(data, 'server.log'), '-o', options, '-w', 'start']);
  const url = `postgres://shop@127.0.0.1:${port}/shop`;
  const admin = new pg.Client({ connectionString: `postgres://shop@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('create database shop');
  await admin.end();
  return {
    url,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already gone.
      }
    },
  };
}

export interface ApiNode {
  name: string;
  port: number;
  origin: string;
  log: string;
  process: ChildProcess;
  exited: Promise<void>;
}

/** Starts api/src/serve.ts (gateway + API) on `port`; resolves once /api/health answers 200. */
export async function startNode(
  folder: string,
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<ApiNode> {
  const log = path.join(folder, `${name}.log`);
  const out = openSync(log, 'a');
  // node itself (no tsx wrapper process): a signal reaches the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/serve.ts'], {
    cwd: REPO,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', out, out],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const node = { name, port, origin: `http://127.0.0.1:${port}`, log, process: child, exited };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited at start-up: see ${log}`);
    try {
      const answer = await fetch(`${node.origin}/api/health`);
      if (answer.ok) return node;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${name} did not start within 120 s: see ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

export async function stopNode(node: ApiNode, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (node.process.exitCode !== null || node.process.signalCode !== null) return;
  node.process.kill(signal);
  await Promise.race([node.exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (node.process.exitCode === null && node.process.signalCode === null) {
    node.process.kill('SIGKILL');
  }
}

export interface Balancer {
  /** Port → the node ports it balances over. */
  ports: Record<number, number[]>;
  stop(): Promise<void>;
}

/**
 * nginx in front: one listening port per upstream group (e.g. all nodes; node 1 alone; nodes 1
 * and 2), round robin, X-Forwarded-For appended (the nodes trust 127.0.0.1, ADR 0011), a refused
 * connection passed to the next node (passive health: max_fails=1, fail_timeout=10s).
 */
export async function startNginx(folder: string, groups: Record<number, number[]>) {
  const prefix = path.join(folder, 'nginx');
  mkdirSync(prefix, { recursive: true });
  const upstreams = Object.entries(groups)
    .map(
      ([port, nodes]) => `  upstream group_${port} {
${nodes.map((node) => `    server 127.0.0.1:${node} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / { proxy_pass http://group_${port}; }
  }`,
    )
    .join('\n');
  const config = `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_set_header Host $http_host;
  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
  proxy_next_upstream error timeout;
  proxy_connect_timeout 2s;
  proxy_read_timeout 30s;
${upstreams}
}
`;
  const file = path.join(prefix, 'nginx.conf');
  writeFileSync(file, config);
  execFileSync(NGINX, ['-t', '-q', '-p', prefix, '-c', file], { stdio: 'inherit' });
  const child = spawn(NGINX, ['-p', prefix, '-c', file, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const first = Number(Object.keys(groups)[0]);
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${first}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (attempt > 50) throw new Error('nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    ports: groups,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  } satisfies Balancer;
}
