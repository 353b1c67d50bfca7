import { timeLeft } from './time-left';

describe('timeLeft', () => {
  it('counts hours, minutes and seconds down to the reset', () => {
    expect(timeLeft(5 * 3_600_000 + 4 * 60_000 + 3_999)).toEqual({ text: '05:04:03', done: false });
    expect(timeLeft(999)).toEqual({ text: '00:00:00', done: false });
    expect(timeLeft(0)).toEqual({ text: '00:00:00', done: true });
    expect(timeLeft(-5)).toEqual({ text: '00:00:00', done: true });
  });
});
