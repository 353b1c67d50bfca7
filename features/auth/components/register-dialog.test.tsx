import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation, renderInApp, stubApi } from '@/tests/render-app';
import { RegisterDialog } from './auth-dialogs';

const ok = (output?: unknown) => () => ({ body: { status: true, msg: 'success', output } });
const terms = {
  kind: 'welcome',
  amount: '20.00',
  matchPercent: null,
  matchCap: null,
  minDeposit: null,
  wageringMultiplier: 3,
  wageringBase: 'bonus',
  wageringCapMultiple: 10,
  contributions: {},
  otherContribution: 100,
  maxBet: null,
  maxConversion: '100.00',
  expiryDays: 14,
  startsAt: null,
  endsAt: null,
};
const promotionInfo = ok({
  currency: 'MYR',
  promotions: [
    {
      promotionId: 8,
      cmsId: 77,
      languages: { en: { title: 'Sign-up gift', summary: 'A gift for joining', content: '', image: '' } },
      categories: ['ongoing'],
      terms,
      ineligibleReason: null,
    },
  ],
});
const profile = {
  id: 9,
  username: 'newbie01',
  currency: 'MYR',
  countryCode: 'MY',
  language: 'en',
  mobileno: '60-1234567890',
  email: '',
  tncAcceptedAt: '2026-11-01T00:00:00Z',
  createdAt: '2026-11-01T00:00:00Z',
};

describe('register dialog with a promotion link', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    navigation.search = new URLSearchParams('action=register&cmsID=77');
  });
  afterEach(() => {
    navigation.search = new URLSearchParams();
  });

  it("shows the promotion's headline and terms above the form and registers with its cmsID", async () => {
    const api = stubApi({
      'common/status-list': ok([]),
      'promotion/info': promotionInfo,
      'common/get-category-setting': ok([]),
      'auth/check-username': ok(),
      'auth/register': ok(profile),
    });
    renderInApp(<RegisterDialog lang="en-my" />);
    const promotion = await screen.findByRole('region', { name: 'Sign-up gift' });
    expect(within(promotion).getByText('MYR 20.00 bonus')).toBeInTheDocument();
    expect(within(promotion).getByText('Wager 3× the bonus before it turns into cash.')).toBeInTheDocument();
    expect(within(promotion).getByText('At most MYR 100.00 of bonus money turns into cash.')).toBeInTheDocument();
    expect(within(promotion).getByText('14 days to complete the wagering; after that the bonus lapses.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Create Your Account' });
    expect(promotion.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Username'), 'newbie01');
    await user.type(within(form).getByLabelText('Password'), 'Secret#123');
    await user.type(within(form).getByLabelText('Confirm Password'), 'Secret#123');
    await user.type(within(form).getByLabelText('Mobile Number'), '1234567890');
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    await screen.findByText('Welcome, newbie01! Your account is ready.');
    const sent = api.mock.calls.find(([url]) => String(url).endsWith('/api/auth/register'))?.[1] as RequestInit;
    expect(JSON.parse(String(sent.body))).toMatchObject({ username: 'newbie01', cmsID: '77' });
  });

  it('shows the form alone when the link names no promotion it knows', async () => {
    navigation.search = new URLSearchParams('action=register&cmsID=404');
    const api = stubApi({ 'common/status-list': ok([]), 'promotion/info': promotionInfo });
    renderInApp(<RegisterDialog lang="en-my" />);
    expect(await screen.findByRole('form', { name: 'Create Your Account' })).toBeInTheDocument();
    await waitFor(() => expect(api.mock.calls.some(([url]) => String(url).endsWith('/api/promotion/info'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Sign-up gift' })).toBeNull();
  });
});

describe('register dialog with a referral link', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    navigation.search = new URLSearchParams('action=register&ref=ABCD2345');
  });
  afterEach(() => {
    navigation.search = new URLSearchParams();
  });

  async function fillAndSend() {
    const form = await screen.findByRole('form', { name: 'Create Your Account' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Username'), 'newbie01');
    await user.type(within(form).getByLabelText('Password'), 'Secret#123');
    await user.type(within(form).getByLabelText('Confirm Password'), 'Secret#123');
    await user.type(within(form).getByLabelText('Mobile Number'), '1234567890');
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    return form;
  }

  it('fills the code from the link and registers with it', async () => {
    const api = stubApi({ 'common/status-list': ok([]), 'auth/check-username': ok(), 'auth/register': ok(profile) });
    renderInApp(<RegisterDialog lang="en-my" />);
    expect(await screen.findByLabelText('Referral code (optional)')).toHaveValue('ABCD2345');
    await fillAndSend();
    await screen.findByText('Welcome, newbie01! Your account is ready.');
    const sent = api.mock.calls.find(([url]) => String(url).endsWith('/api/auth/register'))?.[1] as RequestInit;
    expect(JSON.parse(String(sent.body))).toMatchObject({ username: 'newbie01', referralCode: 'ABCD2345' });
  });

  it('reports a code that does not exist on its field', async () => {
    stubApi({
      'common/status-list': ok([]),
      'auth/check-username': ok(),
      'auth/register': () => ({ body: { status: false, msg: 'referralCode: referral_code_not_found' } }),
    });
    renderInApp(<RegisterDialog lang="en-my" />);
    await fillAndSend();
    expect(await screen.findByText('This referral code does not exist. Check it, or leave it empty.')).toBeInTheDocument();
  });
});

describe('register form before the scripts run', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    navigation.search = new URLSearchParams('action=register&cmsID=77');
  });
  afterEach(() => {
    navigation.search = new URLSearchParams();
  });

  it('is a real form posting every field to the site, with the page to come back to', async () => {
    stubApi({ 'common/status-list': ok([]), 'promotion/info': promotionInfo });
    renderInApp(<RegisterDialog lang="en-my" />);
    const form = await screen.findByRole('form', { name: 'Create Your Account' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/form/register');
    const names = [...form.querySelectorAll('input, select')].map((el) => el.getAttribute('name'));
    expect(names).toEqual(
      expect.arrayContaining(['back', 'username', 'password', 'confirmPassword', 'countryCode', 'mobileno', 'email', 'referralCode']),
    );
    expect(form.querySelector('input[name="back"]')).toHaveValue('/en-my?action=register&cmsID=77');
    expect(within(form).getByRole('combobox', { name: 'Country' })).toHaveValue('MY');
  });

  it("shows the form post's refusal under the field it names, in words", async () => {
    navigation.search = new URLSearchParams('action=register&error=error_minlength&field=username&n=6');
    stubApi({ 'common/status-list': ok([]) });
    renderInApp(<RegisterDialog lang="en-my" />);
    const form = await screen.findByRole('form', { name: 'Create Your Account' });
    expect(within(form).getByLabelText('Username')).toHaveAccessibleDescription(/Input must be at least 6 characters\./);
  });

  it("shows a refusal that names no field above the button (the platform's words)", async () => {
    navigation.search = new URLSearchParams('action=register&error=cross_site_request');
    stubApi({ 'common/status-list': ok([]) });
    renderInApp(<RegisterDialog lang="en-my" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This form was sent from another site and was refused.');
  });
});
