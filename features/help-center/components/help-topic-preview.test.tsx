import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePreviewStore } from '@/features/preview/preview-store';
import { okAnswer, renderInApp, stubApi } from '@/tests/render-app';
import { HelpTopicPreview } from './help-topic-preview';

/** The help page in preview mode: the published page until a checked key, then the drafts (asked with the key). */
const labels = { title: 'Help centre', empty: 'No content.' };
const published = <p>Published text</p>;
afterEach(() => usePreviewStore.setState({ key: null }));

describe('HelpTopicPreview', () => {
  it('shows the published page and asks for nothing without a checked preview key', async () => {
    const fetchMock = stubApi({ 'preview/content': okAnswer({}) });
    renderInApp(
      <HelpTopicPreview lang="en-my" language="en" slug="faq" currency="MYR" labels={labels}>
        {published}
      </HelpTopicPreview>,
    );
    expect(screen.getByText('Published text')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('preview/content'))).toHaveLength(0);
  });

  it('shows the draft topic (even one never published) once the key is checked', async () => {
    const fetchMock = stubApi({
      'preview/content': okAnswer({
        helpTopics: [{ slug: 'faq', title: { en: 'Quick answers' }, content: { en: '<p>Draft answer</p>' } }],
      }),
    });
    usePreviewStore.setState({ key: 'good.key' });
    renderInApp(
      <HelpTopicPreview lang="en-my" language="en" slug="faq" currency="MYR" labels={labels}>
        {published}
      </HelpTopicPreview>,
    );
    expect(await screen.findByText('Draft answer')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quick answers' })).toBeInTheDocument();
    expect(screen.queryByText('Published text')).toBeNull();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ key: 'good.key', content: 'help', currency: 'MYR' });
  });
});
