import { readTimelineFilter, timelinePayload, writeTimelineFilter } from './query-state';

const read = (search: string) => readTimelineFilter(new URLSearchParams(search));

describe('timeline filter in the URL', () => {
  it('reads kind and dates, leaving anything unusable to the default', () => {
    expect(read('kind=game&from=2026-11-01&to=2026-11-30')).toEqual({ kind: 'game', from: '2026-11-01', to: '2026-11-30' });
    expect(read('kind=lottery&from=2026-02-30')).toEqual({ kind: '', from: '', to: '' });
    expect(read('from=2026-11-30&to=2026-11-01')).toEqual({ kind: '', from: '', to: '' });
  });

  it('writes only what is set, keeping the other keys', () => {
    expect(writeTimelineFilter({ kind: 'bonus', from: '', to: '2026-11-30' }, 'action=deposit&kind=game')).toBe(
      'action=deposit&kind=bonus&to=2026-11-30',
    );
  });

  it('sends the platform only what is set', () => {
    expect(timelinePayload({ kind: '', from: '', to: '' })).toEqual({});
    expect(timelinePayload({ kind: 'deposit', from: '2026-11-01', to: '' })).toEqual({ kind: 'deposit', from: '2026-11-01' });
  });
});
