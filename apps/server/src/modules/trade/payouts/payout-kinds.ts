/** Ledger posting kinds of the payout (the wallet history names them). */
export const payoutPostingKinds = {
  /** Completion with a hold: escrow → seller_held. */
  hold: 'payout_hold',
  /** Completion without a hold: escrow → seller_recovery (what is owed) and seller_wallet. */
  paid: 'seller_proceeds',
  /** The hold's end: seller_held → seller_recovery (what is owed) and seller_wallet. */
  release: 'payout_release',
  /** A claim decided for the buyer after completion: seller_held / seller_recovery → guarantee. */
  claimCharge: 'claim_charge',
} as const;
