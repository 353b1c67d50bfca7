import { randomBytes } from 'node:crypto';
import { STAFF_ROLES } from '@/lib/contracts/staff';

/**
 * The console's operator accounts from the command line (the first owner is made here):
 *   create-operator <username> <role> [--totp]   a new operator with a generated password (and a TOTP secret for owner/finance)
 *   operators                                    every operator with role and state
 *   disable-operator <id> / set-role <id> <role>
 *   audit-log [--actor u] [--action a] [--outcome o] [--from yyyy-mm-dd] [--to yyyy-mm-dd] [--page n]
 */
export const STAFF_USAGE = `  create-operator <username> <role> [--totp]
                                      a console operator (${STAFF_ROLES.join(', ')}); prints a generated
                                      password and, for owner and finance, the TOTP secret, once
  operators                           every console operator
  set-role <id> <role> / disable-operator <id>
  audit-log [--actor u] [--action a] [--outcome ok|refused|forbidden] [--from d] [--to d] [--page n]`;

type Send = (endpoint: string, body: unknown, print?: (output: unknown) => string) => Promise<number>;
type Profile = { id: number; username: string; role: string; active: boolean; totpEnabled: boolean };
type Entry = { at: string; actor: string; role: string; action: string; target: string; outcome: string; msg: string; ip: string };

const ROLES = new Set<string>(STAFF_ROLES);
const ID = /^[1-9]\d{0,9}$/;
const AUDIT_FLAGS = new Set(['actor', 'action', 'outcome', 'from', 'to', 'page']);

/** Runs a staff command; undefined when `command` is not one (the caller prints the usage). */
export function staffCommand(command: string | undefined, rest: string[], send: Send): Promise<number> | undefined {
  if (command === 'create-operator' && (rest.length === 2 || (rest.length === 3 && rest[2] === '--totp')) && ROLES.has(rest[1]!)) {
    const [username, role] = rest;
    // 18 random bytes: a password nobody chose, shown once; the operator keeps it in a password manager.
    const password = randomBytes(18).toString('base64url');
    return send('staff/create', { username, password, role, totp: rest[2] === '--totp' }, (output) => {
      const { staff, totp } = output as { staff: Profile; totp: { secret: string; uri: string } | null };
      const lines = [`operator #${staff.id} ${staff.username} (${staff.role})`, `password: ${password}`];
      if (totp) lines.push(`TOTP secret: ${totp.secret}`, `TOTP URI (scan as a QR code): ${totp.uri}`);
      return lines.join('\n');
    });
  }
  if (command === 'operators' && rest.length === 0) {
    return send('staff/list', {}, (output) =>
      (output as Profile[])
        .map((s) => `#${s.id}  ${s.username}  ${s.role}  ${s.active ? 'active' : 'disabled'}${s.totpEnabled ? '  totp' : ''}`)
        .join('\n'),
    );
  }
  if (command === 'set-role' && rest.length === 2 && ID.test(rest[0]!) && ROLES.has(rest[1]!)) {
    return send('staff/update', { staffId: Number(rest[0]), role: rest[1] }, () => `operator #${rest[0]} is now ${rest[1]}`);
  }
  if (command === 'disable-operator' && rest.length === 1 && ID.test(rest[0]!)) {
    return send('staff/update', { staffId: Number(rest[0]), active: false }, () => `operator #${rest[0]} disabled`);
  }
  if (command === 'audit-log') {
    const filters: Record<string, string | number> = {};
    for (let i = 0; i < rest.length; i += 2) {
      const flag = rest[i]?.replace(/^--/, '') ?? '';
      if (!rest[i]?.startsWith('--') || !AUDIT_FLAGS.has(flag) || rest[i + 1] === undefined) return undefined;
      filters[flag] = flag === 'page' ? Number(rest[i + 1]) : rest[i + 1]!;
    }
    return send('staff/audit-log', filters, (output) => {
      const page = output as { items: Entry[]; total: number; page: number };
      const lines = page.items.map((e) =>
        [e.at, e.actor, e.role, e.action, e.target, e.outcome, e.msg === 'success' ? '' : e.msg, e.ip].filter(Boolean).join('  '),
      );
      return [...lines, `page ${page.page}, ${page.total} entries`].join('\n');
    });
  }
  return undefined;
}
