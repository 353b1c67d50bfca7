import { elapsedMs, hoursAndMinutes, msUntilLimit, msUntilReminder, remindersDue } from './reality-check-schedule';

const MIN = 60_000;

describe('the reality check’s clock', () => {
  it('counts from the platform’s clock, whatever the page’s clock says', () => {
    const facts = { startedAtMs: 1_000_000, serverNowMs: 1_000_000 + 10 * MIN, receivedAtMs: 5_000 };
    expect(elapsedMs(facts, 5_000)).toBe(10 * MIN);
    expect(elapsedMs(facts, 5_000 + 2 * MIN)).toBe(12 * MIN);
  });

  it('is due at each whole interval, not a millisecond before', () => {
    expect(remindersDue(30 * MIN - 1, 30)).toBe(0);
    expect(remindersDue(30 * MIN, 30)).toBe(1);
    expect(remindersDue(90 * MIN, 30)).toBe(3);
    expect(remindersDue(500 * MIN, 0)).toBe(0);
  });

  it('waits for the next reminder the member has not answered', () => {
    expect(msUntilReminder(0, 15, 0)).toBe(15 * MIN);
    expect(msUntilReminder(15 * MIN - 1, 15, 0)).toBe(1);
    expect(msUntilReminder(15 * MIN, 15, 0)).toBe(0);
    // Answered the first: the second is due at 30 minutes.
    expect(msUntilReminder(15 * MIN, 15, 1)).toBe(15 * MIN);
    // A page opened late (40 minutes, nothing answered) shows one at once.
    expect(msUntilReminder(40 * MIN, 15, 0)).toBe(0);
    expect(msUntilReminder(40 * MIN, 0, 0)).toBeNull();
  });

  it('reaches the session limit at its minute', () => {
    expect(msUntilLimit(60 * MIN - 1, 60)).toBe(1);
    expect(msUntilLimit(60 * MIN, 60)).toBe(0);
    expect(msUntilLimit(600 * MIN, null)).toBeNull();
  });

  it('reads durations in hours and minutes', () => {
    expect(hoursAndMinutes(59 * MIN + 59_999)).toEqual({ hours: 0, minutes: 59 });
    expect(hoursAndMinutes(125 * MIN)).toEqual({ hours: 2, minutes: 5 });
  });
});
