import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBreakRefusal } from '@/lib/contracts/safety-choices';
import { serverMessage } from './server-message';

/**
 * Every refusal the login, register and code forms can be given — by the site's form posts and API
 * forwarding, by the platform's HTTP layer and validation, and by the sign-in and sign-up handlers
 * — reads as words in every language: the forms show serverMessage(key), which falls back to the
 * raw key when no namespace has it (a member once saw `cross_site_request`).
 *
 * The keys are read from the sources of those paths, so a refusal added there without its words
 * fails here.
 */
const root = path.resolve(import.meta.dirname, '../..');
const FORM_PATHS = [
  // the site: the no-JavaScript form posts and the API forwarding the dialogs call through
  'features/auth/login-form-post.ts',
  'features/auth/register-form-post.ts',
  'features/auth/register-post.ts',
  'features/auth/form-post-http.ts',
  'lib/platform-forward.ts',
  'app/api/[...endpoint]/route.ts',
  // the shapes both sides check (zod messages)
  'lib/contracts/auth.ts',
  'lib/contracts/security.ts',
  // the platform: its HTTP layer, validation and the handlers behind the forms
  'platform/http/server.ts',
  'platform/http/dispatch.ts',
  'platform/http/errors.ts',
  'platform/http/validation.ts',
  'platform/modules/members/auth-handlers.ts',
  'platform/modules/members/login-throttle.ts',
  'platform/modules/members/registration-rules.ts',
  'platform/modules/security/login-code.ts',
  'platform/modules/security/code-throttle.ts',
  'platform/modules/loyalty/self-referral.ts',
];
/** Keys the forms get that no literal in those files names (built from a constant, or the API client's own). */
const BUILT_KEYS = ['referral_same_device', 'too_many_requests', 'something_went_wrong'];

const KEY_PATTERNS = [
  /\bfail\(\s*'([^']+)'/g,
  /\bmsg:\s*'([^']+)'/g,
  /new ApiError\(\s*\d+,\s*'([^']+)'/g,
  /(?:RefusedHref|CodeHref|refusedHref)\([^,()]+,\s*'([^']+)'/g,
  /'(error_[a-z_]+)'/g,
  /'([a-z_]+_has_been_taken)'/g,
  /'(referral_[a-z_]+_not_found|referral_code_not_found)'/g,
];

/** "field: key" answers carry the field first; the form shows the key's words. */
const keyOf = (msg: string) => msg.replace(/^[a-zA-Z.]+: /, '');

function formErrorKeys(): string[] {
  const keys = new Set(BUILT_KEYS);
  for (const file of FORM_PATHS) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const pattern of KEY_PATTERNS) for (const match of source.matchAll(pattern)) keys.add(keyOf(match[1]!));
  }
  // A break's refusal is shown by the safety notice with its end date, not as a message key; the
  // operator's refusals answer the console's own endpoints, never a member's form.
  const shown = (key: string) => /^[a-z][a-z_]+$/.test(key) && key !== 'success' && !isBreakRefusal(key) && !key.startsWith('operator_');
  return [...keys].filter(shown).sort();
}

type Messages = Record<string, unknown>;

function translator(messages: Messages) {
  const lookup = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages);
  const t = (key: string) => String(lookup(key));
  t.has = (key: string) => typeof lookup(key) === 'string';
  return t;
}

const LANGUAGES = ['en', 'zh', 'ms', 'th', 'vi', 'id'] as const;

describe('the refusals a login or register form can be given', () => {
  const keys = formErrorKeys();

  it('are read from the sources (the scan finds the ones we know)', () => {
    expect(keys).toEqual(
      expect.arrayContaining([
        'cross_site_request',
        'invalid_credentials',
        'username_has_been_taken',
        'error_validphone',
        'payload_too_large',
      ]),
    );
  });

  it.each(LANGUAGES)('each has words in %s', (language) => {
    const messages = JSON.parse(readFileSync(path.join(root, 'messages', `${language}.json`), 'utf8')) as Messages;
    const t = translator(messages);
    const untranslated = keys.filter((key) => serverMessage(t, key) === key);
    expect(untranslated).toEqual([]);
  });
});
