import type { Database } from '../../db/connection';

/**
 * PIN checks of one member waiting in this process for a free slot (pin.ts). A check that ends
 * wakes as many of them as it left slots free, oldest first, so a waiter asks the database again
 * only when there is something to take. A waiter also looks again on its own after a pause that
 * grows from FIRST_LOOK_MS to LAST_LOOK_MS: for a slot freed by another platform process, or an
 * in-flight count of a crashed one running out.
 *
 * Why not simply poll: 45 waiters polling every 20–320 ms kept the one event loop busy with their
 * queries (on PGlite every statement runs on it), so the finished hashes of the checks holding the
 * slots, which come back through the same loop, were picked up only 17–25 s later: the waiters
 * starved the checks they waited for and ran into their deadline (50 parallel checks, one core busy).
 */
type Wake = () => void;

export const FIRST_LOOK_MS = 500;
const LAST_LOOK_MS = 4_000;

/** The waits' wall clock (real elapsed waiting, not the platform's clock of the request): tests move it. */
export const slotClock = { now: () => Date.now() };

/** Per database handle (tests run several platforms in one process), then per member. */
const queues = new WeakMap<Database, Map<number, Wake[]>>();
/** When a check of the member last ended in this process (slotClock): a waiter gives up only when nothing moves. */
const lastEnded = new WeakMap<Database, Map<number, number>>();

function queueOf(db: Database, memberId: number): Wake[] {
  let members = queues.get(db);
  if (!members) queues.set(db, (members = new Map()));
  let queue = members.get(memberId);
  if (!queue) members.set(memberId, (queue = []));
  return queue;
}

/** Resolves when a check of this member frees a slot, or after this waiter's next look (the nth: a longer pause each time). */
export function waitForSlot(db: Database, memberId: number, look: number): Promise<void> {
  const pause = Math.min(FIRST_LOOK_MS * 2 ** look, LAST_LOOK_MS);
  return new Promise((resolve) => {
    const queue = queueOf(db, memberId);
    const wake: Wake = () => {
      clearTimeout(timer);
      const at = queue.indexOf(wake);
      if (at >= 0) queue.splice(at, 1);
      // The member's last end stays: the woken check usually queues again at once, and its wait
      // limit counts from that end (slotsFreed forgets it once a check ends with nobody waiting).
      if (queue.length === 0) queues.get(db)?.delete(memberId);
      resolve();
    };
    // Jittered, so waiters that started together do not all look together.
    const timer = setTimeout(wake, pause / 2 + Math.random() * pause);
    queue.push(wake);
  });
}

/** A check ended and left `free` slots (Infinity: the PIN got locked, every waiter should hear it now). */
export function slotsFreed(db: Database, memberId: number, free: number): void {
  const queue = queues.get(db)?.get(memberId);
  if (queue) {
    let ended = lastEnded.get(db);
    if (!ended) lastEnded.set(db, (ended = new Map()));
    ended.set(memberId, slotClock.now());
  } else lastEnded.get(db)?.delete(memberId); // nobody waits: nothing to keep
  for (let i = 0; queue && queue.length > 0 && i < free; i++) queue[0]!();
}

/** The last time (slotClock) a check of this member ended while others waited here, or 0. */
export function lastCheckEnded(db: Database, memberId: number): number {
  return lastEnded.get(db)?.get(memberId) ?? 0;
}

/** How many checks of this member wait here. */
export function waiting(db: Database, memberId: number): number {
  return queues.get(db)?.get(memberId)?.length ?? 0;
}
