import { AUDIT_READERS, CHAT_ROLES, EVERY_ROLE, MONEY_ROLES, OWNER_ONLY, SUPPORT_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';

/** The sidebar's sections, in the order it shows them. */
export const CONSOLE_GROUPS = ['Overview', 'Members and money', 'Games', 'Content', 'Site', 'Staff'] as const;
export type ConsoleGroup = (typeof CONSOLE_GROUPS)[number];

export type ConsolePage = { href: string; label: string; group: ConsoleGroup; roles: readonly StaffRole[] };

/**
 * The console's pages, their sidebar section and the roles that see each (the same lists the
 * platform enforces per endpoint). The first page a role may open is its front page.
 */
export const CONSOLE_PAGES: readonly ConsolePage[] = [
  { href: '/console/dashboard', label: 'Dashboard', group: 'Overview', roles: EVERY_ROLE },
  { href: '/console/members', label: 'Members', group: 'Members and money', roles: EVERY_ROLE },
  { href: '/console/payments', label: 'Payments', group: 'Members and money', roles: EVERY_ROLE },
  { href: '/console/verification', label: 'Verification', group: 'Members and money', roles: SUPPORT_ROLES },
  { href: '/console/rounds', label: 'Open rounds', group: 'Members and money', roles: MONEY_ROLES },
  { href: '/console/loyalty', label: 'Loyalty', group: 'Members and money', roles: EVERY_ROLE },
  { href: '/console/chat', label: 'Live chat', group: 'Members and money', roles: CHAT_ROLES },
  { href: '/console/catalog', label: 'Catalogue', group: 'Games', roles: EVERY_ROLE },
  { href: '/console/promotions', label: 'Promotions', group: 'Games', roles: EVERY_ROLE },
  { href: '/console/banners', label: 'Banners', group: 'Content', roles: EVERY_ROLE },
  { href: '/console/popups', label: 'Pop-ups', group: 'Content', roles: EVERY_ROLE },
  { href: '/console/messages', label: 'Messages', group: 'Content', roles: EVERY_ROLE },
  { href: '/console/help', label: 'Help centre', group: 'Content', roles: EVERY_ROLE },
  { href: '/console/contacts', label: 'Contact', group: 'Content', roles: EVERY_ROLE },
  { href: '/console/seo', label: 'SEO', group: 'Content', roles: EVERY_ROLE },
  { href: '/console/terms', label: 'Terms', group: 'Content', roles: EVERY_ROLE },
  { href: '/console/settings', label: 'Settings', group: 'Site', roles: EVERY_ROLE },
  { href: '/console/modules', label: 'Modules', group: 'Site', roles: EVERY_ROLE },
  { href: '/console/site-access', label: 'Search engines and access', group: 'Site', roles: EVERY_ROLE },
  { href: '/console/outbox', label: 'Outbox', group: 'Site', roles: OWNER_ONLY },
  { href: '/console/operators', label: 'Operators', group: 'Staff', roles: OWNER_ONLY },
  { href: '/console/audit', label: 'Audit log', group: 'Staff', roles: AUDIT_READERS },
];

export function pagesFor(role: StaffRole) {
  return CONSOLE_PAGES.filter((page) => page.roles.includes(role));
}

/** The sidebar for a role: each section with the pages the role may open; empty sections are left out. */
export function navFor(role: StaffRole): Array<{ group: ConsoleGroup; pages: ConsolePage[] }> {
  const pages = pagesFor(role);
  return CONSOLE_GROUPS.map((group) => ({ group, pages: pages.filter((page) => page.group === group) })).filter(
    (section) => section.pages.length > 0,
  );
}

/** Whether this role may open the console page (its server page answers 404 otherwise). */
export function canOpen(role: StaffRole, href: string): boolean {
  return CONSOLE_PAGES.some((page) => page.href === href && page.roles.includes(role));
}

/** The console page a path belongs to (a member's page is under Members, a promotion's under Promotions). */
export function pageOf(pathname: string): ConsolePage | undefined {
  return CONSOLE_PAGES.find((page) => pathname === page.href || pathname.startsWith(`${page.href}/`));
}
