import { describe, expect, it } from 'vitest';
import { categoryLabel, parseJsonObject } from './category-label';

describe('categoryLabel', () => {
  it('uses the language, then English, then the type', () => {
    const display = JSON.stringify({ en: 'Slots', zh: '老虎机' });
    expect(categoryLabel(display, 'zh', 'slots')).toBe('老虎机');
    expect(categoryLabel(display, 'th', 'slots')).toBe('Slots');
    expect(categoryLabel('not json', 'th', 'slots')).toBe('slots');
  });
  it('parses invalid JSON as an empty object', () => {
    expect(parseJsonObject('{')).toEqual({});
    expect(parseJsonObject('[1]')).toEqual({});
  });
});
