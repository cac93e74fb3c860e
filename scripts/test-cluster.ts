import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { NGINX, startNginx } from '../apps/server/test/nginx.ts';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server.ts';

export interface TestCluster {
  /** nginx's port: what a browser or a load generator talks to. */
  port: number;
  /** Each instance's own port, in start order. */
  instancePorts: number[];
  databaseUrl: string;
  /** The instances' shared data folder (uploads, private files). */
  dataDir: string;
  /** The keyring every instance runs with (ENCRYPTION_KEYS). */
  encryptionKeys: string;
  stop(): Promise<void>;
}

/** Whether this machine can run the cluster: Debian's nginx is installed (CI installs it). */
export const canRunCluster = () => existsSync(NGINX);

/**
 * The product as README "Several instances" runs it: one PostgreSQL (embedded, in a folder of its own), two server
 * processes on it sharing one data folder and one keyring, and Debian's nginx in front with deploy/nginx.conf.
 * The instances start together, so the migrations and the demo seed take their turns under the advisory locks.
 */
export async function startTestCluster(
  env: Record<string, string> = {},
  options: Pick<TestServerOptions, 'built'> = {},
): Promise<TestCluster> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gs-cluster-'));
  chmodSync(dataDir, 0o755); // the embedded cluster runs as the postgres user when this runs as root
  const database = await startEmbeddedPostgres({ clusterDir: path.join(dataDir, 'postgres'), database: 'storefront' });
  const encryptionKeys = `cluster:${randomBytes(32).toString('base64')}`;
  const servers: TestServer[] = [];
  try {
    const started = await Promise.allSettled(
      ['a', 'b'].map((name) =>
        startTestServer(
          {
            ...env,
            DATABASE_URL: database.url,
            ENCRYPTION_KEYS: encryptionKeys,
            TRUST_PROXY: 'true',
            INSTANCE_ID: name,
          },
          { dataDir, ...options },
        ),
      ),
    );
    for (const outcome of started) if (outcome.status === 'fulfilled') servers.push(outcome.value);
    const failed = started.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    const nginx = await startNginx([servers[0]?.port ?? 0, servers[1]?.port ?? 0]);
    return {
      port: nginx.port,
      instancePorts: servers.map((server) => server.port),
      databaseUrl: database.url,
      dataDir,
      encryptionKeys,
      async stop() {
        await nginx.stop();
        await Promise.all(servers.map((server) => server.stop()));
        await database.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
