import { describe, expect, it } from 'vitest';
import type { HelpTopic } from '@/lib/contracts/communication';
import { localizedTopics } from './topics';

describe('localizedTopics', () => {
  it('takes the page’s language, then English, then any text', () => {
    const topics: HelpTopic[] = [
      { slug: 'general', title: { en: 'General', th: 'ทั่วไป' }, content: { en: '<p>Hi</p>', th: '<p>สวัสดี</p>' } },
      { slug: 'bonus', title: { zh: '红利' }, content: {} },
    ];
    expect(localizedTopics(topics, 'th')).toEqual([
      { slug: 'general', title: 'ทั่วไป', content: '<p>สวัสดี</p>' },
      { slug: 'bonus', title: '红利', content: '' },
    ]);
    expect(localizedTopics(topics, 'ms')[0]).toEqual({ slug: 'general', title: 'General', content: '<p>Hi</p>' });
  });
});
