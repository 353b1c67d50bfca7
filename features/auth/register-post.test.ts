import { describe, expect, it } from 'vitest';
import type { CountryItem } from '@/lib/contracts/common';
import { postedRegisterError, readRegisterPost, registerLanguage, registerRefusedHref } from './register-post';

const malaysia = {
  countryCode: 'MY',
  dialCode: '60',
  mobileno_length: 10,
  languages: { en: {}, zh: {}, ms: {} },
} as unknown as CountryItem;

describe('the register form path', () => {
  it("reads the posted fields as the dialog's own fields tidy them, the mobile number behind its country's dial code", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      username: ' new bie01 ',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      countryCode: 'MY',
      mobileno: '12 3456 7890',
      email: '',
      referralCode: 'abcd 2345',
      back: '/en-my/slots?action=register',
    }))
      form.set(k, v);
    expect(readRegisterPost(form, [malaysia])).toEqual({
      values: {
        username: 'newbie01',
        password: 'Secret#123',
        confirmPassword: 'Secret#123',
        countryCode: 'MY',
        mobileno: '60-1234567890',
        email: '',
        referralCode: 'ABCD2345',
      },
      back: '/en-my/slots?action=register',
    });
  });

  it('comes back to somewhere of ours only', () => {
    const form = new FormData();
    form.set('back', 'https://elsewhere.example/phish');
    expect(readRegisterPost(form, []).back).toBe('/');
  });

  it("keeps the page's language when the country offers it, else the country's first", () => {
    expect(registerLanguage('zh-my', malaysia)).toBe('zh');
    expect(registerLanguage('th-th', malaysia)).toBe('en');
  });

  it('sends the page back to its register dialog with the refusal and the field it names', () => {
    expect(registerRefusedHref('/en-my/slots?action=register&cmsID=7', 'error_minlength', { field: 'username', n: 6 })).toBe(
      '/en-my/slots?action=register&cmsID=7&error=error_minlength&field=username&n=6',
    );
    // the platform's "field: key" names the field; an earlier refusal does not stay
    expect(registerRefusedHref('/en-my?action=register&error=error_required&field=email', 'referralCode: referral_code_not_found')).toBe(
      '/en-my?action=register&error=referral_code_not_found&field=referralCode',
    );
    expect(registerRefusedHref('/en-my?action=register', 'Something <b>odd</b>')).toBe('/en-my?action=register&error=something_went_wrong');
  });

  it('reads the refusal back from the URL, ignoring a field or number it could not have sent', () => {
    expect(postedRegisterError(new URLSearchParams('error=error_minlength&field=username&n=6'))).toEqual({
      field: 'username',
      key: 'error_minlength',
      n: 6,
    });
    expect(postedRegisterError(new URLSearchParams('error=username_has_been_taken&field=isAdmin&n=x'))).toEqual({
      field: null,
      key: 'username_has_been_taken',
    });
    expect(postedRegisterError(new URLSearchParams('action=register'))).toBeNull();
  });
});
