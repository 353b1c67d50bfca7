import { minorUnitsOf } from '@/lib/contracts/currencies';
import type { Database } from '../../db/connection';
import { countries } from '../../db/schema';
import { ledgerScales } from '../../db/schema-ledger';

/**
 * Records the scale of every currency the platform serves the first time it sees it, and refuses
 * to start when the code's ISO table disagrees with what the stored amounts were written at:
 * running on would silently multiply or divide every balance of that currency.
 */
export async function checkLedgerScales(db: Database): Promise<void> {
  const served = await db.selectDistinct({ currency: countries.currency }).from(countries);
  if (served.length === 0) return;
  await db
    .insert(ledgerScales)
    .values(served.map(({ currency }) => ({ currency, minorUnits: minorUnitsOf(currency) })))
    .onConflictDoNothing();
  const stored = await db.select().from(ledgerScales);
  const mismatches = stored.filter((s) => served.some((c) => c.currency === s.currency) && minorUnitsOf(s.currency) !== s.minorUnits);
  if (mismatches.length > 0) {
    const list = mismatches.map(
      (s) => `${s.currency} is stored with ${s.minorUnits} decimals but the code says ${minorUnitsOf(s.currency)}`,
    );
    throw new Error(`Ledger scale mismatch: ${list.join('; ')}. Write a migration that rescales the stored amounts first.`);
  }
}
