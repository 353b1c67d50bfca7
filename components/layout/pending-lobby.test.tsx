/* eslint-disable @next/next/no-html-link-for-pages -- plain anchors stand in for what next/link renders */
import { fireEvent, render, screen } from '@testing-library/react';
import { navigation } from '@/tests/render-app';
import { PendingLobby } from './pending-lobby';

const page = () => (
  <PendingLobby lobbyPaths={['/en-my/slots', '/en-my/live-casino']} label="Loading games…">
    <a href="/en-my/slots?sort=popular">Slots</a>
    <a href="/en-my/promotions">Promotions</a>
    <a href="/en-my/slots" target="_blank">
      New tab
    </a>
  </PendingLobby>
);

// The test stays on its page: the router, not the browser, follows links in the site.
const stayOnPage = (e: MouseEvent) => e.preventDefault();
beforeAll(() => document.addEventListener('click', stayOnPage));
afterAll(() => document.removeEventListener('click', stayOnPage));

beforeEach(() => {
  navigation.pathname = '/en-my';
  window.history.replaceState(null, '', '/en-my');
});

it('shows the lobby skeleton from a click on a lobby link until the lobby arrives', () => {
  const view = render(page());
  expect(screen.queryByRole('status')).toBeNull();
  fireEvent.click(screen.getByText('Slots'), { button: 0 });
  expect(screen.getByRole('status', { name: 'Loading games…' })).toBeInTheDocument();
  // The page being left stays mounted, out of sight.
  expect(screen.getByText('Slots')).not.toBeVisible();
  navigation.pathname = '/en-my/slots';
  view.rerender(page());
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.getByText('Slots')).toBeVisible();
});

it('leaves other pages, new tabs and modified clicks alone', () => {
  render(page());
  fireEvent.click(screen.getByText('Promotions'), { button: 0 });
  fireEvent.click(screen.getByText('New tab'));
  fireEvent.click(screen.getByText('Slots'), { ctrlKey: true });
  expect(screen.queryByRole('status')).toBeNull();
});

it('gives up when the browser goes back instead', () => {
  render(page());
  fireEvent.click(screen.getByText('Slots'), { button: 0 });
  fireEvent.popState(window);
  expect(screen.queryByRole('status')).toBeNull();
});
