import { scopeDays } from './credentials';

it('lists every UTC day a credential can sign in (two across midnight)', () => {
  expect(scopeDays(new Date('2026-03-01T10:00:00Z'), new Date('2026-03-01T10:15:00Z'))).toEqual(['20260301']);
  expect(scopeDays(new Date('2026-03-31T23:50:00Z'), new Date('2026-04-01T00:05:00Z'))).toEqual(['20260331', '20260401']);
});
