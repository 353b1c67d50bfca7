import { appendFileSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { WalletRequest } from '../protocol/wallet-messages';

/**
 * What the provider still owes the platform's wallet, per round, kept on disk so a crash (kill -9)
 * does not leave rounds open: a bet whose answer it has not had (`betting`), the win that settles a
 * round (`settling`), the rollback of a bet whose fate is unknown (`rolling_back`). A round leaves
 * the store once the wallet has answered its last call (any answer: a refusal is final too).
 *
 * The file is a journal of JSON lines (`put` a round's state, `done` with it), replayed at start-up
 * and rewritten compacted then and every COMPACT_EVERY lines. Appends are plain writes (no fsync):
 * they survive the process dying, which is what this is for, not the machine losing power.
 */
export type OwedRound =
  | { roundId: string; state: 'betting'; bet: WalletRequest<'bet'> }
  | { roundId: string; state: 'settling'; bet: WalletRequest<'bet'>; win: WalletRequest<'win'>; attempts: number; lastTry: number }
  | {
      roundId: string;
      state: 'rolling_back';
      bet: WalletRequest<'bet'>;
      rollback: WalletRequest<'rollback'>;
      attempts: number;
      lastTry: number;
    };

type Line = { op: 'put'; round: OwedRound } | { op: 'done'; roundId: string };

const COMPACT_EVERY = 1_000;

export class OwedCalls {
  private readonly rounds = new Map<string, OwedRound>();
  private appended = 0;

  /** `file` null: memory only (nothing survives the process; for tests of other things). */
  constructor(private readonly file: string | null) {
    if (!file) return;
    mkdirSync(path.dirname(file), { recursive: true });
    for (const line of readLines(file)) {
      if (line.op === 'put') this.rounds.set(line.round.roundId, line.round);
      else this.rounds.delete(line.roundId);
    }
    this.compact();
  }

  put(round: OwedRound): void {
    this.rounds.set(round.roundId, round);
    this.append({ op: 'put', round });
  }

  done(roundId: string): void {
    if (!this.rounds.delete(roundId)) return;
    this.append({ op: 'done', roundId });
  }

  get(roundId: string): OwedRound | undefined {
    return this.rounds.get(roundId);
  }

  all(): OwedRound[] {
    return [...this.rounds.values()];
  }

  private append(line: Line): void {
    if (!this.file) return;
    appendFileSync(this.file, `${JSON.stringify(line)}\n`);
    if (++this.appended >= COMPACT_EVERY) this.compact();
  }

  /** The journal rewritten as one `put` per owed round, swapped in by rename (never half-written). */
  private compact(): void {
    if (!this.file) return;
    const temporary = `${this.file}.tmp`;
    writeFileSync(
      temporary,
      this.all()
        .map((round) => `${JSON.stringify({ op: 'put', round } satisfies Line)}\n`)
        .join(''),
    );
    renameSync(temporary, this.file);
    this.appended = 0;
  }
}

function readLines(file: string): Line[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const lines: Line[] = [];
  for (const raw of text.split('\n')) {
    if (!raw.trim()) continue;
    try {
      lines.push(JSON.parse(raw) as Line);
    } catch {
      // A line cut short by the crash itself: what it said had not been acted on yet.
    }
  }
  return lines;
}
