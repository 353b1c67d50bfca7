import { dialogHref } from '@/lib/dialog-url';
import { safeRedirectPath } from '@/lib/safe-navigation';
import { parseLangSegment } from '@/lib/language';
import { noSpaceInput } from '@/lib/input-filters';
import type { CountryItem } from '@/lib/contracts/common';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '@/lib/contracts/credential-limits';
import type { FormSchema } from '@/lib/validation/field-rules';
import type { FieldError } from '@/lib/validation/messages';
import { loginErrorOf } from './login-post';

/** The register form's own address: where it posts before the page's scripts run (or without them). */
export const REGISTER_POST_PATH = '/api/form/register';

export type RegisterValues = {
  username: string;
  password: string;
  confirmPassword: string;
  countryCode: string;
  /** "{dialCode}-{digits}", the shape validphone and the platform expect */
  mobileno: string;
  email: string;
  /** A referral link's code (?ref=CODE), editable; empty when the member came on their own. */
  referralCode: string;
};

/** The form's fields in the order it shows them: the first one refused is the one named. */
export const REGISTER_FIELDS = ['username', 'password', 'confirmPassword', 'countryCode', 'mobileno', 'email', 'referralCode'] as const;
type RegisterField = (typeof REGISTER_FIELDS)[number];
/** Each posted field's bound (the contract's, with room): anything longer is cut and then refused by the rules. */
const FIELD_LIMITS: Record<RegisterField | 'back', number> = {
  username: 64,
  password: 128,
  confirmPassword: 128,
  countryCode: 8,
  mobileno: 32,
  email: 256,
  referralCode: 32,
  back: 2048,
};

/** The register form's rules, on the dialog and on the form's own post alike (docs/PRODUCT.md §5). */
export function registerSchema(country: CountryItem | undefined): FormSchema<RegisterValues> {
  return {
    username: { required: true, minlength: USERNAME_MIN, maxlength: USERNAME_MAX, alphaNum: true, validUsername: 'username' },
    password: { required: true, minlength: PASSWORD_MIN, maxlength: PASSWORD_MAX, passwordcond: true },
    confirmPassword: { required: true, equalto: 'password' },
    countryCode: { required: true },
    mobileno: { required: true, validphone: country ? { length: country.mobileno_length } : true, validUsername: 'mobileno' },
    email: { validemail: true },
  };
}

/** The member's language: the page's, when the chosen country offers it, else the country's first. */
export function registerLanguage(pageLang: string, country: CountryItem | undefined): string {
  const segment = parseLangSegment(pageLang);
  const languages = Object.keys(country?.languages ?? {});
  return segment && languages.includes(segment.language) ? segment.language : (languages[0] ?? 'en');
}

/** The mobile field holds the digits alone; the country's dial code goes in front, as the dialog sends it. */
export function mobileOf(digits: string, country: CountryItem | undefined): string {
  const only = digits.replace(/\D/g, '');
  return only ? `${country?.dialCode ?? ''}-${only}` : '';
}

/** The posted form, each field cut to its bound and tidied as the dialog's fields tidy what is typed. */
export function readRegisterPost(form: FormData, countries: readonly CountryItem[]): { values: RegisterValues; back: string } {
  const field = (name: keyof typeof FIELD_LIMITS) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, FIELD_LIMITS[name] + 1) : '';
  };
  const countryCode = field('countryCode');
  const country = countries.find((c) => c.countryCode === countryCode);
  return {
    values: {
      username: noSpaceInput(field('username')),
      password: field('password'),
      confirmPassword: field('confirmPassword'),
      countryCode,
      mobileno: mobileOf(field('mobileno'), country),
      email: field('email'),
      referralCode: noSpaceInput(field('referralCode')).toUpperCase(),
    },
    back: safeRedirectPath(field('back'), '/'),
  };
}

/** The first refused field, in the form's order. */
export function firstRefusal(errors: Partial<Record<string, FieldError>>): { field: RegisterField; error: FieldError } | null {
  for (const field of REGISTER_FIELDS) {
    const error = errors[field];
    if (error) return { field, error };
  }
  return null;
}

/**
 * Back to the page the form was on, its register dialog open with the refusal: the message key, the
 * field it belongs to ("referralCode: referral_code_not_found" names it) and the rule's number, if any.
 */
export function registerRefusedHref(back: string, msg: string, extra: { field?: string; n?: string | number } = {}): string {
  const url = new URL(back, 'https://site.invalid');
  const named = /^([a-zA-Z]+): (\w+)$/.exec(msg);
  const field = named?.[1] ?? extra.field;
  const key = named?.[2] ?? msg;
  const error = loginErrorOf(new URLSearchParams({ error: key })) ?? 'something_went_wrong';
  const shown = field && (REGISTER_FIELDS as readonly string[]).includes(field) ? field : undefined;
  const n = extra.n === undefined ? undefined : String(extra.n);
  // a refusal of an earlier post does not stay beside this one's
  url.searchParams.delete('field');
  url.searchParams.delete('n');
  return dialogHref(url.pathname, 'register', { error, field: shown, n }, url.search);
}

/** The refusal a page's register dialog shows from its URL (the form's own post sent it there), or null. */
export function postedRegisterError(params: URLSearchParams): { field: RegisterField | null; key: string; n?: number } | null {
  const key = loginErrorOf(params);
  if (!key) return null;
  const field = params.get('field');
  const n = Number(params.get('n'));
  return {
    field: (REGISTER_FIELDS as readonly string[]).includes(field ?? '') ? (field as RegisterField) : null,
    key,
    ...(params.has('n') && Number.isInteger(n) && n >= 0 && n < 10_000 ? { n } : {}),
  };
}
