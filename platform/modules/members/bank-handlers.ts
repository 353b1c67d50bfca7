import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { addBankAccount, listBankAccounts } from './bank-accounts';
import { memberHooks } from './hooks';

export const bankList: Handler<'member/bank-list'> = async (_input, { db, member }) => ok(await listBankAccounts(db, member.id));

/** member/bank-add: answers the whole list, so the dialog redraws from one call. */
export const bankAdd: Handler<'member/bank-add'> = async (input, { db, member, now }) => {
  // The referrer's (or a referred member's) own account number is a self-referral: refused and recorded.
  const selfReferral = await memberHooks().bankAccountRefusal(db, member, input.accountNumber, now);
  if (selfReferral) return fail(selfReferral);
  const result = await addBankAccount(db, member.id, input, now);
  return result.ok ? ok(result.accounts) : fail(result.msg);
};
