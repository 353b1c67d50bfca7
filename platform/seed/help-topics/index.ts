import type { HelpTopic } from '@/lib/contracts/communication';
import type { SeedHelpTopic } from './html';
import { bonuses } from './bonuses';
import { deposits } from './deposits';
import { general } from './general';
import { gettingStarted } from './getting-started';
import { privacy } from './privacy';
import { responsible } from './responsible';
import { security } from './security';
import { terms } from './terms';
import { vipRewards } from './vip-rewards';
import { withdrawals } from './withdrawals';

/**
 * The help centre's starting topics (site_config `helpTopics`, served with general/general-info), in
 * every language and in the order the help centre lists them. Inserted once when absent; after that
 * the topics belong to the operator (operator/help-topic-save). Not demo content: a site without
 * help pages is not a site.
 *
 * The texts say what the product does (docs/PRODUCT.md, docs/member-safety.md, docs/loyalty.md,
 * docs/promotions.md) and name buttons and pages by the words each language's messages/<lang>.json
 * shows. Amounts an operator sets per currency (deposit and withdrawal limits, rates, rewards) are
 * left to the screens that show them. The slugs `general`, `terms`, `privacy` and `responsible` are
 * the footer's links.
 */
const topics: readonly SeedHelpTopic[] = [
  general,
  gettingStarted,
  deposits,
  withdrawals,
  bonuses,
  vipRewards,
  security,
  responsible,
  terms,
  privacy,
];

export const seedHelpTopics: HelpTopic[] = topics.map((t) => ({ slug: t.slug, title: { ...t.title }, content: { ...t.content } }));
