import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gzipSync } from 'node:zlib';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '@/lib/contracts/catalog';
import { navigation, renderInApp, router, TEST_MEMBER } from '@/tests/render-app';
import { EMPTY_QUERY, type LobbyQuery } from '../filter-games';
import { makeGame, makeProvider } from '../test-games';
import { LobbyClient, NAME_DEBOUNCE_MS, type LobbyClientProps } from './lobby-client';

const member = TEST_MEMBER;

const providers = [makeProvider({ providerId: 'pg', name: 'PG Soft' }), makeProvider({ providerId: 'pp', name: 'Pragmatic Play' })];
/** 40 slots: more than one 35-card page on a 1024 px window. */
const games: Game[] = [
  makeGame({ gameId: 'zeus', name: 'Zeus Rising', providerId: 'pp', providerDisplay: 'Pragmatic Play', priority: 1, popular: 1 }),
  makeGame({ gameId: 'cafe', name: 'Café Royale', providerId: 'pg', priority: 2, new: 1 }),
  makeGame({ gameId: 'down', name: 'Broken Reels', providerId: 'pg', priority: 3 }),
  ...Array.from({ length: 37 }, (_, i) =>
    makeGame({ gameId: `s${i}`, name: `Slot ${String(i).padStart(2, '0')}`, providerId: i % 2 ? 'pg' : 'pp', priority: 10 + i }),
  ),
];

type Answer = { status: boolean; msg?: string; output?: unknown };

