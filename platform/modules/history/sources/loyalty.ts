import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { vipTiers } from '../../../db/schema-loyalty';
import { formatRate } from '../../ledger';
import { decimalsFor, formatMinor } from '../../ledger';
import type { HistorySource } from '../query';
import { journalHistory, type JournalRow } from './journal';

const levelOf = (row: JournalRow) => (typeof row.meta.level === 'number' ? row.meta.level : -1);

/** transaction/list type vip: level-up rewards, described by the tier's name in the member's language. */
export function vipHistory(db: Database, member: { currency: string; language: string }): HistorySource {
  return journalHistory(
    ['vip'],
    (row, names) => {
      const level = levelOf(row);
      // A bonus reward moves no cash (the bonus money is in the promotion history): its amount is named here.
      const extra: Record<string, string> = { level: String(level) };
      if (typeof row.meta.bonus === 'string') extra.bonus = formatMinor(BigInt(row.meta.bonus), decimalsFor(member));
      return { description: names.get(String(level)) ?? `VIP ${level}`, extra };
    },
    async (rows) => {
      const levels = [...new Set(rows.map(levelOf))];
      if (levels.length === 0) return new Map();
      const tiers = await db
        .select({ level: vipTiers.level, languages: vipTiers.languages })
        .from(vipTiers)
        .where(and(eq(vipTiers.currency, member.currency), inArray(vipTiers.level, levels)));
      const base = member.language.slice(0, 2);
      return new Map(
        tiers.map((t) => [String(t.level), (t.languages[base] ?? t.languages.en ?? Object.values(t.languages)[0])?.name ?? '']),
      );
    },
  );
}

/** transaction/list type referral: commission claims, with the rate they were paid at. */
export const referralHistory: HistorySource = journalHistory(['referral'], (row) => {
  const rateBp = typeof row.meta.rateBp === 'number' ? row.meta.rateBp : 0;
  return { description: '', extra: { rate: formatRate(rateBp) } };
});
