import type { EndpointInput } from '@/lib/contracts/endpoints';
import { LANGUAGE_CODES } from '@/lib/contracts/languages';
import type { OperatorPromotionView, PromotionKind, PromotionText } from '@/lib/contracts/promotions';
import { localeHref } from '@/lib/locale-href';

/**
 * The promotions editor's form: every field as the inputs hold it (text), made from a saved
 * promotion and turned back into what operator/promotion-save takes. Empty optional fields are
 * left out, so the platform's defaults apply.
 */
export type PromotionForm = {
  promotionId: number | null;
  kind: PromotionKind;
  currency: string;
  countries: string;
  cmsCategoryIds: string;
  languages: Record<string, PromotionText>;
  amount: string;
  matchPercent: string;
  matchCap: string;
  minDeposit: string;
  wageringMultiplier: string;
  wageringBase: 'bonus' | 'bonus_plus_deposit';
  wageringCapMultiple: string;
  /** "slots=100, live=10" */
  contributions: string;
  otherContribution: string;
  maxBet: string;
  maxConversion: string;
  expiryDays: string;
  /** UTC, as a datetime-local input holds it: 2026-12-01T00:00 */
  startsAt: string;
  endsAt: string;
  maxClaimsPerMember: string;
  maxClaimsTotal: string;
};

export type SaveInput = EndpointInput<'operator/promotion-save'>;

export const SITE_LANGUAGES = LANGUAGE_CODES;

export function emptyText(): PromotionText {
  return { title: '', summary: '', content: '', image: '' };
}

export function newPromotionForm(currency: string): PromotionForm {
  return {
    promotionId: null,
    kind: 'fixed',
    currency,
    countries: '',
    cmsCategoryIds: '',
    languages: { en: emptyText() },
    amount: '',
    matchPercent: '',
    matchCap: '',
    minDeposit: '',
    wageringMultiplier: '5',
    wageringBase: 'bonus',
    wageringCapMultiple: '10',
    contributions: '',
    otherContribution: '100',
    maxBet: '',
    maxConversion: '',
    expiryDays: '7',
    startsAt: '',
    endsAt: '',
    maxClaimsPerMember: '1',
    maxClaimsTotal: '',
  };
}

const text = (value: string | number | null) => (value === null ? '' : String(value));
/** An ISO instant as a UTC datetime-local value, to the minute. */
export const toLocalInput = (iso: string | null) => (iso ? iso.slice(0, 16) : '');

export function formOf(view: OperatorPromotionView): PromotionForm {
  return {
    promotionId: view.promotionId,
    kind: view.kind,
    currency: view.currency,
    countries: view.countries.join(', '),
    cmsCategoryIds: view.cmsCategoryIds.join(', '),
    languages: view.languages,
    amount: text(view.amount),
    matchPercent: text(view.matchPercent),
    matchCap: text(view.matchCap),
    minDeposit: text(view.minDeposit),
    wageringMultiplier: text(view.wageringMultiplier),
    wageringBase: view.wageringBase,
    wageringCapMultiple: text(view.wageringCapMultiple),
    contributions: Object.entries(view.contributions)
      .map(([category, percent]) => `${category}=${percent}`)
      .join(', '),
    otherContribution: text(view.otherContribution),
    maxBet: text(view.maxBet),
    maxConversion: text(view.maxConversion),
    expiryDays: text(view.expiryDays),
    startsAt: toLocalInput(view.startsAt),
    endsAt: toLocalInput(view.endsAt),
    maxClaimsPerMember: text(view.maxClaimsPerMember),
    maxClaimsTotal: text(view.maxClaimsTotal),
  };
}

const list = (value: string) =>
  value
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
const optionalInt = (value: string) => (value.trim() === '' ? undefined : Number(value));
/** A UTC datetime-local value as an ISO instant. */
const instant = (value: string) => {
  const v = value.trim();
  return v === '' ? undefined : `${v.length === 16 ? `${v}:00` : v}Z`;
};

/** Contributions from "slots=100, live=10"; a malformed pair is a message for the operator. */
export function parseContributions(value: string): Record<string, number> | string {
  const out: Record<string, number> = {};
  for (const pair of list(value)) {
    const match = /^([A-Za-z0-9_-]{1,40})=(\d{1,3})$/.exec(pair);
    if (!match || Number(match[2]) > 100) return `"${pair}" is not category=percent (0–100)`;
    out[match[1]!] = Number(match[2]);
  }
  return out;
}

/** The form as operator/promotion-save's input, or a message naming what to fix. */
export function saveInputOf(form: PromotionForm): { ok: true; input: SaveInput } | { ok: false; msg: string } {
  const contributions = parseContributions(form.contributions);
  if (typeof contributions === 'string') return { ok: false, msg: contributions };
  const languages = Object.fromEntries(Object.entries(form.languages).filter(([, entry]) => entry.title.trim() !== ''));
  if (Object.keys(languages).length === 0) return { ok: false, msg: 'Give the promotion a title in one language at least.' };
  const categoryIds = list(form.cmsCategoryIds).map(Number);
  if (categoryIds.some((id) => !Number.isInteger(id) || id <= 0)) return { ok: false, msg: 'CMS categories are ids: 1, 2, 3' };
  const input: SaveInput = {
    ...(form.promotionId === null ? {} : { promotionId: form.promotionId }),
    kind: form.kind,
    currency: form.currency,
    countries: list(form.countries).map((c) => c.toUpperCase()),
    cmsCategoryIds: categoryIds,
    languages,
    amount: form.kind === 'deposit_match' ? undefined : optional(form.amount),
    matchPercent: form.kind === 'deposit_match' ? optionalInt(form.matchPercent) : undefined,
    matchCap: form.kind === 'deposit_match' ? optional(form.matchCap) : undefined,
    minDeposit: form.kind === 'deposit_match' ? optional(form.minDeposit) : undefined,
    wageringMultiplier: Number(form.wageringMultiplier || 0),
    wageringBase: form.wageringBase,
    wageringCapMultiple: Number(form.wageringCapMultiple || 10),
    contributions,
    otherContribution: Number(form.otherContribution || 100),
    maxBet: optional(form.maxBet),
    maxConversion: optional(form.maxConversion),
    expiryDays: Number(form.expiryDays || 0),
    startsAt: instant(form.startsAt),
    endsAt: instant(form.endsAt),
    maxClaimsPerMember: Number(form.maxClaimsPerMember || 1),
    maxClaimsTotal: optionalInt(form.maxClaimsTotal),
  };
  return { ok: true, input: JSON.parse(JSON.stringify(input)) as SaveInput };
}

/**
 * Where the member site shows this promotion in this language: a language segment of a country
 * that uses the promotion's currency (that language if the country has it, else its own).
 */
export function previewPath(
  countries: ReadonlyArray<{ countryCode: string; currency: string; language: string; languages: Record<string, string> }>,
  currency: string,
  language: string,
  promotionId: number,
): string | null {
  const country =
    countries.find((c) => c.currency === currency && language in c.languages) ?? countries.find((c) => c.currency === currency);
  if (!country) return null;
  const lang = language in country.languages ? language : country.language;
  return localeHref(`${lang}-${country.countryCode.toLowerCase()}`, `/promotions/${promotionId}?preview=true`);
}
