import { endpoints } from '@/lib/contracts/endpoints';
import { handlers } from './registry';

describe('endpoint registry', () => {
  it('binds exactly the contract names, no more, no fewer', () => {
    expect(Object.keys(handlers).sort()).toEqual(Object.keys(endpoints).sort());
  });
});
