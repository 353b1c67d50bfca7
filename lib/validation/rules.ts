/**
 * Pure validation rules (docs/PRODUCT.md §5). Each returns a FieldError or null.
 *
 * Conventions shared by every rule:
 * - An empty value passes every rule except `required`, so optional fields only get checked
 *   once the user has typed something.
 * - Strings are judged trimmed, because docs/PRODUCT.md §5 trims string fields before sending: what we
 *   check is what the server will receive.
 */
import { errorKey, MOBILENO_TAKEN, USERNAME_TAKEN, type FieldError } from './messages';

/** The parts of a File (or FileList item) the file rules read. */
export type FileLike = { name: string; type?: string; size: number };

/** validUsername's server check: `{ status: true }` means the value is still free. */
export type UsernameField = 'username' | 'mobileno';
export type UsernameCheckResult = { status: boolean; msg: string };
export type UsernameChecker = (field: UsernameField, value: string) => Promise<UsernameCheckResult>;

const BYTES_PER_MB = 1024 * 1024;

function fail(type: Parameters<typeof errorKey>[0], params?: FieldError['params']): FieldError {
  return params ? { key: errorKey(type), params } : { key: errorKey(type) };
}

function isArrayLike(value: unknown): value is ArrayLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { length?: unknown }).length === 'number';
}

function isFileLike(value: unknown): value is FileLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FileLike).name === 'string' &&
    typeof (value as FileLike).size === 'number'
  );
}

/**
 * True for what a user would call "nothing entered": null/undefined, blank strings, NaN (what
 * `valueAsNumber` gives for an empty input), an unchecked checkbox (`false`), and empty
 * arrays or FileLists.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (isArrayLike(value)) return value.length === 0;
  return false;
}

/** The files held by a FileList, an array of files, or a single file. */
export function toFiles(value: unknown): FileLike[] {
  if (isFileLike(value)) return [value];
  if (isArrayLike(value)) return Array.from(value).filter(isFileLike);
  return [];
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : String(value);
}

/**
 * A number from a number or a plain decimal string. Anything else — including what
 * `Number()` would happily accept, like "0x10", "1e3" or "" — is NaN, so it fails min/max
 * instead of slipping through as an unexpected value.
 */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

/** Length in the unit the server's limits use: characters of the trimmed string, or items of a list. */
function lengthOf(value: unknown): number {
  if (typeof value === 'string') return value.trim().length;
  if (isArrayLike(value)) return value.length;
  return String(value).length;
}

export function required(value: unknown): FieldError | null {
  return isEmptyValue(value) ? fail('required') : null;
}

export function minlength(value: unknown, n: number): FieldError | null {
  if (isEmptyValue(value)) return null;
  return lengthOf(value) < n ? fail('minlength', { n }) : null;
}

export function maxlength(value: unknown, n: number): FieldError | null {
  if (isEmptyValue(value)) return null;
  return lengthOf(value) > n ? fail('maxlength', { n }) : null;
}

/** Confirmation fields: the value must repeat `other` (e.g. the password). */
export function equalto(value: unknown, other: unknown): FieldError | null {
  if (isEmptyValue(value)) return null;
  return asText(value) === (isEmptyValue(other) ? '' : asText(other)) ? null : fail('equalto');
}

/** E.g. a new password must differ from the current one; nothing to compare while `other` is empty. */
export function notequalto(value: unknown, other: unknown): FieldError | null {
  if (isEmptyValue(value) || isEmptyValue(other)) return null;
  return asText(value) === asText(other) ? fail('notequalto') : null;
}

/** docs/PRODUCT.md §5 asks for a simple pattern only: something@something.something, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validemail(value: unknown): FieldError | null {
  if (isEmptyValue(value)) return null;
  return EMAIL_PATTERN.test(asText(value)) ? null : fail('validemail');
}

export function min(value: unknown, n: number): FieldError | null {
  if (isEmptyValue(value)) return null;
  const number = toNumber(value);
  return Number.isNaN(number) || number < n ? fail('min', { n }) : null;
}

export function max(value: unknown, n: number): FieldError | null {
  if (isEmptyValue(value)) return null;
  const number = toNumber(value);
  return Number.isNaN(number) || number > n ? fail('max', { n }) : null;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** One `accept` entry against one file: ".png"/"png" test the name, "image/png"/"image/*" the type. */
function acceptsFile(entry: string, file: FileLike): boolean {
  const wanted = entry.trim().toLowerCase();
  if (!wanted) return false;
  if (wanted.includes('/')) {
    const type = (file.type ?? '').toLowerCase();
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  }
  return extensionOf(file.name) === wanted.replace(/^\./, '');
}

/** Every selected file must match at least one of the accepted extensions or mime types. */
export function accept(value: unknown, accepted: readonly string[]): FieldError | null {
  const files = toFiles(value);
  if (files.length === 0) return null;
  return files.every((file) => accepted.some((entry) => acceptsFile(entry, file))) ? null : fail('accept');
}

