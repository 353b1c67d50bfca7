import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES } from '@/lib/contracts/languages';
import { CRASH_COPY, crashCopyFor, langSegmentOf } from './crash-copy';

const messages = (lang: string) =>
  (JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'messages', `${lang}.json`), 'utf8')) as { errors: Record<string, string> })
    .errors;

describe('the root error screen words', () => {
  it.each(LANGUAGE_CODES)('equal the %s messages', (lang) => {
    const errors = messages(lang);
    expect(CRASH_COPY[lang]).toEqual({ title: errors.error_title, body: errors.error, retry: errors.try_again, home: errors.return_home });
  });

  it('follow the path language and fall back to English', () => {
    expect(crashCopyFor('/th-th/slots').retry).toBe(CRASH_COPY.th!.retry);
    expect(crashCopyFor('/console/login')).toEqual(CRASH_COPY.en);
    expect(crashCopyFor('/xx-yy')).toEqual(CRASH_COPY.en);
    expect(langSegmentOf('/en-my/promotions')).toBe('en-my');
    expect(langSegmentOf('/error')).toBeNull();
  });
});
