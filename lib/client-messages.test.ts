import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { SHELL_NAMESPACES, htmlNamespaces, opensRegister, pickNamespaces } from './client-messages';

describe('pickNamespaces', () => {
  it('keeps only the named namespaces, whole', () => {
    expect(pickNamespaces({ a: { x: '1' }, b: { y: '2' }, c: 'z' }, ['a', 'c'])).toEqual({ a: { x: '1' }, c: 'z' });
  });

  it('the shell names namespaces that exist, and leaves the member pages’ large ones out', () => {
    for (const namespace of SHELL_NAMESPACES) expect(en).toHaveProperty(namespace);
    const shell = pickNamespaces(en, SHELL_NAMESPACES);
    expect(Object.keys(shell)).not.toContain('wallet');
    expect(Object.keys(shell)).not.toContain('promotions');
    expect(JSON.stringify(shell).length).toBeLessThan(JSON.stringify(en).length / 2);
  });
});

describe('the namespaces a page carries', () => {
  it('adds the validation texts only to a page that opens the register dialog', () => {
    expect(opensRegister(new URLSearchParams('action=register&error=error_minlength&field=username&n=6'))).toBe(true);
    expect(opensRegister(new URLSearchParams('action=register'))).toBe(true);
    expect(opensRegister(new URLSearchParams('action=login&error=invalid_credentials'))).toBe(false);
    expect(opensRegister(new URLSearchParams(''))).toBe(false);
    expect(htmlNamespaces(true)).toEqual([...SHELL_NAMESPACES, 'validation']);
    expect(htmlNamespaces(false)).toEqual(SHELL_NAMESPACES);
  });
});