export function maxfile(value: unknown, n: number): FieldError | null {
  return toFiles(value).length > n ? fail('maxfile', { n }) : null;
}

/** `n` is in megabytes (MiB, like docs/PRODUCT.md §9's "5 MB" upload limits); every file must fit. */
export function maxsize(value: unknown, n: number): FieldError | null {
  return toFiles(value).some((file) => file.size > n * BYTES_PER_MB) ? fail('maxsize', { n }) : null;
}

/** ASCII letters and digits, matching the server's username contract (lib/contracts/auth.ts). */
export function alphaNum(value: unknown): FieldError | null {
  if (isEmptyValue(value)) return null;
  return /^[A-Za-z0-9]+$/.test(asText(value)) ? null : fail('alphaNum');
}

/**
 * `<code>-<number>`, e.g. "60-123456789": a dial code of at least 2 digits, a dash, digits.
 * With `length` (the country's mobileno_length) the number part must have exactly that many
 * digits, and the message gets it as `{n}`.
 */
export function validphone(value: unknown, options: { length?: number } = {}): FieldError | null {
  if (isEmptyValue(value)) return null;
  const params = options.length === undefined ? undefined : { n: options.length };
  const match = /^(\d{2,})-(\d+)$/.exec(asText(value));
  if (!match) return fail('validphone', params);
  const number = match[2] ?? '';
  if (options.length !== undefined && number.length !== options.length) return fail('validphone', params);
  return null;
}

/**
 * A digit, an ASCII letter and a symbol. Whitespace is not counted as the symbol: it is easy
 * to type by accident and invisible, and a trailing one would be trimmed away before sending.
 */
export function passwordcond(value: unknown): FieldError | null {
  if (isEmptyValue(value)) return null;
  const text = asText(value);
  const ok = /\d/.test(text) && /[A-Za-z]/.test(text) && /[^A-Za-z0-9\s]/.test(text);
  return ok ? null : fail('passwordcond');
}

/** Strictly greater than the previous value (e.g. a range's "to" after its "from"). */
export function moreThanPrevious(value: unknown, previous: unknown): FieldError | null {
  if (isEmptyValue(value)) return null;
  const before = toNumber(previous);
  // Nothing to compare against until the previous field holds a number.
  if (Number.isNaN(before)) return null;
  const number = toNumber(value);
  return Number.isNaN(number) || number <= before ? fail('moreThanPrevious', { n: before }) : null;
}

/** A deposit amount of at least the promotion's minimum deposit. */
export function promoMinDepo(value: unknown, minDeposit: number): FieldError | null {
  if (isEmptyValue(value)) return null;
  const number = toNumber(value);
  return Number.isNaN(number) || number < minDeposit ? fail('promoMinDepo', { n: minDeposit }) : null;
}

/**
 * docs/PRODUCT.md §5 "alphanumeric, or digits only". Our reading: "alphanumeric" means a mix of letters
 * AND digits (otherwise "or digits only" would add nothing), so valid values are digits only
 * ("123456") or ASCII letters and digits containing both ("abc123"). Letters only ("abcdef")
 * and anything with other characters are rejected.
 */
export function alphaNumCheck(value: unknown): FieldError | null {
  if (isEmptyValue(value)) return null;
  const text = asText(value);
  if (/^\d+$/.test(text)) return null;
  const mixed = /^[A-Za-z0-9]+$/.test(text) && /[A-Za-z]/.test(text) && /\d/.test(text);
  return mixed ? null : fail('alphaNumCheck');
}

const TAKEN_KEYS: readonly string[] = [USERNAME_TAKEN, MOBILENO_TAKEN];

/**
 * Asks the server whether a username / mobile number is still free. A refusal yields the
 * server's msg when it is one of the two known outcomes, else the field's own "taken" key.
 * A failed check (network, 5xx) passes: registration re-checks on the server, and a flaky
 * connection should not lock the form.
 */
export async function validUsername(value: unknown, field: UsernameField, check: UsernameChecker): Promise<FieldError | null> {
  if (isEmptyValue(value)) return null;
  let result: UsernameCheckResult;
  try {
    result = await check(field, asText(value));
  } catch {
    return null;
  }
  if (result.status) return null;
  return { key: TAKEN_KEYS.includes(result.msg) ? result.msg : field === 'mobileno' ? MOBILENO_TAKEN : USERNAME_TAKEN };
}

/**
 * Remembers answers per field and value, so re-validating a whole form on every keystroke
 * asks the server once per distinct value rather than once per keystroke in any field.
 * Concurrent asks share one request; failures are forgotten so the next validation retries.
 */
export function memoizeChecker(check: UsernameChecker): UsernameChecker {
  const answers = new Map<string, Promise<UsernameCheckResult>>();
  return (field, value) => {
    const cacheKey = `${field}\u0000${value}`;
    const known = answers.get(cacheKey);
    if (known) return known;
    const asked = check(field, value);
    answers.set(cacheKey, asked);
    asked.catch(() => answers.delete(cacheKey));
    return asked;
  };
}
