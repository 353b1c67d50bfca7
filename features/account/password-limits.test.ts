import { describe, expect, it } from 'vitest';
import * as contract from '@/lib/contracts/auth';
import { PASSWORD_MAX, PASSWORD_MIN } from './password-limits';

describe('password limits', () => {
  it('match the contract the platform checks', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX]).toEqual([contract.PASSWORD_MIN, contract.PASSWORD_MAX]);
  });
});
