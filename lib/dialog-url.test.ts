import { describe, expect, it } from 'vitest';
import { closedDialogHref, dialogHref, languageSwitchHref } from './dialog-url';

describe('dialog urls', () => {
  it('opens a dialog with the action query and closes to the plain path', () => {
    expect(dialogHref('/en-my/slots', 'register', { cmsID: 'spring', empty: '' })).toBe('/en-my/slots?action=register&cmsID=spring');
    expect(closedDialogHref('/en-my/slots')).toBe('/en-my/slots');
  });

  it("keeps the page's own query when opening a dialog", () => {
    expect(dialogHref('/en-my/slots', 'language', {}, '?provider=a&action=login')).toBe('/en-my/slots?action=language&provider=a');
  });

  it('keeps only the path on desktop when switching language', () => {
    expect(languageSwitchHref('/en-my/slots', '?provider=a&action=language', 'zh-my', false)).toBe('/zh-my/slots');
  });

  it('keeps path and query minus action=language on mobile', () => {
    expect(languageSwitchHref('/en-my/slots', '?provider=a&action=language', 'zh-my', true)).toBe('/zh-my/slots?provider=a');
    expect(languageSwitchHref('/en-my', '?action=language', 'th-th', true)).toBe('/th-th');
    expect(languageSwitchHref('/en-my', '?action=login', 'th-th', true)).toBe('/th-th?action=login');
  });
});
