import { z } from 'zod';
import { helpTopicSchema, type HelpTopic } from '@/lib/contracts/communication';
import { siteConfig } from '../../db/schema';
import type { Database } from '../../db/connection';
import type { Handler, InputFor } from '../../endpoints/handler';
import { done } from '../../endpoints/result';
import { sanitizeContent, readConfigValues } from '../common';

const MAX_TOPICS = 50;

/** The published help topics (site_config `helpTopics`). */
export async function readHelpTopics(db: Database): Promise<HelpTopic[]> {
  const values = await readConfigValues(db, ['helpTopics']);
  return z.array(helpTopicSchema).catch([]).parse(values.helpTopics);
}

/** The topics once this save applies: replaced in place, added at the end, or removed (`enabled` false). */
export function withHelpTopic(topics: readonly HelpTopic[], { slug, title, content, enabled }: InputFor<'operator/help-topic-save'>) {
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
  return { topic, next };
}

/**
 * operator/help-topic-save: adds or replaces a help-centre topic (site_config `helpTopics`, served
 * with general/general-info); enabled false removes it. Content is sanitised HTML.
 */
export const operatorHelpTopicSave: Handler<'operator/help-topic-save'> = async (input, ctx) => {
  const { db } = ctx;
  const { slug, enabled } = input;
  const topics = await readHelpTopics(db);
  const { topic, next } = withHelpTopic(topics, input);
  const index = topics.findIndex((t) => t.slug === slug);
  ctx.audit({ target: `help-topic:${slug}`, before: index >= 0 ? topics[index] : null, after: enabled ? topic : null });
  await db
    .insert(siteConfig)
    .values({ key: 'helpTopics', value: next })
    .onConflictDoUpdate({ target: siteConfig.key, set: { value: next } });
  return done();
};
