import { z } from 'zod';
import { helpTopicSchema, type HelpTopic } from '@/lib/contracts/communication';
import { siteConfig } from '../../db/schema';
import type { Handler } from '../../endpoints/handler';
import { done } from '../../endpoints/result';
import { sanitizeContent } from '../common/sanitize-html';
import { readConfigValues } from '../common/site-config';

const MAX_TOPICS = 50;

/**
 * operator/help-topic-save: adds or replaces a help-centre topic (site_config `helpTopics`, served
 * with general/general-info); enabled false removes it. Content is sanitised HTML.
 */
export const operatorHelpTopicSave: Handler<'operator/help-topic-save'> = async ({ slug, title, content, enabled }, ctx) => {
  const { db } = ctx;
  const values = await readConfigValues(db, ['helpTopics']);
  const topics = z.array(helpTopicSchema).catch([]).parse(values.helpTopics);
  const topic: HelpTopic = {
    slug,
    title,
    content: Object.fromEntries(Object.entries(content).map(([lang, html]) => [lang, sanitizeContent(html)])),
  };
  const index = topics.findIndex((t) => t.slug === slug);
  const next = !enabled
    ? topics.filter((t) => t.slug !== slug)
    : index >= 0
      ? topics.with(index, topic)
      : [...topics, topic].slice(0, MAX_TOPICS);
  ctx.audit({ target: `help-topic:${slug}`, before: index >= 0 ? topics[index] : null, after: enabled ? topic : null });
  await db
    .insert(siteConfig)
    .values({ key: 'helpTopics', value: next })
    .onConflictDoUpdate({ target: siteConfig.key, set: { value: next } });
  return done();
};
