import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { okAnswer, renderInApp, stubApi } from '@/tests/render-app';
import { usePreviewContent } from './preview-content';
import { usePreviewStore } from './preview-store';

/** The drafts reader of preview mode: nothing is asked without a checked key; with one, the page's content with drafts. */
function HelpTitles() {
  const drafts = usePreviewContent('help', { currency: 'MYR' });
  return <p>{drafts?.helpTopics ? drafts.helpTopics.map((t) => t.title.en).join(', ') : 'published'}</p>;
}
const previewCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('preview/content'));
afterEach(() => usePreviewStore.setState({ key: null }));

describe('usePreviewContent', () => {
  it('asks for nothing without a checked preview key (every member and visitor)', async () => {
    const fetchMock = stubApi({ 'preview/content': okAnswer({}) });
    renderInApp(<HelpTitles />);
    expect(screen.getByText('published')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(previewCalls(fetchMock)).toHaveLength(0);
  });

  it('asks with the checked key and answers the content with drafts', async () => {
    const fetchMock = stubApi({
      'preview/content': okAnswer({ helpTopics: [{ slug: 'faq', title: { en: 'Quick answers' }, content: { en: '<p>Draft</p>' } }] }),
    });
    usePreviewStore.setState({ key: 'good.key' });
    renderInApp(<HelpTitles />);
    expect(await screen.findByText('Quick answers')).toBeInTheDocument();
    expect(JSON.parse(String(previewCalls(fetchMock)[0]![1]!.body))).toEqual({ key: 'good.key', content: 'help', currency: 'MYR' });
  });
});
