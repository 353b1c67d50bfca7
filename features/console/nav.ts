import { AUDIT_READERS, CHAT_ROLES, EVERY_ROLE, OWNER_ONLY, type StaffRole } from '@/lib/contracts/staff-roles';

/** The console's pages and the roles that see each (the same lists the platform enforces per endpoint). */
export const CONSOLE_PAGES: ReadonlyArray<{ href: string; label: string; roles: readonly StaffRole[] }> = [
  { href: '/console/dashboard', label: 'Dashboard', roles: EVERY_ROLE },
  { href: '/console/payments', label: 'Payments', roles: EVERY_ROLE },
  { href: '/console/modules', label: 'Modules', roles: EVERY_ROLE },
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
