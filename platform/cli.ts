import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { platformEnv } from './env';
import { loopbackHost } from './providers/demo';
import { STAFF_USAGE, staffCommand } from './cli-staff';
import { MEMBERS_USAGE, membersCommand } from './cli-members';
import { COMMUNICATION_USAGE, communicationCommand } from './cli-communication';
import { LOYALTY_USAGE, runLoyaltyCommand } from './cli-loyalty';
import { SITE_USAGE, runSiteCommand } from './cli-site';

/**
 * `npm run operator -- <command>`: operator actions against a running platform, over its HTTP
 * API with the operator key (PGlite allows one process per data directory, so the CLI never opens
 * the database itself).
 *
 *   adjust <username> <amount> [note]   credit (or, with a minus sign, debit) a member's main wallet
 *   pending                             deposits and withdrawals waiting for a decision
 *   approve-deposit <id>                credit a pending bank deposit
 *   reject-deposit <id> [reason]        refuse it (nothing moves)
 *   approve-withdrawal <id>             pay out a pending withdrawal
 *   reject-withdrawal <id> [reason]     refuse it (the held amount returns to the member)
 *   promotions [currency]               every promotion with its state, claims and codes
 *   promotion-state <id> <state>        draft, published or ended
 *   promo-code <code> <promotionId> [maxUses]   a promo code for a promotion
 *   create-operator, operators, set-role, disable-operator, audit-log   console operators (cli-staff.ts)
 *   members, lock-member, unlock-member, clear-pin, end-sessions   member care (cli-members.ts)
 *   message, popup, contact, help-topic, terms, outbox   member communication (cli-communication.ts)
 *   loyalty, vip-tiers, referral-rate, daily-tasks, referral-flags   (platform/cli-loyalty.ts)
 *   seo-domains, seo-domains-set, site-access, maintenance, restrict   site settings (platform/cli-site.ts)
 *   call <endpoint> [json]              any operator endpoint, e.g. call operator/adjust '{"username":…}'
 *
 * --url <platform url> overrides http://PLATFORM_HOST:PLATFORM_PORT; OPERATOR_KEY is read from the env.
 */
export type CliTransport = (endpoint: string, body: unknown, headers: Record<string, string>) => Promise<{ status: number; body: unknown }>;
export type CliOutput = { out(line: string): void; err(line: string): void };

export const USAGE = `usage: npm run operator -- [--url <platform url>] <command>
  adjust <username> <amount> [note]   credit (negative: debit) a member's main wallet
  pending [--status s] [--kind k] [--username u] [--from yyyy-mm-dd] [--to yyyy-mm-dd]
          [--order oldest|newest] [--page n] [--pageSize n]
                                      deposits and withdrawals waiting for a decision (50 a page)
  approve-deposit <id>                credit a pending bank deposit
  reject-deposit <id> [reason]        refuse a pending bank deposit
  approve-withdrawal <id>             pay out a pending withdrawal
  reject-withdrawal <id> [reason]     refuse a pending withdrawal (the held amount returns)
  promotions [currency]               every promotion with its state, claims and codes
  promotion-state <id> <state>        draft, published or ended
  promo-code <code> <promotionId> [maxUses]
                                      a promo code for a promotion (saving it again changes its maximum)
${STAFF_USAGE}
${MEMBERS_USAGE}
${COMMUNICATION_USAGE}
${LOYALTY_USAGE}
${SITE_USAGE}
  call <endpoint> [json]              call any operator endpoint with a JSON payload`;

