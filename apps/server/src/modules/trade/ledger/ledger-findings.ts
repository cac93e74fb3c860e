import type { BalanceProblemCode, BalanceProblemValues } from '@gs/shared/staff-finance';

/** A problem a balance check found: its code and facts (for screens in any language) and the same in English. */
export interface LedgerFinding {
  code: BalanceProblemCode;
  values: BalanceProblemValues;
  text: string;
}

const wallet = ({ account, userId }: BalanceProblemValues) =>
  userId === null || userId === undefined ? `${account}` : `${account} of user ${userId}`;

/** The English of each finding, for logs, tests and API readers (the back office words them itself). */
const english: Record<BalanceProblemCode, (values: BalanceProblemValues) => string> = {
  orderMissing: () => 'order not found',
  postingUnbalanced: ({ posting, sum }) => `posting ${posting} sums to ${sum}`,
  escrowMismatch: ({ actual, expected, status }) => `escrow holds ${actual}, expected ${expected} (${status})`,
  buyerMismatch: ({ actual, expected }) => `buyer account ${actual}, expected ${expected}`,
  paymentsMismatch: ({ actual, expected }) => `succeeded payments ${actual}, order paid ${expected}`,
  heldMismatch: ({ actual, expected }) => `seller_held ${actual}, expected ${expected} (payout hold)`,
  walletMismatch: (values) => `${wallet(values)}: wallet balance ${values.expected}, entries sum ${values.actual}`,
  walletNegative: (values) => `${wallet(values)} is negative: ${values.sum}`,
  recoveryPositive: (values) => `${wallet(values)} is positive: ${values.sum}`,
  walletWithoutEntries: (values) => `wallet ${wallet(values)} shows ${values.sum} without entries`,
};

export function ledgerFinding(code: BalanceProblemCode, values: BalanceProblemValues = {}): LedgerFinding {
  return { code, values, text: english[code](values) };
}
