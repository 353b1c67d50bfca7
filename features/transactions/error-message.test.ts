import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message';

const messages: Record<string, string> = {
  'common.not_logged_in': 'Please log in to continue.',
  'common.something_went_wrong': 'Something Went Wrong',
  'validation.error_required': 'This field is required.',
};
const t = Object.assign((key: string) => messages[key] ?? key, { has: (key: string) => key in messages });

describe('errorMessage', () => {
  it('translates a known key, shows other text as it came', () => {
    expect(errorMessage(t, 'not_logged_in')).toBe('Please log in to continue.');
    expect(errorMessage(t, 'error_required')).toBe('This field is required.');
    expect(errorMessage(t, 'History is resting')).toBe('History is resting');
    expect(errorMessage(t, '')).toBe('Something Went Wrong');
  });
});
