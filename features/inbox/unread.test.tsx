import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/components/providers/app-providers';
import { QueryIsland } from '@/components/providers/query-island';
import { COUNTRIES } from '@/lib/test-fixtures';
import en from '@/messages/en.json';
import { navigation, router, stubApi, TEST_MEMBER as member } from '@/tests/render-app';
import { useRefreshOnRouteChange } from './unread';

vi.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => navigation.pathname,
  useSearchParams: () => navigation.search,
}));

function wrapper({ children }: { children: ReactNode }) {
  return (
    <AppProviders lang="en-my" timeZone="Asia/Kuala_Lumpur" messages={en} signedIn member={member} config={null} countries={COUNTRIES}>
      <QueryIsland>{children}</QueryIsland>
    </AppProviders>
  );
}

/** The header that calls the hook: each layout has its own, so crossing layouts mounts another. */
function Header() {
  useRefreshOnRouteChange();
  return null;
}
const DefaultLayoutHeader = () => <Header />;
const CategoryLayoutHeader = () => <Header />;

const seen: { client: QueryClient | null } = { client: null };
function Page({ layout }: { layout: 'default' | 'category' }) {
  const client = useQueryClient();
  useEffect(() => {
    seen.client = client;
  }, [client]);
  return layout === 'default' ? <DefaultLayoutHeader /> : <CategoryLayoutHeader />;
}

afterEach(() => vi.useRealTimers());

describe('useRefreshOnRouteChange', () => {
  it('refreshes the inbox on the first route change after 5 s, also into another layout, then not again for 5 s', () => {
    stubApi({ 'common/status-list': () => ({ body: { status: true, msg: '', output: [] } }) });
    vi.useFakeTimers({ toFake: ['Date'] });
    const visit = (at: string, pathname: string, layout: 'default' | 'category') => {
      vi.setSystemTime(new Date(`2026-12-02T10:00:${at}Z`));
      navigation.pathname = pathname;
      view.rerender(<Page layout={layout} />);
    };
    navigation.pathname = '/en-my';
    vi.setSystemTime(new Date('2026-12-02T10:00:00Z'));
    const view = render(<Page layout="default" />, { wrapper });
    const spy = vi.spyOn(seen.client!, 'invalidateQueries');

    visit('04', '/en-my/promotions', 'default');
    expect(spy).not.toHaveBeenCalled(); // within 5 s of the first page

    visit('06', '/en-my/slots', 'category');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith({ queryKey: ['inbox', { memberId: 1 }] });

    visit('08', '/en-my/vip', 'default');
    expect(spy).toHaveBeenCalledTimes(1); // within 5 s of the refresh
  });
});
