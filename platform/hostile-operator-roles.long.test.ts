import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { endpoints, type EndpointName } from '@/lib/contracts/endpoints';
import { STAFF_ROLES, type StaffRole } from '@/lib/contracts/staff';
import { rolesFor } from './endpoints/operator-access';
import { insertCatalogFixture } from './modules/games/testing/catalog-fixture';
import { operatorCall, testPlatform, type TestPlatform } from './test-support';
import { envelopeProblem, fieldNames, HOSTILE_BODIES, send } from './testing/hostile';

/**
 * Every operator endpoint of the registry, called as every console role and with the key, with
 * bodies the database cannot store as sent (NUL, lone surrogates, in values and in keys), numbers
 * past every range, deep nesting and overlong text. No answer may be a 5xx or anything but the
 * envelope, and every refusal for the role (403) must be on record in the audit log, whatever the
 * body held.
 */
const PASSWORD = 'Console#Pass2026';

/** The contract's fields, each set to the next of the given values (JSON text), starting from the `from`th. */
function everyField(name: EndpointName, values: readonly string[], from = 0): string {
  return `{${fieldNames(name)
    .map((field, i) => `${JSON.stringify(field)}:${values[(from + i) % values.length]}`)
    .join(',')}}`;
}

const TEXT = ['"x\\u0000"', '"x\\ud800"', '"\\udfffx"', '["ok","\\u0000",{"k\\u0000":"\\ud800"}]'];
/** Each text value first once, so an endpoint of one field gets each too. */
const textBodies = (name: EndpointName) => TEXT.map((_, from) => everyField(name, TEXT, from));
const NUMBERS = ['1e308', '18446744073709551616', '-0', '"NaN"', '1e309'];
const OVERLONG = [JSON.stringify('y'.repeat(20_000))];
/** The bodies the server parses: broken JSON and __proto__ keys are refused before anyone asks who calls. */
const BODIES = HOSTILE_BODIES.filter((body) => {
  try {
    JSON.parse(body);
    return !body.includes('__proto__');
  } catch {
    return false;
  }
});

let platform: TestPlatform;
/** The request headers of each caller: the key, and a console session per role. */
const callers = new Map<StaffRole | 'key', Record<string, string>>();

async function consoleSession(role: StaffRole): Promise<Record<string, string>> {
  const username = `hostile${role}`.slice(0, 16);
  const created = await operatorCall<{ totp: { secret: string } | null }>(platform, 'staff/create', { username, password: PASSWORD, role });
  if (!created.body.status) throw new Error(`staff/create ${role}: ${created.body.msg}`);
  const secret = created.body.output?.totp?.secret;
  const totp = secret ? { totp: await generate({ secret, epoch: Math.floor(Date.now() / 1000) }) } : {};
  const login = await platform.call('staff/login', { username, password: PASSWORD, ...totp });
  const csid = login.response.cookies.find((c) => c.name === 'csid')?.value;
  if (!csid) throw new Error(`staff/login ${role}: ${login.body.msg}`);
  return { cookie: `csid=${csid}` };
}

beforeAll(async () => {
  platform = await testPlatform();
  await insertCatalogFixture(platform.db);
  callers.set('key', { 'x-operator-key': platform.env.operatorKey });
  for (const role of STAFF_ROLES) callers.set(role, await consoleSession(role));
});
afterAll(() => platform.close());

/** Forbidden rows of the audit log, per "role action". */
async function forbiddenRows(): Promise<Map<string, number>> {
  const result = await platform.db.execute(
    sql`select role, action, count(*)::int as n from audit_log where outcome = 'forbidden' group by role, action`,
  );
  const rows = (result as unknown as { rows: Array<{ role: string; action: string; n: number }> }).rows;
  return new Map(rows.map((r) => [`${r.role} ${r.action}`, r.n]));
}

describe('hostile payloads as every operator role', () => {
  it('never get a 5xx, and every refusal for the role is in the audit log', { timeout: 300_000 }, async () => {
    const operatorEndpoints = (Object.keys(endpoints) as EndpointName[]).filter((name) => endpoints[name].access === 'operator');
    expect(operatorEndpoints.length).toBeGreaterThan(40);
    const before = await forbiddenRows();
    const refused = new Map<string, number>();
    const problems: string[] = [];
    let count = 0;

    for (const name of operatorEndpoints) {
      const bodies = [...textBodies(name), everyField(name, NUMBERS), everyField(name, OVERLONG), ...BODIES];
      for (const [caller, headers] of callers) {
        const mayCall = caller === 'key' || rolesFor(name).includes(caller);
        for (const body of bodies) {
          const sent = await send(platform, `/api/${name}`, body, headers);
          count += 1;
          const problem = envelopeProblem(sent);
          if (problem) problems.push(`${problem} as ${caller}: ${sent.what}`);
          if (mayCall) continue;
          if (sent.status === 403) refused.set(`${caller} ${name}`, (refused.get(`${caller} ${name}`) ?? 0) + 1);
          else problems.push(`${sent.status}, not 403, as ${caller}: ${sent.what}`);
        }
      }
    }

    const after = await forbiddenRows();
    const unrecorded = [...refused].filter(([key, n]) => (after.get(key) ?? 0) - (before.get(key) ?? 0) !== n);
    console.log(`hostile operator roles: ${count} requests, ${problems.length} problems, ${unrecorded.length} unrecorded refusals`);
    expect(problems).toEqual([]);
    expect(refused.size).toBeGreaterThan(0);
    expect(unrecorded.map(([key, n]) => `${key}: ${n} refused, ${(after.get(key) ?? 0) - (before.get(key) ?? 0)} recorded`)).toEqual([]);
  });
});

describe('text the database cannot hold', () => {
  it('keeps a read-only refusal with NUL a 403 and records the note with U+FFFD', async () => {
    const res = await platform.call(
      'operator/adjust',
      { username: 'nobody', amount: '1', note: 'x\u0000' },
      { headers: callers.get('readonly') },
    );
    expect(res.statusCode).toBe(403);
    const result = await platform.db.execute(
      sql`select input from audit_log where role = 'readonly' and action = 'operator/adjust' order by id desc limit 1`,
    );
    expect((result as unknown as { rows: Array<{ input: unknown }> }).rows[0]?.input).toMatchObject({ note: 'x\ufffd' });
  });

  it('answers a lone surrogate with a 400 naming the field', async () => {
    const res = await platform.call('game/maintenance', { currency: 'MY\ud800' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ status: false, msg: 'currency: error_characters' });
  });
});