/** Runs one command; returns the process exit code. */
export async function runCli(args: string[], deps: { transport: CliTransport; operatorKey: string; io: CliOutput }): Promise<number> {
  const [command, ...rest] = args;
  const headers = { 'x-operator-key': deps.operatorKey, 'content-type': 'application/json' };
  /** Calls the endpoint; prints the output with `print` (JSON by default), or the refusal to stderr. */
  const send = async (endpoint: string, body: unknown, print: (output: unknown) => string = (o) => JSON.stringify(o ?? null, null, 2)) => {
    const res = await deps.transport(endpoint, body, headers);
    const answer = res.body as { status?: boolean; msg?: string; output?: unknown };
    if (answer?.status) {
      deps.io.out(print(answer.output));
      return 0;
    }
    deps.io.err(`${endpoint}: ${answer?.msg ?? `HTTP ${res.status}`}`);
    return 1;
  };

  if (command === 'adjust' && rest.length >= 2) {
    const [username, amount, ...note] = rest;
    // A fresh key per invocation: running the command twice means adjusting twice.
    return send('operator/adjust', { username, amount, note: note.join(' '), idempotencyKey: `cli-${randomUUID()}` });
  }
  if (command === 'pending') {
    const filters = pendingFilters(rest);
    if (!filters) {
      deps.io.err(USAGE);
      return 2;
    }
    return send('operator/pending', filters, (output) => describePending(output as PendingPage));
  }
  if (command === 'promotions' && rest.length <= 1) {
    return send('operator/promotion-list', rest[0] ? { currency: rest[0].toUpperCase() } : {}, (output) =>
      describePromotions(output as ListedPromotion[]),
    );
  }
  if (command === 'promotion-state' && rest.length === 2 && ID.test(rest[0]!) && PROMOTION_STATES.has(rest[1]!)) {
    return send('operator/promotion-state', { promotionId: Number(rest[0]), state: rest[1] }, () => `promotion #${rest[0]} ${rest[1]}`);
  }
  if (
    command === 'promo-code' &&
    (rest.length === 2 || rest.length === 3) &&
    ID.test(rest[1]!) &&
    (rest[2] === undefined || ID.test(rest[2]))
  ) {
    const [code, promotionId, maxUses] = rest;
    const body = { code, promotionId: Number(promotionId), ...(maxUses ? { maxUses: Number(maxUses) } : {}) };
    return send(
      'operator/promo-code-save',
      body,
      () => `code ${code!.toUpperCase()} → promotion #${promotionId}${maxUses ? `, at most ${maxUses} uses` : ''}`,
    );
  }
  const communication = await communicationCommand(command, rest, send);
  if (communication !== undefined) return communication;
  const loyalty = runLoyaltyCommand(command, rest, send);
  if (loyalty) return loyalty;
  const read = async (endpoint: string) => {
    const answer = (await deps.transport(endpoint, {}, headers)).body as { status?: boolean; output?: unknown };
    return answer?.status ? answer.output : null;
  };
  const site = await runSiteCommand(command, rest, send, read);
  if (site !== undefined) return site;
  const decision = command ? DECISIONS[command] : undefined;
  if (decision && rest.length >= 1 && ID.test(rest[0]!)) {
    const [id, ...reason] = rest;
    const body = decision.reason ? { id: Number(id), reason: reason.join(' ') } : { id: Number(id) };
    return send(decision.endpoint, body, (output) => describeDecision(output as DecidedRequest));
  }
  const staff = staffCommand(command, rest, send);
  if (staff) return staff;
  const memberCare = membersCommand(command, rest, send);
  if (memberCare) return memberCare;
  if (command === 'call' && rest.length >= 1) {
    const [endpoint, json] = rest;
    let body: unknown = {};
    try {
      body = json ? JSON.parse(json) : {};
    } catch {
      deps.io.err('call: the payload must be JSON');
      return 2;
    }
    return send(endpoint!, body);
  }
  deps.io.err(USAGE);
  return 2;
}

const ID = /^[1-9]\d{0,9}$/;
const PROMOTION_STATES = new Set(['draft', 'published', 'ended']);

type ListedPromotion = {
  promotionId: number;
  cmsId: number;
  kind: string;
  state: string;
  currency: string;
  title: string;
  claimsTotal: number;
  codes: { code: string; uses: number; maxUses: number | null }[];
};

