/**
 * The console's roles and which of them may call what (no zod: the console's pages read these to
 * show only what the operator may do; the platform enforces the same lists from the contract).
 */
export const STAFF_ROLES = ['owner', 'finance', 'support', 'content', 'readonly'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Roles whose accounts must have a TOTP second factor: they move money or manage operators. */
export const ROLES_NEEDING_TOTP: readonly StaffRole[] = ['owner', 'finance'];

/** Who may call an operator endpoint. */
export const OWNER_ONLY = ['owner'] as const satisfies readonly StaffRole[];
export const MONEY_ROLES = ['owner', 'finance'] as const satisfies readonly StaffRole[];
export const CONTENT_ROLES = ['owner', 'content'] as const satisfies readonly StaffRole[];
export const SUPPORT_ROLES = ['owner', 'support', 'finance'] as const satisfies readonly StaffRole[];
/** Inbox messages to members: support answers members, content runs campaigns. */
export const MESSAGE_ROLES = ['owner', 'content', 'support'] as const satisfies readonly StaffRole[];
/** Member care: locking and unlocking members, clearing a PIN lock, ending their sessions. */
export const MEMBER_CARE_ROLES = ['owner', 'support'] as const satisfies readonly StaffRole[];
export const AUDIT_READERS = ['owner', 'readonly'] as const satisfies readonly StaffRole[];
export const EVERY_ROLE = STAFF_ROLES;
/** Live chat with members: the support desk (and owners). */
export const CHAT_ROLES = ['owner', 'support'] as const satisfies readonly StaffRole[];
