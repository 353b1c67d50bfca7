import { formatList } from './format-list';

describe('formatList', () => {
  it("joins with the language's own word", () => {
    expect(formatList(['Slots 100%', 'Live Casino 10%'], 'en-my')).toBe('Slots 100% and Live Casino 10%');
    expect(formatList(['老虎机 100%', '真人娱乐 10%'], 'zh-cn')).toBe('老虎机 100%和真人娱乐 10%');
  });

  it('keeps a space around the Thai "and" after a figure', () => {
    expect(formatList(['สล็อต 100%', 'คาสิโนสด 10%'], 'th-th')).toBe('สล็อต 100% และ คาสิโนสด 10%');
  });

  it('falls back to commas for a locale Intl cannot read', () => {
    expect(formatList(['a', 'b'], 'not a locale!')).toBe('a, b');
  });
});
