/** Messages between embedded.ts (the parent) and embedded-host.ts (the process that owns the cluster). */
export interface HostStartOptions {
  dataDir: string;
  port: number;
  user: string;
  password: string;
  /** Keep the data folder when the cluster stops (false: tests' throw-away clusters). */
  persistent: boolean;
  /** Run initdb first (the data folder holds no cluster yet). */
  initialise: boolean;
}

export type HostRequest = { type: 'start'; options: HostStartOptions } | { type: 'stop' };

export type HostMessage =
  | { type: 'log'; line: string }
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'stopped' };
