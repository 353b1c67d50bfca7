import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { countries } from '../../db/schema';
import { ledgerAccounts, ledgerScales } from '../../db/schema-ledger';
import { operatorCall, registerMember, testPlatform, type TestPlatform } from '../../test-support';
import { checkLedgerScales } from './scales';

const indonesia = { countryCode: 'ID', language: 'id', dialCode: '62', length: 11 };

let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
});
afterAll(() => platform.close());

async function memberAnswers(sid: string) {
  const balance = await platform.call<{ balance: string; minor: number }>('member/wallet-balance', undefined, { sid });
  const settings = await platform.call<{ balance: string; decimals: number }>('wallet/settings', undefined, { sid });
  return { balance: balance.body.output, settings: { balance: settings.body.output?.balance, decimals: settings.body.output?.decimals } };
}

describe('ledger scale', () => {
  it("comes from the currency: changing a country's input_decimal changes no stored or answered amount", async () => {
    const { sid, username } = await registerMember(platform);
    await operatorCall(platform, 'operator/adjust', { username, amount: '123.45', note: '', idempotencyKey: randomUUID() });
    const balancesBefore = await platform.db.select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance }).from(ledgerAccounts);
    const before = await memberAnswers(sid);
    expect(before.balance).toMatchObject({ balance: '123.45', minor: 12345 });

    for (const inputDecimal of [0, 3]) {
      await platform.db.update(countries).set({ inputDecimal }).where(eq(countries.code, 'MY'));
      expect(await memberAnswers(sid)).toEqual(before);
      expect(await platform.db.select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance }).from(ledgerAccounts)).toEqual(
        balancesBefore,
      );
    }
    await platform.db.update(countries).set({ inputDecimal: 2 }).where(eq(countries.code, 'MY'));
  });

  it('stores IDR at its ISO 4217 two decimals although the country shows none', async () => {
    const { sid, username } = await registerMember(platform, indonesia);
    await operatorCall(platform, 'operator/adjust', { username, amount: '50000', note: '', idempotencyKey: randomUUID() });
    expect((await memberAnswers(sid)).balance).toMatchObject({ balance: '50000.00', minor: 5_000_000 });
  });

  it('refuses to start when the stored scale disagrees with the code', async () => {
    await platform.db.update(ledgerScales).set({ minorUnits: 0 }).where(eq(ledgerScales.currency, 'MYR'));
    await expect(checkLedgerScales(platform.db)).rejects.toThrow(/MYR is stored with 0 decimals but the code says 2/);
    await platform.db.update(ledgerScales).set({ minorUnits: 2 }).where(eq(ledgerScales.currency, 'MYR'));
    await expect(checkLedgerScales(platform.db)).resolves.toBeUndefined();
  });

  it('the 0005 migration multiplies amounts stored at the display scale up to the ISO scale, exactly', async () => {
    const { sid, username } = await registerMember(platform, indonesia);
    await operatorCall(platform, 'operator/adjust', { username, amount: '777', note: '', idempotencyKey: randomUUID() });
    const idrTotals = async () =>
      (
        (await platform.db.execute(
          sql`select coalesce(sum(balance), 0)::text as total from ledger_accounts where currency = 'IDR'`,
        )) as unknown as { rows: { total: string }[] }
      ).rows[0]!.total;
    const expected = await idrTotals();
    // The state an older release left behind: IDR amounts at 0 decimals (its input_decimal).
    await platform.db.execute(
      sql`update postings p set amount = p.amount / 100 from ledger_accounts a where a.id = p.account_id and a.currency = 'IDR'`,
    );
    await platform.db.execute(sql`update ledger_accounts set balance = balance / 100 where currency = 'IDR'`);
    await platform.db.execute(sql`drop table ledger_scales`);

    const migration = readFileSync(new URL('../../db/migrations/0005_currency_scale.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await platform.db.execute(sql.raw(statement));
    await checkLedgerScales(platform.db);

    expect(await idrTotals()).toBe(expected);
    expect((await memberAnswers(sid)).balance).toMatchObject({ balance: '777.00', minor: 77_700 });
  });
});
