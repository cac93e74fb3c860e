/**
 * Whether this process still takes new work. A stop signal turns it off before anything closes (server.ts), so
 * readiness answers 503 while the process still serves, and the load balancer stops sending first.
 */
export interface ServerLifecycle {
  readonly stopping: boolean;
  beginStop(): void;
}

export function createServerLifecycle(): ServerLifecycle {
  let stopping = false;
  return {
    get stopping() {
      return stopping;
    },
    beginStop() {
      stopping = true;
    },
  };
}
