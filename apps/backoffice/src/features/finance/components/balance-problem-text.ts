import type { BalanceProblem } from '@gs/shared/staff-finance';
import { formatPrice } from '@gs/web/format-money';
import type { TFunction } from 'i18next';

/** A ledger account's name on screen, or the account's code when the screen has no name for it. */
function accountName(account: string | undefined, t: TFunction): string {
  return account ? t(`finance.accounts.${account}`, { defaultValue: account }) : '';
}

/**
 * A problem the balance check found, in the reader's language: amounts as money, accounts and order states by their
 * names, a user's wallet as "<account> of user <id>".
 */
export function balanceProblemText({ code, values }: BalanceProblem, t: TFunction, language: string): string {
  const money = (fen: number | undefined) => formatPrice(fen ?? 0, language);
  const account = accountName(values.account, t);
  const wallet =
    values.userId === null || values.userId === undefined
      ? account
      : t('finance.balance.problem.walletOfUser', { account, userId: values.userId });
  return t(`finance.balance.problem.${code}`, {
    actual: money(values.actual),
    expected: money(values.expected),
    sum: money(values.sum),
    posting: values.posting,
    status: values.status ? t(`orders.statuses.${values.status}`, { defaultValue: values.status }) : '',
    wallet,
    interpolation: { escapeValue: false },
  });
}
