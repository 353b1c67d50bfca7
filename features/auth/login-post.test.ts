import { isCodeStep, loginCodeHref, loginRefusedHref, readLoginPost } from './login-post';

describe('the login form path with two-step sign-in', () => {
  it('reads the code field, cut to its bound', () => {
    const form = new FormData();
    form.set('code', `123456${'x'.repeat(100)}`);
    form.set('back', '/en-my?action=login');
    const post = readLoginPost(form);
    expect(post.code).toHaveLength(33);
    expect(post.back).toBe('/en-my?action=login');
  });

  it("sends the page to its dialog's code step, keeping its query and dropping a stale refusal", () => {
    const href = loginCodeHref('/en-my/vip?action=login&error=invalid_credentials&redirect=%2Fen-my%2Faccount');
    expect(href).toBe('/en-my/vip?action=login&redirect=%2Fen-my%2Faccount&step=code');
    expect(isCodeStep(new URLSearchParams(href.split('?')[1]))).toBe(true);
    expect(loginCodeHref('/en-my?action=login&step=code', 'two_factor_invalid')).toBe(
      '/en-my?action=login&step=code&error=two_factor_invalid',
    );
  });

  it('goes back to the password step on a refusal that needs the password again', () => {
    expect(loginRefusedHref('/en-my?action=login&step=code', 'two_factor_expired')).toBe('/en-my?action=login&error=two_factor_expired');
  });
});
