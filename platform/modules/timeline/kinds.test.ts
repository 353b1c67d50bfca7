import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENTRY_PLACEMENT, journalKinds, journalPlacement } from './kinds';

/**
 * Every journal entry kind the platform can write must have a place in the timeline, or money
 * would move without the member seeing it. The kinds are read from the sources: a new
 * `kind: '…'` next to a posting call (postEntry, postWithin, postAtOnce, payLoyalty, createRequest)
 * or a new `…KIND…` constant fails here until kinds.ts places it.
 */
const MODULES = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const POSTS = /\b(postEntry|postWithin|postAtOnce|payLoyalty|createRequest|moveAll)\s*[<(]/;
const KIND_CONSTANT = /\bconst\s+([A-Z_]*_KINDS?)\b[^=]*=\s*([\s\S]*?);\n/g;
const LITERAL = /'([a-z][a-z_]*)'/g;

/** Literals that sit on a `kind:` line of a posting file but name something else. */
const NOT_ENTRY_KINDS: Record<string, string> = {
  withdrawal: 'the wallet request kind handed to createRequest and decideRequest (the entry is withdrawal_hold)',
  cancelled: 'a decision handed to decideRequest',
  member_main: 'an account kind',
  member_bonus: 'an account kind',
  member_provider: 'an account kind',
};

function writtenKinds(): Map<string, string> {
  const found = new Map<string, string>();
  const add = (kind: string, file: string) => {
    if (!(kind in NOT_ENTRY_KINDS)) found.set(kind, path.relative(MODULES, file));
  };
  for (const file of sourceFiles(MODULES)) {
    if (file.includes(`${path.sep}timeline${path.sep}`)) continue;
    const source = readFileSync(file, 'utf8');
    for (const [, , body] of source.matchAll(KIND_CONSTANT)) for (const [, kind] of body!.matchAll(LITERAL)) add(kind!, file);
    if (!POSTS.test(source)) continue;
    for (const line of source.split('\n')) {
      if (/\b(kind|entryKind)\s*:/.test(line) || /\bmoveAll\(/.test(line)) for (const [, kind] of line.matchAll(LITERAL)) add(kind!, file);
    }
  }
  return found;
}

describe('journal entry kinds in the timeline', () => {
  it('places every kind the platform writes', () => {
    const written = writtenKinds();
    // The scan itself must see the writers it is meant to watch.
    for (const kind of [
      'bet',
      'win',
      'bet_rollback',
      'bet_void',
      'adjustment',
      'rebate',
      'bonus_grant',
      'bonus_expire',
      'daily_task',
      'withdrawal_hold',
    ]) {
      expect(written.has(kind), kind).toBe(true);
    }
    const missing = [...written].filter(([kind]) => !(kind in ENTRY_PLACEMENT)).map(([kind, file]) => `${kind} (${file})`);
    expect(missing).toEqual([]);
  });

  it('places every decision of a wallet request (wallet/decide.ts writes `${kind}_${decision}`)', () => {
    const decide = readFileSync(path.join(MODULES, 'wallet/decide.ts'), 'utf8');
    expect(decide).toContain('kind: `${request.kind}_${input.decision}`');
    const movements = readFileSync(path.join(MODULES, 'wallet/movements.ts'), 'utf8');
    const union = (name: string) =>
      [...(new RegExp(`type ${name} = ([^;]+);`).exec(movements)?.[1] ?? '').matchAll(LITERAL)].map((m) => m[1]!);
    expect(union('RequestKind').length).toBeGreaterThan(0);
    for (const kind of union('RequestKind'))
      for (const decision of union('Decision')) expect(ENTRY_PLACEMENT[`${kind}_${decision}`], `${kind}_${decision}`).toBe('request');
  });

  it('gives each timeline kind its journal kinds, and no journal kind to the kinds read elsewhere', () => {
    expect(journalKinds('transfer')).toEqual(['transfer_to_provider', 'transfer_from_provider']);
    expect(journalKinds('bonus')).toEqual(['bonus_grant', 'bonus_convert', 'bonus_forfeit', 'bonus_expire']);
    expect(journalKinds('reward')).toEqual(['vip', 'referral', 'daily_task']);
    expect(journalKinds('rebate')).toEqual(['rebate']);
    expect(journalKinds('adjustment')).toEqual(['adjustment']);
    for (const kind of ['deposit', 'withdrawal', 'game'] as const) expect(journalKinds(kind)).toEqual([]);
    expect(journalKinds()).not.toContain('bet');
    expect(journalKinds()).not.toContain('deposit');
  });

  it('reads a bonus step off the bonus balance, a conversion off cash', () => {
    expect(journalPlacement('bonus_grant')).toEqual({ kind: 'bonus', balance: 'bonus' });
    expect(journalPlacement('bonus_convert')).toEqual({ kind: 'bonus', balance: 'cash' });
    expect(journalPlacement('bet')).toBeUndefined();
  });
});
