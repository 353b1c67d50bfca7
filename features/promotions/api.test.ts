import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@/lib/api/client';
import { categoryNamesQueryOptions, promoCmsQueryOptions } from './api';
import { CATEGORIES, CMS } from './test-fixtures';

const api = {
  call: async (name: string) => ({ status: true, output: name === 'promotion/cms' ? CMS : CATEGORIES }),
} as unknown as ApiClient;

describe('the promotions page’s shared lists keep the page’s language only', () => {
  it('names each CMS category in the language, falling back to English', async () => {
    const client = new QueryClient();
    expect(await client.fetchQuery(promoCmsQueryOptions(api, 'MYR', 'th'))).toEqual([
      { id: 1, languages: { th: 'ต้อนรับ' } },
      { id: 2, languages: { th: 'เติมเงิน' } },
      { id: 9, languages: { th: 'Unused' } },
    ]);
    expect(promoCmsQueryOptions(api, 'MYR', 'th').queryKey).not.toEqual(promoCmsQueryOptions(api, 'MYR', 'en').queryKey);
  });

  it('names each game category in the language, falling back to English', async () => {
    const client = new QueryClient();
    expect(await client.fetchQuery(categoryNamesQueryOptions(api, 'MYR', 'th'))).toEqual([
      { type: 'slots', name: 'สล็อต' },
      { type: 'live-casino', name: 'Live Casino' },
    ]);
  });
});
