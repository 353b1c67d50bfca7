import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { draftsWhenPreviewing } from './drafts-when-previewing';
import { usePreviewStore } from './preview-store';

/** A drafts component: what the preview shows instead of the published part. */
function Drafts({ label }: { label: string; children: ReactNode }) {
  return <p>draft {label}</p>;
}

afterEach(() => usePreviewStore.setState({ key: null }));

describe('draftsWhenPreviewing', () => {
  it('shows the published part and never loads the drafts without a checked key', async () => {
    let loads = 0;
    const Preview = draftsWhenPreviewing(async () => {
      loads++;
      return Drafts;
    });
    render(
      <Preview label="banner">
        <p>published</p>
      </Preview>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByText('published')).toBeTruthy();
    expect(loads).toBe(0);
  });

  it('loads and shows the drafts once the key is checked, the published part until they come', async () => {
    const Preview = draftsWhenPreviewing(async () => Drafts);
    render(
      <Preview label="banner">
        <p>published</p>
      </Preview>,
    );
    act(() => usePreviewStore.setState({ key: 'good.key' }));
    expect(screen.getByText('published')).toBeTruthy();
    expect(await screen.findByText('draft banner')).toBeTruthy();
  });
});
