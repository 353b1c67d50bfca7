import { sql } from 'drizzle-orm';
import { minorUnitsOf } from '@/lib/contracts/currencies';
import { formatCurrencyAmount } from '@/lib/format-money';
import type { Database } from '../../db/connection';
import { members } from '../../db/schema';
import type { BonusGranted } from '../promotions';
import { sendMessage } from './send';

/** "Your bonus … has been credited", per language the promotion is written in. */
const CREDITED: Record<string, (title: string, amount: string) => string> = {
  en: (t, a) => `<p>Your bonus from <strong>${t}</strong> (${a}) has been credited. Good luck!</p>`,
  zh: (t, a) => `<p>您来自<strong>${t}</strong>的奖金（${a}）已到账。祝您好运！</p>`,
  ms: (t, a) => `<p>Bonus anda daripada <strong>${t}</strong> (${a}) telah dikreditkan. Semoga berjaya!</p>`,
  th: (t, a) => `<p>โบนัสจาก <strong>${t}</strong> (${a}) ได้เข้าบัญชีของคุณแล้ว ขอให้โชคดี!</p>`,
  vi: (t, a) => `<p>Tiền thưởng từ <strong>${t}</strong> (${a}) đã được cộng vào tài khoản. Chúc may mắn!</p>`,
  id: (t, a) => `<p>Bonus Anda dari <strong>${t}</strong> (${a}) telah dikreditkan. Semoga beruntung!</p>`,
};

/** Minor units as a decimal string of the currency: 1000n MYR → "10.00". */
function decimalOf(minor: bigint, currency: string): string {
  const scale = minorUnitsOf(currency);
  if (scale === 0) return String(minor);
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** The inbox's bonus-granted listener: a promotions_events message in the grant's transaction. */
export async function bonusGrantedNotice(tx: Database, event: BonusGranted): Promise<void> {
  const title: Record<string, string> = {};
  const body: Record<string, string> = {};
  const amount = decimalOf(event.amount, event.currency);
  for (const [lang, text] of Object.entries(event.texts)) {
    title[lang] = text.title;
    // Money as every member screen shows it ("MYR 1,000.00"), grouped for the message's language.
    body[lang] = (CREDITED[lang] ?? CREDITED.en!)(escapeHtml(text.title), formatCurrencyAmount(amount, event.currency, lang));
  }
  if (Object.keys(title).length === 0) return;
  await sendMessage(
    tx,
    {
      category: 'promotions_events',
      title,
      body,
      audience: { kind: 'member', memberId: event.memberId },
      where: sql`${members.id} = ${event.memberId}`,
    },
    event.at,
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