/** One line per promotion: id, currency, state, kind, claims, title, then its codes. */
export function describePromotions(list: ListedPromotion[]): string {
  if (list.length === 0) return 'no promotions';
  return list
    .map((p) => {
      const codes = p.codes.map((c) => `${c.code} ${c.uses}/${c.maxUses ?? '∞'}`).join(', ');
      return [
        `#${p.promotionId}`,
        p.currency,
        p.state,
        p.kind,
        `cms ${p.cmsId}`,
        `${p.claimsTotal} claims`,
        p.title,
        codes ? `codes: ${codes}` : '',
      ]
        .filter(Boolean)
        .join('  ');
    })
    .join('\n');
}

/** The decision commands and the operator endpoint each calls. */
const DECISIONS: Record<string, { endpoint: string; reason: boolean }> = {
  'approve-deposit': { endpoint: 'operator/deposit-approve', reason: false },
  'reject-deposit': { endpoint: 'operator/deposit-reject', reason: true },
  'approve-withdrawal': { endpoint: 'operator/withdrawal-approve', reason: false },
  'reject-withdrawal': { endpoint: 'operator/withdrawal-reject', reason: true },
};

type DecidedRequest = { id: number; kind: string; method: string; amount: string; status: string; balance: string };
type PendingRequest = DecidedRequest & { username: string; receiptKey: string | null; createdAt: string };
type PendingPage = { items: PendingRequest[]; total: number; page: number; pageSize: number };

const PENDING_FLAGS = new Set(['status', 'kind', 'username', 'from', 'to', 'order', 'page', 'pageSize']);

/** `pending --username demomy01 --order newest --page 2` → the endpoint's filters; null on a bad flag. */
export function pendingFilters(args: string[]): Record<string, string | number> | null {
  const filters: Record<string, string | number> = {};
  for (let i = 0; i < args.length; i += 2) {
    const flag = args[i]?.replace(/^--/, '') ?? '';
    const value = args[i + 1];
    if (!args[i]?.startsWith('--') || !PENDING_FLAGS.has(flag) || value === undefined) return null;
    filters[flag] = flag === 'page' || flag === 'pageSize' ? Number(value) : value;
  }
  return filters;
}

/** One line per request, in the order asked (oldest first by default), then where the page stands. */
export function describePending(page: PendingPage): string {
  if (page.items.length === 0) return page.total === 0 ? 'no pending requests' : `no requests on page ${page.page} of ${page.total}`;
  const lines = page.items.map((r) =>
    [`#${r.id}`, r.kind, r.method, r.amount, r.username, r.createdAt, r.receiptKey ? `receipt ${r.receiptKey}` : '']
      .filter(Boolean)
      .join('  '),
  );
  const first = (page.page - 1) * page.pageSize + 1;
  if (page.total > page.items.length)
    lines.push(`(${first}–${first + page.items.length - 1} of ${page.total}; --page ${page.page + 1} for more)`);
  return lines.join('\n');
}

export function describeDecision(r: DecidedRequest): string {
  return `${r.kind} #${r.id} ${r.status}: ${r.amount} (member balance ${r.balance})`;
}

export function httpTransport(baseUrl: string): CliTransport {
  return async (endpoint, body, headers) => {
    const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/api/${endpoint}`, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: res.status, body: await res.json().catch(() => null) };
  };
}

async function main(): Promise<void> {
  const env = platformEnv();
  const args = process.argv.slice(2);
  const urlFlag = args.indexOf('--url');
  const url = urlFlag >= 0 ? args.splice(urlFlag, 2)[1] : `http://${loopbackHost(env.host)}:${env.port}`;
  const code = await runCli(args, {
    transport: httpTransport(url ?? ''),
    operatorKey: env.operatorKey,
    io: { out: (l) => console.log(l), err: (l) => console.error(l) },
  });
  process.exit(code);
}

// Run only as a program, not when a test imports runCli.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(`[operator] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
