import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/tests/render-app';
import { HistoryPager } from './history-pager';

describe('HistoryPager', () => {
  it('offers the ends, the steps and five pages around the current one, and says where the member is', async () => {
    const onPage = vi.fn();
    renderInApp(<HistoryPager page={4} pages={9} compact={false} report="Page 4 of 9" onPage={onPage} />);
    expect(screen.getAllByRole('button', { name: /^Page \d$/ }).map((b) => b.textContent)).toEqual(['2', '3', '4', '5', '6']);
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Page 4 of 9')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 6' }));
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPage.mock.calls).toEqual([[6], [9], [3]]);
  });

  it('cannot step past either end', () => {
    renderInApp(<HistoryPager page={1} pages={3} compact={false} report="Page 1 of 3" onPage={() => undefined} />);
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('on a phone: previous, the report and next only', () => {
    renderInApp(<HistoryPager page={2} pages={3} compact report="Page 2 of 3" onPage={() => undefined} />);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Previous page', 'Next page']);
    expect(screen.getByRole('navigation')).toHaveTextContent('Page 2 of 3');
  });
});
