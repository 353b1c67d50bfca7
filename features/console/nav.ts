import { AUDIT_READERS, CHAT_ROLES, EVERY_ROLE, OWNER_ONLY, type StaffRole } from '@/lib/contracts/staff-roles';

/** The console's pages and the roles that see each (the same lists the platform enforces per endpoint). */
export const CONSOLE_PAGES: ReadonlyArray<{ href: string; label: string; roles: readonly StaffRole[] }> = [
  { href: '/console/dashboard', label: 'Dashboard', roles: EVERY_ROLE },
  { href: '/console/members', label: 'Members', roles: EVERY_ROLE },
  { href: '/console/payments', label: 'Payments', roles: EVERY_ROLE },
  { href: '/console/modules', label: 'Modules', roles: EVERY_ROLE },
  { href: '/console/catalog', label: 'Catalogue', roles: EVERY_ROLE },
  { href: '/console/loyalty', label: 'Loyalty', roles: EVERY_ROLE },
  { href: '/console/settings', label: 'Settings', roles: EVERY_ROLE },
  { href: '/console/banners', label: 'Banners', roles: EVERY_ROLE },
  { href: '/console/popups', label: 'Pop-ups', roles: EVERY_ROLE },
  { href: '/console/messages', label: 'Messages', roles: EVERY_ROLE },
  { href: '/console/help', label: 'Help centre', roles: EVERY_ROLE },
  { href: '/console/contacts', label: 'Contact', roles: EVERY_ROLE },
  { href: '/console/seo', label: 'SEO', roles: EVERY_ROLE },
  { href: '/console/terms', label: 'Terms', roles: EVERY_ROLE },
  { href: '/console/outbox', label: 'Outbox', roles: OWNER_ONLY },
  { href: '/console/promotions', label: 'Promotions', roles: EVERY_ROLE },
  { href: '/console/site-access', label: 'Search engines and access', roles: EVERY_ROLE },
  { href: '/console/operators', label: 'Operators', roles: OWNER_ONLY },
  { href: '/console/audit', label: 'Audit log', roles: AUDIT_READERS },
  { href: '/console/chat', label: 'Live chat', roles: CHAT_ROLES },
];

export function pagesFor(role: StaffRole) {
  return CONSOLE_PAGES.filter((page) => page.roles.includes(role));
}

/** Whether this role may open the console page (its server page answers 404 otherwise). */
export function canOpen(role: StaffRole, href: string): boolean {
  return CONSOLE_PAGES.some((page) => page.href === href && page.roles.includes(role));
}
