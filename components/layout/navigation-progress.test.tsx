/* eslint-disable @next/next/no-html-link-for-pages -- plain anchors stand in for what next/link renders */
import { fireEvent, render } from '@testing-library/react';
import { navigation } from '@/tests/render-app';
import { NavigationProgress } from './navigation-progress';

const page = () => (
  <>
    <a href="/en-my/slots">Slots</a>
    <a href="/en-my/slots" target="_blank">
      New tab
    </a>
    <a href="https://elsewhere.example/">Away</a>
    <NavigationProgress />
  </>
);

// The test stays on its page: the router, not the browser, follows links in the site.
const stayOnPage = (e: MouseEvent) => e.preventDefault();
beforeAll(() => document.addEventListener('click', stayOnPage));
afterAll(() => document.removeEventListener('click', stayOnPage));

function setup() {
  const view = render(page());
  const bar = () => view.container.querySelector('[data-state]')!.getAttribute('data-state');
  return { view, bar };
}

beforeEach(() => {
  navigation.pathname = '/en-my';
  window.history.replaceState(null, '', '/en-my');
});

it('starts on a click that leaves the page and finishes when the path changes', () => {
  const { view, bar } = setup();
  expect(bar()).toBe('idle');
  fireEvent.click(view.getByText('Slots'), { button: 0 });
  expect(bar()).toBe('loading');
  navigation.pathname = '/en-my/slots';
  view.rerender(page());
  expect(bar()).toBe('done');
});

it('ignores new tabs, other origins and modified clicks', () => {
  const { view, bar } = setup();
  fireEvent.click(view.getByText('New tab'));
  fireEvent.click(view.getByText('Away'));
  fireEvent.click(view.getByText('Slots'), { ctrlKey: true });
  expect(bar()).toBe('idle');
});
