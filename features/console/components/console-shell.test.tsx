import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffProfile } from '@/lib/contracts/staff';
import type { StaffRole } from '@/lib/contracts/staff-roles';
import { navigation, okAnswer, router, stubApi } from '@/tests/render-app';
import { ConsoleProviders } from '../console-api';
import { CONSOLE_GROUPS, CONSOLE_PAGES, navFor } from '../nav';
import { ConsoleShell } from './console-shell';

const operator = (role: StaffRole): StaffProfile =>
  ({ id: 3, username: `op-${role}`, role, totpEnabled: role === 'owner', disabled: false }) as unknown as StaffProfile;

function renderShell(role: StaffRole, pathname: string) {
  navigation.pathname = pathname;
  return render(
    <ConsoleProviders>
      <ConsoleShell operator={operator(role)}>
        <p>page body</p>
      </ConsoleShell>
    </ConsoleProviders>,
  );
}
const nav = () => screen.getByRole('navigation', { name: 'Console' });
const section = (name: string) => within(nav()).getByRole('button', { name });

describe('console navigation', () => {
  beforeEach(() => vi.clearAllMocks());

  it('puts every page in one of the sections, in the sections’ order', () => {
    expect(CONSOLE_PAGES.every((page) => CONSOLE_GROUPS.includes(page.group))).toBe(true);
    expect(navFor('owner').map((s) => s.group)).toEqual([...CONSOLE_GROUPS]);
    expect(navFor('owner').flatMap((s) => s.pages)).toHaveLength(CONSOLE_PAGES.length);
  });

  it('shows the sections with the current page’s open and marked, the others closed', () => {
    renderShell('owner', '/console/banners');
    expect(
      within(nav())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([...CONSOLE_GROUPS]);
    expect(section('Content')).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: 'Banners' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'Pop-ups' })).not.toHaveAttribute('aria-current');
    expect(section('Staff')).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).queryByRole('link', { name: 'Operators' })).toBeNull();
  });

  it('opens the section a link leads into and keeps the ones the operator opened', async () => {
    const view = renderShell('owner', '/console/dashboard');
    await userEvent.setup().click(section('Site'));
    navigation.pathname = '/console/operators';
    view.rerender(
      <ConsoleProviders>
        <ConsoleShell operator={operator('owner')}>
          <p>page body</p>
        </ConsoleShell>
      </ConsoleProviders>,
    );
    expect(section('Staff')).toHaveAttribute('aria-expanded', 'true');
    expect(section('Site')).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: 'Operators' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).queryByRole('link', { name: 'Dashboard', current: 'page' })).toBeNull();
  });

  it('marks the list page current on its detail pages (a member, a promotion)', () => {
    renderShell('support', '/console/members/42');
    expect(within(nav()).getByRole('link', { name: 'Members' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens and closes a section from the keyboard', async () => {
    renderShell('owner', '/console/dashboard');
    const user = userEvent.setup();
    section('Staff').focus();
    await user.keyboard('{Enter}');
    expect(section('Staff')).toHaveAttribute('aria-expanded', 'true');
    expect(section('Staff')).toHaveAttribute('aria-controls', expect.stringMatching(/^console-nav-/));
    await user.tab();
    expect(within(nav()).getByRole('link', { name: 'Operators' })).toHaveFocus();
    section('Staff').focus();
    await user.keyboard(' ');
    expect(within(nav()).queryByRole('link', { name: 'Operators' })).toBeNull();
  });

  it('shows a role only the sections and pages it may open', () => {
    renderShell('readonly', '/console/audit');
    expect(
      within(nav())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([...CONSOLE_GROUPS]);
    expect(section('Staff')).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: 'Audit log' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Operators' })).toBeNull();
    const content = navFor('content');
    expect(content.find((s) => s.group === 'Staff')).toBeUndefined();
    expect(content.find((s) => s.group === 'Site')?.pages.map((p) => p.label)).toEqual([
      'Settings',
      'Modules',
      'Search engines and access',
    ]);
    expect(
      navFor('support')
        .find((s) => s.group === 'Members and money')
        ?.pages.map((p) => p.label),
    ).toContain('Live chat');
  });

  it('folds into a Menu button that opens the sections and closes with Escape', async () => {
    renderShell('owner', '/console/payments');
    const user = userEvent.setup();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', 'console-menu');
    expect(document.getElementById('console-menu')).toHaveAttribute('data-open', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('console-menu')).toHaveAttribute('data-open', 'true');
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('signs out and goes to the sign-in page', async () => {
    const api = stubApi({ 'staff/logout': okAnswer(null) });
    renderShell('owner', '/console/dashboard');
    expect(screen.getByTestId('console-operator')).toHaveTextContent('op-owner · owner');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/console/login'));
    expect(String(api.mock.calls[0]![0])).toMatch(/\/console\/api\/staff\/logout$/);
  });
});
