import { useQueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COUNTRIES } from '@/lib/test-fixtures';
import en from '@/messages/en.json';
import { AppProviders } from './app-providers';
import { useLazyQuery } from './lazy-query';
import { QueryScope } from './query-core';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/en-my',
  useSearchParams: () => new URLSearchParams(),
}));

function Reader({ enabled = true, queryFn }: { enabled?: boolean; queryFn: () => Promise<string> }) {
  const { data, isPending } = useLazyQuery({ queryKey: ['greeting', { memberId: 1 }], enabled, queryFn });
  return <p>{isPending ? 'pending' : data}</p>;
}

/** Writes into the cache through React Query's own hook, as a dialog does. */
function Writer() {
  const client = useQueryClient();
  return (
    <button type="button" onClick={() => client.setQueryData(['greeting', { memberId: 1 }], 'written elsewhere')}>
      write
    </button>
  );
}

function renderInProviders(ui: React.ReactNode) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify({ status: true, msg: '', output: [] }), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  return render(
    <AppProviders lang="en-my" messages={en} signedIn={false} config={null} countries={COUNTRIES}>
      {ui}
    </AppProviders>,
  );
}

describe('useLazyQuery', () => {
  it('answers pending without React Query, then runs the query once it has loaded', async () => {
    const queryFn = vi.fn(async () => 'hello');
    renderInProviders(<Reader queryFn={queryFn} />);
    expect(screen.getByText('pending')).toBeInTheDocument();
    expect(await screen.findByText('hello')).toBeInTheDocument();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('reads the same client as the parts that use React Query’s own hooks', async () => {
    const queryFn = vi.fn(async () => 'from the server');
    renderInProviders(
      <>
        <Reader queryFn={queryFn} />
        <QueryScope>
          <Writer />
        </QueryScope>
      </>,
    );
    expect(await screen.findByText('from the server')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'write' }).click());
    expect(await screen.findByText('written elsewhere')).toBeInTheDocument();
  });

  it('asks nothing while disabled', async () => {
    const queryFn = vi.fn(async () => 'never');
    renderInProviders(<Reader enabled={false} queryFn={queryFn} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('pending')).toBeInTheDocument();
    expect(queryFn).not.toHaveBeenCalled();
  });
});