/** Storage files and API answers in one fetch stand-in. */
function stubNetwork(api: Record<string, () => Answer> = {}) {
  const answers: Record<string, () => Answer> = {
    'common/status-list': () => ({ status: true, output: [] }),
    'game/maintenance': () => ({ status: true, output: { games: [{ id: 'down' }], providers: [] } }),
    'game/favourites': () => ({ status: true, output: ['cafe'] }),
    'game/recent': () => ({ status: true, output: ['zeus', 's3'] }),
    ...api,
  };
  const mock = vi.fn(async (input: string | URL | Request) => {
    const url = String(input);
    if (url.startsWith('/storage/live/version.json')) return new Response(JSON.stringify({ version: 'v1', publishedAt: 'now' }));
    if (url.startsWith('/storage/live/MYR/game/slots.json.gz')) return new Response(gzipSync(JSON.stringify(games)));
    const answer = answers[url.replace(/^.*\/api\//, '')];
    if (!answer) throw new Error(`unexpected call to ${url}`);
    return new Response(JSON.stringify({ msg: 'success', ...answer() }), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

function props(query: Partial<LobbyQuery> = {}): LobbyClientProps {
  return {
    lang: 'en-my',
    category: 'slots',
    currency: 'MYR',
    maintenance: { games: [], providers: [] },
    storage: { baseUrl: '/storage', env: 'live', version: null },
    providers,
    // what the server would have rendered: the first page in priority order
    initial: { query: { ...EMPTY_QUERY, ...query }, games: games.slice(0, 35), total: games.length, device: 'desktop', pageSize: 35 },
  };
}

const grid = () => screen.getByRole('list', { name: 'Games' });
const cards = () => within(grid()).getAllByRole('listitem');
/** The visitor's first input (here a touch) starts the browser copy of the category; resolves once it
 * has replaced the server's page (the first test also pays the cold dynamic import of the loader and
 * its validator, which can take over a second). */
const loaded = () => {
  fireEvent.pointerDown(document.body);
  return screen.findByText('40 games', undefined, { timeout: 5_000 });
};
/** The address bar: the lobby writes its filters with the History API, never through the router. */
const url = () => `${window.location.pathname}${window.location.search}`;
let replaceState: ReturnType<typeof vi.spyOn>;
let fetchMock: ReturnType<typeof stubNetwork>;
/** Calls made after the catalogue had loaded (the test types only after that). */
let callsAtLoad = 0;
const fetchedWhileTyping = () => fetchMock.mock.calls.slice(callsAtLoad).map(([input]) => String(input));

describe('LobbyClient', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    navigation.pathname = '/en-my/slots';
    navigation.search = new URLSearchParams();
    window.history.replaceState(null, '', '/en-my/slots');
    replaceState = vi.spyOn(window.history, 'replaceState');
    replaceState.mockClear();
  });

  it('renders the server page first, then the whole category from storage', async () => {
    stubNetwork();
    renderInApp(<LobbyClient {...props()} />);
    expect(cards()).toHaveLength(35);
    // The picture launches the game (its play page before the scripts run); the name opens its page.
    const [picture, name] = within(grid()).getAllByRole('link', { name: 'Zeus Rising' });
    expect(picture).toHaveAttribute('href', expect.stringMatching(/^\/en-my\/game\/.+zeus/));
    expect(name).toHaveAttribute('href', '/en-my/slots/zeus');
    await loaded();
    expect(screen.getByText('Showing 35 of 40')).toBeInTheDocument();
  });

  it('filters as the visitor types and writes the name into the URL once typing pauses', async () => {
    fetchMock = stubNetwork();
    renderInApp(<LobbyClient {...props()} />);
    await loaded();
    callsAtLoad = fetchMock.mock.calls.length;
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'cafe');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(grid()).getAllByRole('link', { name: 'Café Royale' })[0]!).toBeInTheDocument();
    await waitFor(() => expect(url()).toBe('/en-my/slots?name=cafe'), { timeout: NAME_DEBOUNCE_MS * 10 });
    // one URL write for the word, not one per letter, and no server navigation at all
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(router.replace).not.toHaveBeenCalled();
    expect(router.push).not.toHaveBeenCalled();
    // nothing but the catalogue files and the start-up calls went over the network
    expect(fetchedWhileTyping()).toEqual([]);
  });

  it('filters by provider and keeps the ids in the URL', async () => {
    stubNetwork();
    renderInApp(<LobbyClient {...props()} />);
    await loaded();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Providers: All providers/ }));
    await user.click(screen.getByRole('checkbox', { name: 'PG Soft' }));
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(within(grid()).queryByRole('button', { name: 'Zeus Rising' })).toBeNull();
    expect(url()).toBe('/en-my/slots?provider=pg');
    await user.click(screen.getByRole('checkbox', { name: 'Pragmatic Play' }));
    expect(url()).toBe('/en-my/slots?provider=pg%2Cpp');
  });

  it('sorts and keeps the sort in the URL', async () => {
    stubNetwork();
    renderInApp(<LobbyClient {...props()} />);
    await loaded();
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'alpha_ztoa');
    await waitFor(() => expect(within(cards()[0]!).getAllByRole('link', { name: 'Zeus Rising' })[0]!).toBeInTheDocument());
    expect(within(cards()[1]!).getAllByRole('link')[1]!).toHaveTextContent('Slot 36');
    expect(url()).toBe('/en-my/slots?sort=alpha_ztoa');
  });

  it("cuts the server's page to the window's page size before the category arrives (30 under 640 px)", async () => {
    const network = stubNetwork();
    const answer = network.getMockImplementation()!;
    // The category's file never arrives (a category no earlier test loaded): what shows is the server's page.
    network.mockImplementation((input) => (String(input).includes('/game/table.json') ? new Promise<Response>(() => {}) : answer(input)));
    const width = window.innerWidth;
    window.innerWidth = 390;
    try {
      navigation.pathname = '/en-my/table';
      renderInApp(<LobbyClient {...props()} category="table" />);
      fireEvent.pointerDown(document.body);
      await waitFor(() => expect(cards()).toHaveLength(30));
      expect(grid()).toHaveAttribute('data-server-page');
      expect(screen.getByText('Showing 30 of 40')).toBeInTheDocument();
    } finally {
      window.innerWidth = width;
    }
  });

  it('adds a page with "show more"', async () => {
    stubNetwork();
    renderInApp(<LobbyClient {...props()} />);
    await loaded();
    expect(cards()).toHaveLength(35);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more' }));
    expect(cards()).toHaveLength(40);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows a game under maintenance as disabled and does not launch it', async () => {
    stubNetwork();
    renderInApp(<LobbyClient {...props()} />, { member });
    const card = await within(grid()).findByRole('button', { name: 'Broken Reels (Maintenance)' });
    expect(card).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().click(card);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("shows a visitor the page's maintenance without asking for it (no React Query on a visitor's lobby)", async () => {
    const fetchMock = stubNetwork();
    renderInApp(<LobbyClient {...props()} maintenance={{ games: [{ id: 'down' }], providers: [] }} />);
    expect(within(grid()).getByRole('button', { name: 'Broken Reels (Maintenance)' })).toHaveAttribute('aria-disabled', 'true');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('game/'))).toEqual([]);
  });

  it("asks a visitor to log in when a card is clicked (the launcher's decision)", async () => {
    stubNetwork();
    renderInApp(<LobbyClient {...props()} />);
    const before = window.history.length;
    await userEvent.setup().click(within(grid()).getAllByRole('link', { name: 'Zeus Rising' })[0]!);
    expect(`${window.location.pathname}${window.location.search}`).toMatch(/^\/en-my\/slots\?action=login/);
    expect(window.history.length).toBe(before + 1);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('launches a member straight into the play route', async () => {
    stubNetwork();
    renderInApp(<LobbyClient {...props()} />, { member });
    await userEvent.setup().click(within(grid()).getAllByRole('link', { name: 'Zeus Rising' })[0]!);
    expect(router.push).toHaveBeenCalledWith(
      `/en-my/game/${encodeURIComponent(JSON.stringify({ gameId: 'zeus', providerId: 'pp', name: 'Zeus Rising' }))}`,
    );
  });

  it('gives members hearts and their favourites and recently played lists; visitors get neither', async () => {
    stubNetwork();
    const { unmount } = renderInApp(<LobbyClient {...props()} />);
    expect(screen.queryByRole('button', { name: 'Favourites' })).toBeNull();
    expect(within(grid()).queryByRole('button', { name: /favourites/ })).toBeNull();
    unmount();

    renderInApp(<LobbyClient {...props()} />, { member });
    await loaded();
    expect(await within(grid()).findByRole('button', { name: 'Remove Café Royale from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(url()).toBe('/en-my/slots?filter=favourites');
    await user.click(screen.getByRole('button', { name: 'Recently played' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
  });

  it('says so when nothing matches and clears the filters', async () => {
    stubNetwork();
    renderInApp(<LobbyClient {...props()} />);
    await loaded();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'no such game' } });
    expect(await screen.findByRole('heading', { name: 'No games found' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cards()).toHaveLength(35));
  });

  it('says the games could not be loaded, not that there are none, when the server could not read them; loads them at once', async () => {
    stubNetwork();
    const base = props();
    renderInApp(<LobbyClient {...base} initial={{ ...base.initial, games: [], total: 0, unreadable: true }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The full game list could not be loaded.');
    expect(screen.queryByRole('heading', { name: 'No games found' })).not.toBeInTheDocument();
    // No input needed: the browser's copy of the category stands in for the missing page.
    expect(await screen.findByText('40 games', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(cards()).toHaveLength(35);
  });

  it('offers a retry when the browser cannot read the category either', async () => {
    let storageUp = false;
    const mock = stubNetwork();
    const answer = mock.getMockImplementation()!;
    mock.mockImplementation(async (input) => {
      const url = String(input);
      if (!url.startsWith('/vault/')) return answer(input);
      return storageUp ? answer(url.replace('/vault/', '/storage/')) : new Response('down', { status: 503 });
    });
    const base = props();
    const storage = { baseUrl: '/vault', env: 'live', version: null };
    renderInApp(<LobbyClient {...base} storage={storage} initial={{ ...base.initial, games: [], total: 0, unreadable: true }} />);
    await waitFor(() => expect(mock).toHaveBeenCalledWith(expect.stringMatching(/^\/vault\/live\/version\.json/), expect.anything()));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No games found' })).not.toBeInTheDocument();
    storageUp = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('40 games', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('follows the URL when it changes from outside (back button, a provider link)', async () => {
    stubNetwork();
    let navigate: (query: Partial<LobbyQuery>) => void = () => undefined;
    // The server re-renders LobbyClient with the new URL's query; a harness stands in for it.
    function Harness() {
      const [query, setQuery] = useState<Partial<LobbyQuery>>({});
      navigate = setQuery;
      return <LobbyClient {...props(query)} />;
    }
    renderInApp(<Harness />);
    await loaded();
    act(() => navigate({ providers: ['pp'], name: 'zeus' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('searchbox')).toHaveValue('zeus');
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('follows back/forward: a URL changed by the History API replaces the local query without a server render', async () => {
    stubNetwork();
    let rerender: () => void = () => undefined;
    // Next re-renders the client tree with the new search params; the server props stay as they were.
    function Harness() {
      const [, setTick] = useState(0);
      rerender = () => setTick((n) => n + 1);
      return <LobbyClient {...props()} />;
    }
    renderInApp(<Harness />);
    await loaded();
    navigation.search = new URLSearchParams('provider=pp&name=zeus');
    act(() => rerender());
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('searchbox')).toHaveValue('zeus');
    expect(router.replace).not.toHaveBeenCalled();
  });
});
