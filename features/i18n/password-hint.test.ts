import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES } from '@/lib/contracts/languages';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/contracts/credential-limits';

type Hints = { auth: { password_hint: string }; account: { password_hint: string } };
const messages = (lang: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', 'messages', `${lang}.json`), 'utf8')) as Hints;

describe('the password hint', () => {
  it.each(LANGUAGE_CODES)('states the lengths the platform accepts, in %s', (lang) => {
    const { auth, account } = messages(lang);
    for (const hint of [auth.password_hint, account.password_hint]) expect(hint).toContain(`${PASSWORD_MIN}–${PASSWORD_MAX}`);
  });
});
