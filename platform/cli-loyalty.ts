/**
 * The loyalty commands of `npm run operator`: read and set a currency's VIP tiers, referral
 * commission and daily tasks, and list the referral abuse flags. Payloads for tiers and tasks are
 * the endpoints' JSON (docs/loyalty.md shows them).
 */
export const LOYALTY_USAGE = `  loyalty <currency>                  a currency's VIP tiers, referral commission and daily tasks
  vip-tiers <currency> <json>         replace the tiers: '{"periodDays":null,"tiers":[{"level":0,…}]}'
  referral-rate <currency> <percent> [turnover|first_deposit] [minimum]
                                      the referral commission, e.g. referral-rate MYR 1.5 turnover 1.00
  daily-tasks <currency> <json>       replace the tasks: '{"allTasksBonus":"3.00","tasks":[…]}'
  referral-flags [page]               refused self-referrals, newest first`;

type Send = (endpoint: string, body: unknown, print?: (output: unknown) => string) => Promise<number>;

const CURRENCY = /^[A-Za-z]{3}$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** Runs a loyalty command; undefined when `command` is not one of them (or its arguments do not fit). */
export function runLoyaltyCommand(command: string | undefined, rest: string[], send: Send): Promise<number> | undefined {
  const currency = rest[0]?.toUpperCase() ?? '';
  if (command === 'loyalty' && rest.length === 1 && CURRENCY.test(currency)) {
    return send('operator/loyalty', { currency }, (output) => describeLoyalty(output as LoyaltyView));
  }
  if ((command === 'vip-tiers' || command === 'daily-tasks') && rest.length === 2 && CURRENCY.test(currency)) {
    let payload: unknown;
    try {
      payload = JSON.parse(rest[1]!);
    } catch {
      return undefined;
    }
    if (!payload || typeof payload !== 'object') return undefined;
    const endpoint = command === 'vip-tiers' ? 'operator/vip-tiers-save' : 'operator/daily-tasks-save';
    return send(endpoint, { ...payload, currency }, () => `${command} saved for ${currency}`);
  }
  if (command === 'referral-rate' && rest.length >= 2 && rest.length <= 4 && CURRENCY.test(currency) && PERCENT.test(rest[1]!)) {
    const [, percent, basis = 'turnover', minimum = '0'] = rest;
    const commissionBp = Math.round(Number(percent) * 100);
    return send(
      'operator/referral-settings-save',
      { currency, commissionBp, basis, minimum },
      () => `referral commission for ${currency}: ${percent}% of ${basis}, claimable from ${minimum}`,
    );
  }
  if (command === 'referral-flags' && rest.length <= 1 && (rest[0] === undefined || /^[1-9]\d{0,4}$/.test(rest[0]))) {
    return send('operator/referral-flags', { page: Number(rest[0] ?? 1) }, (output) => describeFlags(output as FlagPage));
  }
  return undefined;
}

type LoyaltyView = {
  currency: string;
  periodDays: number | null;
  commissionBp: number;
  basis: string;
  minimum: string;
  allTasksBonus: string;
  tiers: {
    level: number;
    name: string;
    threshold: string;
    rebateRate: string;
    withdrawalsPerDay: number;
    withdrawalMaxPerDay: string;
    reward: string;
  }[];
  tasks: { taskId: number; kind: string; target: string; category: string | null; reward: string }[];
};

export function describeLoyalty(view: LoyaltyView): string {
  const lines = [
    `${view.currency}: tiers on ${view.periodDays === null ? 'lifetime turnover' : `the last ${view.periodDays} days' turnover`}`,
    ...view.tiers.map(
      (t) =>
        `  ${t.level}  ${t.name}  from ${t.threshold}  rebate ${t.rebateRate}%  ${t.withdrawalsPerDay} withdrawals/day up to ${t.withdrawalMaxPerDay}  level-up ${t.reward}`,
    ),
    `referral: ${(view.commissionBp / 100).toFixed(2)}% of ${view.basis}, claimable from ${view.minimum}`,
    `daily tasks (all done: ${view.allTasksBonus}):`,
    ...view.tasks.map((t) => `  #${t.taskId}  ${t.kind}  ${t.target}${t.category ? ` (${t.category})` : ''}  reward ${t.reward}`),
  ];
  return lines.join('\n');
}

type FlagPage = {
  total: number;
  flags: { id: number; referrer: string; member: string; reason: string; detail: string; createdAt: string }[];
};

export function describeFlags(page: FlagPage): string {
  if (page.flags.length === 0) return 'no referral flags';
  return [
    ...page.flags.map((f) => `#${f.id}  ${f.createdAt}  ${f.reason}  referrer ${f.referrer}  member ${f.member}  ${f.detail}`),
    `(${page.total} in all)`,
  ].join('\n');
}
