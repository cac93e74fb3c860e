import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '../src/lib/free-port.ts';
import { httpGet, waitFor } from './server-processes.ts';

export const NGINX = '/usr/sbin/nginx';
const DEPLOY_CONF = path.resolve(import.meta.dirname, '../../../deploy/nginx.conf');

export interface RunningNginx {
  port: number;
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * The repository's deploy/nginx.conf, as an operator installs it, with only its upstream servers and listen port
 * changed: the example instances 127.0.0.1:3001 and :3002 become `upstreamPorts`.
 */
export function deployConfFor(upstreamPorts: readonly [number, number], listenPort: number): string {
  const conf = readFileSync(DEPLOY_CONF, 'utf8');
  const rewritten = conf
    .replace('server 127.0.0.1:3001 ', `server 127.0.0.1:${upstreamPorts[0]} `)
    .replace('server 127.0.0.1:3002 ', `server 127.0.0.1:${upstreamPorts[1]} `)
    .replace(/listen 80;/, `listen 127.0.0.1:${listenPort};`);
  if (rewritten.includes(':3001 ') || rewritten.includes(':3002 ') || !rewritten.includes(`:${listenPort};`)) {
    throw new Error('deploy/nginx.conf no longer has the upstream and listen lines this test rewrites');
  }
  return rewritten;
}

/**
 * Debian's nginx on a free port in the foreground, everything it writes (pid, logs, temporary files) under a
 * throw-away prefix, so it runs without root and beside any system nginx. The main file stands in for Debian's
 * /etc/nginx/nginx.conf and includes deploy/nginx.conf inside `http { }`, as conf.d/ files are.
 */
export async function startNginx(upstreamPorts: readonly [number, number]): Promise<RunningNginx> {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'gs-nginx-'));
  chmodSync(prefix, 0o755); // run as root, nginx's workers are `nobody`: they reach the temporary paths below
  const port = await findFreePort();
  writeFileSync(path.join(prefix, 'storefront.conf'), deployConfFor(upstreamPorts, port));
  const errorLog = path.join(prefix, 'error.log');
  const temp = (name: string) => path.join(prefix, name);
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${temp('nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 512; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${temp('body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${temp('storefront.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', temp('nginx.conf'), '-e', errorLog], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const readLog = () => {
    try {
      return readFileSync(errorLog, 'utf8');
    } catch {
      return '';
    }
  };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  const up = await waitFor(async () => {
    if (child.exitCode !== null) return true;
    try {
      await httpGet(port, '/api/live');
      return true;
    } catch {
      return false;
    }
  }, 10_000);
  if (!up || child.exitCode !== null) {
    const log = `${output}${readLog()}`;
    await stop();
    throw new Error(`nginx did not start:\n${log}`);
  }
  return { port, errorLog: readLog, stop };
}
