import { coolingHoursFrom, DEFAULT_COOLING_HOURS } from './settings';

describe('the cooling period setting', () => {
  it('is 24 hours unless the site or the member’s country says otherwise; nonsense is ignored', () => {
    expect(coolingHoursFrom(undefined, 'MY')).toBe(DEFAULT_COOLING_HOURS);
    expect(coolingHoursFrom({ coolingHours: 48 }, 'MY')).toBe(48);
    expect(coolingHoursFrom({ coolingHours: 48, countries: { TH: 72 } }, 'TH')).toBe(72);
    expect(coolingHoursFrom({ coolingHours: 48, countries: { TH: 72 } }, 'MY')).toBe(48);
    expect(coolingHoursFrom({ coolingHours: 0, countries: { TH: 'x' } }, 'TH')).toBe(DEFAULT_COOLING_HOURS);
  });
});
