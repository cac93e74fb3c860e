import type { PersonalCenterSummary } from '@gs/shared/personal-center';
import type { UserContext } from '../../lib/context.ts';
import {
  countEvaluations,
  countFavourites,
  countOpenRecycles,
  countOrdersByStatus,
  countProductsByTab,
} from './personal-center.repository.ts';

/** The personal center's counts for the signed-in user: one query each, all scoped to the tenant and the user. */
export async function getPersonalCenterSummary(ctx: UserContext): Promise<PersonalCenterSummary> {
  const { db, tenantId, userId } = ctx;
  const [orderRows, productRows, openRecycles, favourites, evaluations] = await Promise.all([
    countOrdersByStatus(db, tenantId, userId),
    countProductsByTab(db, tenantId, userId),
    countOpenRecycles(db, tenantId, userId),
    countFavourites(db, tenantId, userId),
    countEvaluations(db, tenantId, userId),
  ]);
  const orders: PersonalCenterSummary['orders'] = {
    pending_payment: 0,
    paid_deposit: 0,
    in_trade: 0,
    completed: 0,
    after_sale: 0,
  };
  for (const row of orderRows) if (row.status in orders) orders[row.status as keyof typeof orders] = Number(row.n);
  const products: PersonalCenterSummary['products'] = {
    reviewing: 0,
    on_sale: 0,
    in_trade: 0,
    sold: 0,
    off_shelf: 0,
    rejected: 0,
  };
  for (const row of productRows) {
    if (row.tab in products) products[row.tab as keyof typeof products] = Number(row.n);
  }
  return { orders, products, openRecycles, favourites, evaluations };
}
