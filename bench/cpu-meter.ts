import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** CPU seconds (user + system) of a process from /proc (Linux); 0 where unreadable. */
function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return 0;
  }
}

function childPids(parent: number): number[] {
  try {
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .filter((pid) => {
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent;
        } catch {
          return false;
        }
      });
  } catch {
    return [];
  }
}

/**
 * Where the CPU goes, per request: the server process, PostgreSQL (the postmaster and its backends) and this load
 * generator. On a small machine all three share the cores, so these explain the ratios better than req/s alone.
 */
export function cpuMeter(dataDir: string) {
  const postmaster = Number(
    readFileSync(path.join(dataDir, 'postgres', 'pgdata', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  // The server started PostgreSQL: walk up from the postmaster to the server's process, which runs server.ts (tsx)
  // or, as npm start does, scripts/start.mjs importing the built dist/server.js.
  const isServer = (pid: number) =>
    /server\.ts|start\.mjs|server\.js/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  let server = postmaster;
  for (let hops = 0; hops < 5 && !isServer(server); hops++) {
    const stat = readFileSync(`/proc/${server}/stat`, 'utf8');
    server = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  }
  // Per process, so that a backend leaving the pool mid-run does not take its earlier CPU time with it.
  const postgres = () =>
    new Map([postmaster, ...childPids(postmaster)].map((pid) => [pid, processCpuSeconds(pid)] as const));
  const spent = (before: Map<number, number>, after: Map<number, number>) =>
    [...after].reduce((sum, [pid, seconds]) => sum + Math.max(0, seconds - (before.get(pid) ?? 0)), 0);
  return async <T>(run: () => Promise<T & { requests: number }>) => {
    const before = { server: processCpuSeconds(server), postgres: postgres(), self: process.cpuUsage() };
    const result = await run();
    const self = process.cpuUsage(before.self);
    const per = (seconds: number) => Math.round((seconds * 1e6) / Math.max(1, result.requests));
    const server0 = per(processCpuSeconds(server) - before.server);
    const postgres0 = per(spent(before.postgres, postgres()));
    return {
      ...result,
      cpu: `CPU per request: server ${server0} µs, PostgreSQL ${postgres0} µs, load generator ${per((self.user + self.system) / 1e6)} µs`,
    };
  };
}
