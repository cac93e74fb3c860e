import { consignmentActions } from '@gs/shared/consignment';
import { type ListingStatus, listingStatuses } from '@gs/shared/listings';
import { describe, expect, it } from 'vitest';
import { actionsIn } from './consignment-rules.ts';
import { allowedFrom, canTakeAction, LISTING_MOVES } from './consignment-transitions.ts';

describe('LISTING_MOVES', () => {
  it('has every seller action and the two review actions, each from statuses of the shared enum', () => {
    expect(Object.keys(LISTING_MOVES).sort()).toEqual([...consignmentActions, 'approve', 'reject'].sort());
    for (const from of Object.values(LISTING_MOVES)) {
      expect(from.length).toBeGreaterThan(0);
      for (const status of from) expect(listingStatuses).toContain(status);
    }
  });

  it('reviews only a listing waiting for review', () => {
    expect(allowedFrom('approve')).toEqual(['pending_review']);
    expect(allowedFrom('reject')).toEqual(['pending_review']);
  });

  it('lets nothing touch a draft, a listing in trade, sold or retrieved', () => {
    const closed: ListingStatus[] = ['draft', 'locked', 'sold', 'retrieved'];
    for (const action of Object.keys(LISTING_MOVES) as (keyof typeof LISTING_MOVES)[]) {
      for (const status of closed) expect(canTakeAction(action, status), `${action} from ${status}`).toBe(false);
    }
  });

  it('puts up only what was taken down, and takes down only what is on the market or waiting', () => {
    expect(allowedFrom('put_up')).toEqual(['off_shelf']);
    expect(allowedFrom('take_down').sort()).toEqual(['on_sale', 'pending_review']);
    expect(actionsIn('off_shelf')).toEqual(['edit', 'edit_price', 'put_up', 'replace_credentials']);
    expect(actionsIn('on_sale')).toEqual(['edit', 'edit_price', 'take_down', 'replace_credentials']);
  });
});
