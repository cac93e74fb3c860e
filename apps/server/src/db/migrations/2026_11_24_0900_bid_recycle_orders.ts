import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app (statuses copied from the contract as it stood).
//
// Price-competition recycle, part two: the accepted recycler pays through an order on the request's listing.
// - `orders.origin` tells a purchase from a recycle order (other money rules, a longer payment window, and the
//   listing goes back to draft, not on sale, when the order closes unpaid).
// - `recycle_bid_requests.order_id` names the recycle order, created in the accept's transaction.
// - A request keeps its accepted quote when it ends without completing (an unpaid order expires: `expired`; a
//   refunded one: `cancelled`), so "accepted or completed names its quote" becomes an implication, and a completed
//   request has its end time in closed_at like the other ends.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE orders
      ADD COLUMN origin text NOT NULL DEFAULT 'purchase' CHECK (origin IN ('purchase', 'bid_recycle'))`.execute(db);

  await sql`
    ALTER TABLE recycle_bid_requests
      DROP CONSTRAINT recycle_bid_requests_check1,
      DROP CONSTRAINT recycle_bid_requests_check3,
      ADD COLUMN order_id bigint,
      ADD CONSTRAINT recycle_bid_requests_order_fk FOREIGN KEY (tenant_id, order_id) REFERENCES orders(tenant_id, id),
      ADD CONSTRAINT recycle_bid_requests_order_unique UNIQUE (tenant_id, order_id),
      ADD CONSTRAINT recycle_bid_requests_decided_has_quote
        CHECK (status NOT IN ('accepted', 'completed') OR accepted_quote_id IS NOT NULL),
      ADD CONSTRAINT recycle_bid_requests_quoting_undecided
        CHECK (status <> 'quoting' OR (accepted_quote_id IS NULL AND order_id IS NULL)),
      ADD CONSTRAINT recycle_bid_requests_order_of_accept CHECK (order_id IS NULL OR accepted_quote_id IS NOT NULL),
      ADD CONSTRAINT recycle_bid_requests_closed_at
        CHECK ((status IN ('completed', 'cancelled', 'expired')) = (closed_at IS NOT NULL))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE recycle_bid_requests
      DROP CONSTRAINT recycle_bid_requests_closed_at,
      DROP CONSTRAINT recycle_bid_requests_order_of_accept,
      DROP CONSTRAINT recycle_bid_requests_quoting_undecided,
      DROP CONSTRAINT recycle_bid_requests_decided_has_quote,
      DROP COLUMN order_id,
      ADD CONSTRAINT recycle_bid_requests_check1
        CHECK ((status IN ('accepted', 'completed')) = (accepted_quote_id IS NOT NULL)),
      ADD CONSTRAINT recycle_bid_requests_check3
        CHECK ((status IN ('cancelled', 'expired')) = (closed_at IS NOT NULL))`.execute(db);
  await sql`ALTER TABLE orders DROP COLUMN origin`.execute(db);
}
