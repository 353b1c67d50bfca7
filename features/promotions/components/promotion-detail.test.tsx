import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubApi } from '@/tests/render-app';
import { CATEGORIES, PROMOTIONS } from '../test-fixtures';
import { PromotionDetail } from './promotion-detail';

const ok = (output?: unknown) => () => ({ body: { status: true, msg: 'success', output } });
const base = {
  'common/status-list': ok([]),
  'promotion/info': ok({ currency: 'MYR', promotions: PROMOTIONS }),
  'common/get-category-setting': ok(CATEGORIES),
};

const detail = (id: string, lang = 'en-my') => (
  <PromotionDetail lang={lang} currency="MYR" id={id} section="promotions" storageBase="/storage" />
);

describe('promotion page', () => {
  beforeEach(() => vi.clearAllMocks());

  it('puts every significant term before the apply button, then the operator text', async () => {
    stubApi(base);
    renderInApp(detail('1'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome bonus' });
    const terms = screen.getByRole('heading', { level: 2, name: 'Key terms' });
    const wagering = screen.getByText('Wager 5× the bonus before it turns into cash.');
    const apply = screen.getByRole('button', { name: 'Apply now: Welcome bonus' });
    const content = screen.getByText('How it works');
    const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(heading, terms)).toBe(true);
    expect(follows(wagering, apply)).toBe(true);
    expect(follows(apply, content)).toBe(true);
    expect(screen.getByRole('link', { name: 'All promotions' })).toHaveAttribute('href', '/en-my/promotions');
  });

  it('says why a noneligible promotion cannot be claimed, in the page language', async () => {
    stubApi(base);
    renderInApp(detail('3', 'th-th'));
    expect(await screen.findByRole('heading', { level: 1, name: 'แคชแบ็กสุดสัปดาห์' })).toBeInTheDocument();
    expect(screen.getByText('You have already claimed this promotion.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Apply/ })).toBeNull();
  });

  it('is not there in a language the promotion has no entry for', async () => {
    stubApi(base);
    renderInApp(detail('2', 'th-th'));
    expect(await screen.findByText('This promotion is not available')).toBeInTheDocument();
  });
});
