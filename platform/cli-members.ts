/**
 * The console's member actions from the command line (the same endpoints, roles and audit rows):
 *   members [query] [--currency c] [--status active|locked] [--page n]   search by username, mobile or id
 *   lock-member <memberId> <reason…> / unlock-member <memberId>
 *   clear-pin <memberId>                  forgive the wrong PIN tries and end the PIN lock
 *   end-sessions <memberId>               log the member out everywhere
 */
export const MEMBERS_USAGE = `  members [query] [--currency c] [--status active|locked] [--page n]
                                      members by username, mobile number or id (20 a page)
  lock-member <memberId> <reason>     lock a member out (ends their sessions)
  unlock-member <memberId>            let a locked member log in again
  clear-pin <memberId>                clear a member's PIN lock (wrong tries)
  end-sessions <memberId>             end every session of a member`;

type Send = (endpoint: string, body: unknown, print?: (output: unknown) => string) => Promise<number>;
type Row = {
  id: number;
  username: string;
  mobileno: string;
  currency: string;
  createdAt: string;
  lastLoginAt: string | null;
  locked: boolean;
};
type Detail = Row & { lockReason: string; activeSessions: number; pin: { set: boolean; lockedUntil: string | null } };

const ID = /^[1-9]\d{0,9}$/;
const SEARCH_FLAGS = new Set(['currency', 'status', 'page']);

const describe = (m: Detail) =>
  [
    `member #${m.id} ${m.username} (${m.currency})`,
    m.locked ? `locked: ${m.lockReason}` : 'active',
    `${m.activeSessions} session(s)`,
    m.pin.set ? (m.pin.lockedUntil ? `PIN locked until ${m.pin.lockedUntil}` : 'PIN set') : 'no PIN',
  ].join('  ');

/** Runs a member command; undefined when `command` is not one (the caller prints the usage). */
export function membersCommand(command: string | undefined, rest: string[], send: Send): Promise<number> | undefined {
  if (command === 'members') {
    const body: Record<string, string | number> = {};
    for (let i = 0; i < rest.length; i++) {
      const arg = rest[i]!;
      if (!arg.startsWith('--')) {
        if (body.query !== undefined) return undefined;
        body.query = arg;
        continue;
      }
      const flag = arg.slice(2);
      const value = rest[++i];
      if (!SEARCH_FLAGS.has(flag) || value === undefined) return undefined;
      body[flag] = flag === 'page' ? Number(value) : flag === 'currency' ? value.toUpperCase() : value;
    }
    return send('operator/member-search', body, (output) => {
      const page = output as { items: Row[]; total: number; page: number };
      const lines = page.items.map((m) =>
        [`#${m.id}`, m.username, m.mobileno, m.currency, m.locked ? 'locked' : 'active', `last login ${m.lastLoginAt ?? 'never'}`].join(
          '  ',
        ),
      );
      return [...lines, `page ${page.page}, ${page.total} members`].join('\n');
    });
  }
  const [id, ...words] = rest;
  if (!id || !ID.test(id)) return undefined;
  const memberId = Number(id);
  const print = (output: unknown) => describe(output as Detail);
  if (command === 'lock-member' && words.length > 0) return send('operator/member-lock', { memberId, reason: words.join(' ') }, print);
  if (words.length > 0) return undefined;
  if (command === 'unlock-member') return send('operator/member-unlock', { memberId }, print);
  if (command === 'clear-pin') return send('operator/member-clear-pin', { memberId }, print);
  if (command === 'end-sessions') return send('operator/member-end-sessions', { memberId }, print);
  return undefined;
}
