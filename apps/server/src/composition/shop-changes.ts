import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { type BusChannel, createEventBus } from '../lib/event-bus.ts';

/** A shop whose data a committed staff action changed (settings, catalogue, decoration, notices…). */
interface ShopChange {
  tenantId: number;
}

const shopChanges: BusChannel<ShopChange> = {
  channel: 'gs_shop_changes',
  parse(payload) {
    try {
      const value = JSON.parse(payload) as Partial<ShopChange>;
      return Number.isSafeInteger(value.tenantId) ? { tenantId: value.tenantId as number } : null;
    } catch {
      return null;
    }
  },
};

export interface ShopChangeFanout {
  /** After a shop's change committed: this instance forgets its caches of the shop at once, every other one soon after. */
  changed(tenantId: number): void;
  close(): Promise<void>;
}

/**
 * Keeps the instances' caches of a shop in step: what one instance's back office changed, every instance forgets
 * (over Redis or LISTEN/NOTIFY, as the chat's events travel), so a storefront served by another instance shows it
 * on its next request instead of after the caches' lifetimes (up to 60 s). When the bus lost events (its connection
 * came back), each instance forgets every shop.
 */
export function createShopChangeFanout(
  config: Pick<Config, 'REDIS_URL' | 'DATABASE_URL'>,
  log: FastifyBaseLogger,
  forget: { shop(tenantId: number): void; everything(): void },
): ShopChangeFanout {
  const busLog = log.child({ module: 'shop-changes' });
  const bus = createEventBus(shopChanges, { redisUrl: config.REDIS_URL, databaseUrl: config.DATABASE_URL }, busLog);
  bus.subscribe({ event: ({ tenantId }) => forget.shop(tenantId), resync: () => forget.everything() });
  return {
    changed(tenantId) {
      forget.shop(tenantId);
      bus.publish({ tenantId }).catch((error: unknown) => {
        busLog.warn({ err: (error as Error).message }, 'shop change not sent to the other instances');
      });
    },
    close: () => bus.close(),
  };
}
