import { accountKey, type Line } from '../ledger';
import { decisionLines, depositCredit, withdrawalHold } from './movements';

const holder = { memberId: 7, currency: 'MYR' };
const sum = (lines: Line[]) => lines.reduce((total, l) => total + l.amount, 0n);
/** account kind → net amount, for readable expectations */
const net = (lines: Line[]) => Object.fromEntries(lines.map((l) => [l.account.kind, l.amount]));

describe('wallet movements', () => {
  it('every movement sums to zero', () => {
    const all = [
      depositCredit(holder, 100n),
      withdrawalHold(holder, 100n),
      ...(['approved', 'rejected', 'cancelled'] as const).flatMap((d) => [
        decisionLines('deposit', d, holder, 100n),
        decisionLines('withdrawal', d, holder, 100n),
      ]),
    ];
    for (const lines of all) expect(sum(lines)).toBe(0n);
  });

  it('a deposit comes from house_deposits; rejecting a pending one moves nothing', () => {
    expect(net(depositCredit(holder, 500n))).toEqual({ house_deposits: -500n, member_main: 500n });
    expect(net(decisionLines('deposit', 'approved', holder, 500n))).toEqual({ house_deposits: -500n, member_main: 500n });
    expect(decisionLines('deposit', 'rejected', holder, 500n)).toEqual([]);
  });

  it('a withdrawal is held, then paid out or handed back to the member', () => {
    expect(net(withdrawalHold(holder, 300n))).toEqual({ member_main: -300n, house_withdrawals_pending: 300n });
    expect(net(decisionLines('withdrawal', 'approved', holder, 300n))).toEqual({
      house_withdrawals_pending: -300n,
      house_withdrawals_paid: 300n,
    });
    for (const decision of ['rejected', 'cancelled'] as const) {
      expect(net(decisionLines('withdrawal', decision, holder, 300n))).toEqual({ house_withdrawals_pending: -300n, member_main: 300n });
    }
  });

  it('member lines name the member’s own main wallet', () => {
    const main = withdrawalHold(holder, 1n).find((l) => l.account.kind === 'member_main')!;
    expect(accountKey(main.account)).toBe(accountKey({ kind: 'member_main', memberId: 7, providerId: null, currency: 'MYR' }));
  });
});
