/** Hits of one rate limit (`name`: a route, or a guard's name) for one key in the window ending at `window_ends_at`. */
export interface RateLimitCountersTable {
  name: string;
  key: string;
  count: number;
  window_ends_at: Date;
}
