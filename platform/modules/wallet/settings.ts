import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';
import { getBalance, formatRate, decimalsFor, formatMinor } from '../ledger';
import { listBankAccounts, pinState } from '../members';
import { walletLimitsFor, type AmountRange } from './limits';
import { listOperatorBanks } from './operator-banks';
import { providerWallets } from './provider-wallets';
import { rebateRate } from './rebate';

/** wallet/settings: everything the wallet dialog needs, in one call. */
export const walletSettings: Handler<'wallet/settings'> = async (_input, { db, env, member, now, payments }) => {
  const decimals = decimalsFor(member);
  const [limits, balance, operatorBanks, bankAccounts, pin, wallets, rateBp] = await Promise.all([
    walletLimitsFor(db, member.currency, decimals),
    getBalance(db, member),
    listOperatorBanks(db, member.currency),
    listBankAccounts(db, member.id),
    pinState(db, member.id, now),
    providerWallets(db, member, decimals),
    rebateRate(db, member, now, env.loyaltyDayOffsetHours),
  ]);
  // No configured maximum reads as "" so the dialog shows no upper bound rather than a made-up one.
  const range = (r: AmountRange) => ({ min: formatMinor(r.min, decimals), max: r.max === null ? '' : formatMinor(r.max, decimals) });
  return ok({
    currency: member.currency,
    decimals,
    balance: formatMinor(balance, decimals),
    deposit: range(limits.deposit),
    withdrawal: range(limits.withdrawal),
    gateways: payments.forCurrency(member.currency).map((g) => ({ id: g.id, name: g.name })),
    operatorBanks,
    bankAccounts,
    hasPin: pin.hasPin,
    pinLockedUntil: pin.lockedUntil ? pin.lockedUntil.toISOString() : null,
    rebateRate: formatRate(rateBp),
    providerWallets: wallets,
  });
};
