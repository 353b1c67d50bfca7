import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { endpoints, type EndpointName } from '@/lib/contracts/endpoints';
import { insertCatalogFixture } from './modules/games/testing/catalog-fixture';
import { WALLET_CALLBACK_PREFIX } from './providers/demo/protocol/wallet-messages';
import { SIGNATURE_HEADER, signBody } from './providers/demo/protocol/signature';
import { registerMember, testPlatform, type TestPlatform } from './test-support';

/**
 * Every endpoint of the registry, and every wallet callback, gets the same hostile payloads as a
 * visitor, as a member and as the operator: no answer may be a 5xx or anything but the JSON
 * envelope, and nothing may change. The field names come from the contracts themselves, so a new
 * endpoint is covered without touching this file.
 */
const HOSTILE_VALUES: readonly unknown[] = [
  '\u0000',
  'ok\u0000',
  2 ** 31,
  2 ** 53 + 1,
  -1,
  1.5,
  'x'.repeat(100_000),
  [1, 2],
  { nested: { deeper: true } },
  true,
  null,
  '',
];
/** Raw bodies: broken JSON, a number no double holds, deep nesting, the wrong shapes. */
const HOSTILE_BODIES: readonly string[] = [
  'not json',
  '{',
  '{"a":1e309}',
  '1e309',
  '[]',
  '"text"',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"__proto__":{"admin":true}}',
];
const WALLET_ACTIONS = ['balance', 'bet', 'win', 'rollback'];

type AnyZod = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

/** The field names of the objects a schema accepts, looking through unions, pipes and wrappers. */
function fieldNames(schema: AnyZod, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def;
  const inner = (value: unknown) => (value && typeof value === 'object' && '_zod' in value ? fieldNames(value as AnyZod, seen) : []);
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape as object);
    case 'union':
      return (def.options as AnyZod[]).flatMap((o) => fieldNames(o, seen));
    case 'pipe':
      return [...inner(def.in), ...inner(def.out)];
    default:
      return [...inner(def.innerType), ...inner(def.schema)];
  }
}

/** A valid-looking base for each field, so one hostile value at a time reaches the deeper checks. */
function payloadsFor(name: EndpointName): unknown[] {
  const fields = [...new Set(fieldNames(endpoints[name].input as unknown as AnyZod))];
  const payloads: unknown[] = [];
  for (const field of fields.length ? fields : ['unexpected']) {
    for (const value of HOSTILE_VALUES) payloads.push({ [field]: value });
  }
  return payloads;
}

let platform: TestPlatform;
let memberSid: string;
const operatorHeaders = () => ({ 'x-operator-key': platform.env.operatorKey });
beforeAll(async () => {
  platform = await testPlatform();
  await insertCatalogFixture(platform.db);
  memberSid = (await registerMember(platform)).sid;
});
afterAll(() => platform.close());

/** What must not move: every balance, and the rows of the tables money and members live in. */
async function snapshot(): Promise<unknown> {
  const result = await platform.db.execute(sql`
    select
      (select coalesce(sum(balance), 0)::text from ledger_accounts where kind like 'member%') as member_money,
      (select count(*)::int from journal_entries) as entries,
      (select count(*)::int from wallet_requests) as requests,
      (select count(*)::int from members) as members,
      (select count(*)::int from member_bank_accounts) as banks,
      (select count(*)::int from member_pins) as pins,
      (select count(*)::int from game_rounds) as rounds,
      (select count(*)::int from upload_credentials) as credentials`);
  return (result as unknown as { rows: unknown[] }).rows[0];
}

type Sent = { what: string; status: number; body: string; contentType: string };

async function send(url: string, payload: string, headers: Record<string, string>): Promise<Sent> {
  const res = await platform.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });
  return {
    what: `${url} ${payload.slice(0, 60)}`,
    status: res.statusCode,
    body: res.body,
    contentType: String(res.headers['content-type'] ?? ''),
  };
}

function envelopeProblem(sent: Sent): string | null {
  if (sent.status >= 500) return `${sent.status}`;
  if (!sent.contentType.startsWith('application/json')) return `content-type ${sent.contentType}`;
  try {
    const body = JSON.parse(sent.body) as { status?: unknown; msg?: unknown };
    return typeof body.status === 'boolean' && typeof body.msg === 'string' ? null : 'not the envelope';
  } catch {
    return 'not JSON';
  }
}

describe('hostile payloads', () => {
  it('never get a 5xx, always get the envelope, and change nothing', { timeout: 600_000 }, async () => {
    const before = await snapshot();
    const problems: string[] = [];
    let count = 0;
    const check = (sent: Sent) => {
      count += 1;
      const problem = envelopeProblem(sent);
      if (problem) problems.push(`${problem}: ${sent.what}`);
    };

    for (const name of Object.keys(endpoints) as EndpointName[]) {
      if (name === 'auth/logout') continue; // a valid logout ends the session the member calls use
      const bodies = [...payloadsFor(name).map((p) => JSON.stringify(p)), ...HOSTILE_BODIES];
      for (const body of bodies) {
        check(await send(`/api/${name}`, body, {}));
        check(await send(`/api/${name}`, body, { cookie: `sid=${memberSid}` }));
        check(await send(`/api/${name}`, body, operatorHeaders()));
      }
      check(await send(`/api/${name}`, 'a=1', { 'content-type': 'text/plain', cookie: `sid=${memberSid}` }));
      check(
        await send(`/api/${name}`, '--x\r\n\r\n--x--', { 'content-type': 'multipart/form-data; boundary=x', cookie: `sid=${memberSid}` }),
      );
    }

    // The seamless-wallet callbacks, signed as the provider signs them, so the payloads reach validation.
    const callbackFields = ['txId', 'roundId', 'memberId', 'providerId', 'gameId', 'currency', 'amount', 'betTxId'];
    for (const action of WALLET_ACTIONS) {
      const bodies = [
        ...callbackFields.flatMap((field) => HOSTILE_VALUES.map((value) => JSON.stringify({ [field]: value }))),
        ...HOSTILE_BODIES,
      ];
      for (const body of bodies) {
        check(
          await send(`${WALLET_CALLBACK_PREFIX}/${action}`, body, { [SIGNATURE_HEADER]: signBody(platform.env.provider.secret, body) }),
        );
      }
    }

    console.log(`hostile payloads: ${count} requests, ${problems.length} problems`);
    expect(problems).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});
