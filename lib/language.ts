import type { CountryItem } from './contracts/common';

/**
 * The `{lang}` segment is `{language}-{country}` in lower case (docs/PRODUCT.md §2): `en-my`, `th-th`.
 * The country fixes the visitor's currency; a member's currency fixes which segments they may use.
 */
export type LangSegment = { language: string; country: string; segment: string };

export const LANG_COOKIE = 'lang';

export function parseLangSegment(value: string | undefined | null): LangSegment | null {
  if (!value) return null;
  const match = /^([a-z]{2,3})-([a-z]{2})$/.exec(value.toLowerCase());
  if (!match) return null;
  return { language: match[1]!, country: match[2]!, segment: `${match[1]}-${match[2]}` };
}

export function segmentOf(language: string, countryCode: string): string {
  return `${language}-${countryCode}`.toLowerCase();
}

/** Countries a user may use: all for a visitor, those with the member's currency for a member. */
export function countriesFor(countries: readonly CountryItem[], memberCurrency?: string | null): CountryItem[] {
  return memberCurrency ? countries.filter((c) => c.currency === memberCurrency) : [...countries];
}

/** Every segment offered to the user, in country then language order. */
export function allowedSegments(countries: readonly CountryItem[], memberCurrency?: string | null): string[] {
  return countriesFor(countries, memberCurrency).flatMap((c) =>
    Object.keys(c.languages).map((language) => segmentOf(language, c.countryCode)),
  );
}

export function findCountry(countries: readonly CountryItem[], countryCode: string): CountryItem | undefined {
  return countries.find((c) => c.countryCode.toLowerCase() === countryCode.toLowerCase());
}

/**
 * The currency of a language segment's country (`th-th` → THB), or '' for an unknown one. A
 * member's own too: proxy.ts keeps a member on their currency's countries.
 */
export function segmentCurrency(countries: readonly CountryItem[], lang: string): string {
  return findCountry(countries, parseLangSegment(lang)?.country ?? '')?.currency ?? '';
}

export type LanguageContext = {
  countries: readonly CountryItem[];
  defaultLang: string;
  storedLang?: string | null;
  member?: { currency: string; countryCode: string } | null;
};

/**
 * The segment to use when the requested one is missing or not allowed (docs/PRODUCT.md §5):
 * the stored one if allowed, otherwise — for a member — their country with the current
 * language if that country offers it, else that country's first language (docs/PRODUCT.md §2);
 * for a visitor the default.
 */
export function fallbackSegment(ctx: LanguageContext, currentLanguage?: string): string {
  const allowed = allowedSegments(ctx.countries, ctx.member?.currency);
  const stored = parseLangSegment(ctx.storedLang);
  if (stored && allowed.includes(stored.segment)) return stored.segment;
  if (ctx.member) {
    const home = findCountry(ctx.countries, ctx.member.countryCode);
    const country = home && home.currency === ctx.member.currency ? home : countriesFor(ctx.countries, ctx.member.currency)[0];
    if (country) {
      const languages = Object.keys(country.languages);
      const language = currentLanguage && languages.includes(currentLanguage) ? currentLanguage : languages[0];
      if (language) return segmentOf(language, country.countryCode);
    }
  }
  if (allowed.includes(ctx.defaultLang)) return ctx.defaultLang;
  return allowed[0] ?? ctx.defaultLang;
}

export type LanguageDecision = { ok: true; segment: LangSegment } | { ok: false; redirectTo: string };

/** Decides whether a requested segment may be used, or where to go instead. */
export function resolveLanguage(requested: string | undefined, ctx: LanguageContext): LanguageDecision {
  const parsed = parseLangSegment(requested);
  if (parsed && requested === parsed.segment && allowedSegments(ctx.countries, ctx.member?.currency).includes(parsed.segment)) {
    return { ok: true, segment: parsed };
  }
  // A member on another country's segment keeps the language they were reading, if their country offers it.
  const current = parsed?.language ?? parseLangSegment(ctx.storedLang)?.language;
  const memberCtx = parsed && ctx.member ? { ...ctx, storedLang: null } : ctx;
  return { ok: false, redirectTo: fallbackSegment(memberCtx, current) };
}

/** Replaces the language segment of a path, keeping the rest. */
export function swapLangInPath(path: string, segment: string): string {
  const [, first = '', ...rest] = path.split('/');
  const tail = parseLangSegment(first) ? rest : [first, ...rest].filter(Boolean);
  return `/${[segment, ...tail].join('/')}`.replace(/\/$/, '') || `/${segment}`;
}

/** Strips the language segment: `/en-my/slots` → `/slots`, `/en-my` → `/`. */
export function pathAfterLang(path: string): string {
  const [, , ...rest] = path.split('/');
  return `/${rest.join('/')}`;
}
