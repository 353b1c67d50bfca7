import { sql } from 'drizzle-orm';
import { endpoints, type EndpointName } from '@/lib/contracts/endpoints';
import { insertCatalogFixture } from './modules/games/testing/catalog-fixture';
import { WALLET_CALLBACK_PREFIX } from './providers/demo/protocol/wallet-messages';
import { SIGNATURE_HEADER, signBody } from './providers/demo/protocol/signature';
import { registerMember, testPlatform, type TestPlatform } from './test-support';
import { bodiesPerField, envelopeProblem, HOSTILE_BODIES, HOSTILE_JSON_VALUES, HOSTILE_VALUES, send, type Sent } from './testing/hostile';

/**
 * Every endpoint of the registry, and every wallet callback, gets the same hostile payloads as a
 * visitor, as a member and as the operator: no answer may be a 5xx or anything but the JSON
 * envelope, and nothing may change. The field names come from the contracts themselves, so a new
 * endpoint is covered without touching this file. Every operator role is swept in
 * hostile-operator-roles.long.test.ts.
 */
const WALLET_ACTIONS = ['balance', 'bet', 'win', 'rollback'];

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
      const bodies = [...bodiesPerField(name), ...HOSTILE_BODIES];
      for (const body of bodies) {
        check(await send(platform, `/api/${name}`, body, {}));
        check(await send(platform, `/api/${name}`, body, { cookie: `sid=${memberSid}` }));
        check(await send(platform, `/api/${name}`, body, operatorHeaders()));
      }
      // Session cookies the decoder turns into NUL or leaves as broken escapes.
      check(await send(platform, `/api/${name}`, '{}', { cookie: 'sid=%00x; csid=%ED%A0%80x' }));
      check(await send(platform, `/api/${name}`, 'a=1', { 'content-type': 'text/plain', cookie: `sid=${memberSid}` }));
      check(
        await send(platform, `/api/${name}`, '--x\r\n\r\n--x--', {
          'content-type': 'multipart/form-data; boundary=x',
          cookie: `sid=${memberSid}`,
        }),
      );
    }

    // The seamless-wallet callbacks, signed as the provider signs them, so the payloads reach validation.
    const callbackFields = ['txId', 'roundId', 'memberId', 'providerId', 'gameId', 'currency', 'amount', 'betTxId'];
    for (const action of WALLET_ACTIONS) {
      const bodies = [
        ...callbackFields.flatMap((field) => [
          ...HOSTILE_VALUES.map((value) => JSON.stringify({ [field]: value })),
          ...HOSTILE_JSON_VALUES.map((json) => `{"${field}":${json}}`),
        ]),
        ...HOSTILE_BODIES,
      ];
      for (const body of bodies) {
        check(
          await send(platform, `${WALLET_CALLBACK_PREFIX}/${action}`, body, {
            [SIGNATURE_HEADER]: signBody(platform.env.provider.secret, body),
          }),
        );
      }
    }

    console.log(`hostile payloads: ${count} requests, ${problems.length} problems`);
    expect(problems).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});
