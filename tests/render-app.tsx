import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { AppProviders } from '@/components/providers/app-providers';
import { QueryIsland } from '@/components/providers/query-island';
import type { MemberProfile } from '@/lib/contracts/auth';
import { COUNTRIES } from '@/lib/test-fixtures';
import en from '@/messages/en.json';

/** next/navigation stand-in for component tests: records navigations. */
export const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() };
export const navigation = { pathname: '/en-my', search: new URLSearchParams() };

vi.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => navigation.pathname,
  useSearchParams: () => navigation.search,
}));

/** A Malaysian member as the platform's profile gives it (demomy01). */
export const TEST_MEMBER: MemberProfile = {
  id: 1,
  username: 'demomy01',
  currency: 'MYR',
  countryCode: 'MY',
  language: 'en',
  mobileno: '60-123456789',
  email: '',
  tncAcceptedAt: '2026-11-01T00:00:00Z',
  createdAt: '2026-11-01T00:00:00Z',
};

/** A stubApi answer: status true with this output. */
export const okAnswer = (output?: unknown) => () => ({ body: { status: true, msg: 'success', output } });

/** Answers POST /api/{endpoint} from a table; anything else fails the test loudly. */
export function stubApi(answers: Record<string, (body: unknown) => { status?: number; body: unknown }>) {
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const endpoint = url.replace(/^.*\/api\//, '');
    const answer = answers[endpoint];
    if (!answer) throw new Error(`unexpected call to ${url}`);
    const { status = 200, body } = answer(init?.body ? JSON.parse(String(init.body)) : undefined);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Renders inside the real providers (messages, stores, queries, toasts, API client), under a QueryIsland
 * as a page or dialog that queries is. A `member`
 * starts with their profile at hand; `signedIn` alone is the site's start, the profile loading.
 */
export function renderInApp(
  ui: ReactElement,
  { member = null, signedIn = member !== null }: { member?: MemberProfile | null; signedIn?: boolean } = {},
) {
  return render(
    <AppProviders
      lang="en-my"
      timeZone="Asia/Kuala_Lumpur"
      messages={en}
      signedIn={signedIn}
      member={member}
      config={null}
      countries={COUNTRIES}
    >
      <QueryIsland>{ui}</QueryIsland>
    </AppProviders>,
  );
}
