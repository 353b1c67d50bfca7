/**
 * The operator CLI's member-communication commands (docs/communication.md): messages, pop-ups,
 * contact channels, help topics, the terms version and the mail/SMS outbox. Each maps its
 * arguments to one operator endpoint; cli.ts sends it.
 */
export type Send = (endpoint: string, body: unknown, print?: (output: unknown) => string) => Promise<number>;

export const COMMUNICATION_USAGE = `  message <audience> <json> [--category inbox|promotions_events]
                                      send a message; audience: all, member=<username>, or a segment
                                      currency=MYR[,country=MY][,vip=<tier>]; json: {"en":{"title":…,"body":"<p>…</p>"},…}
  popup <json>                        add (or with "id", change) an announcement pop-up (operator/popup-save)
  contact <countryCode> <json>        a country's contact channels, e.g. '{"phone":"+60 3-1234 5678","line":""}'
  help-topic <slug> <json>            a help-centre topic: '{"title":{"en":…},"content":{"en":"<p>…</p>"}}' ("enabled":false removes it)
  terms <version> <expiryDays> [currency]
                                      a new terms version: members accept it before guarded pages
  outbox [recipient] [--limit n]      the newest mail and SMS the platform sent (embedded SMTP and SMS adapter)`;

/** `currency=MYR,country=MY` → the contract's audience; null when it cannot be read. */
export function parseAudience(text: string): Record<string, string> | null {
  if (text === 'all') return { kind: 'all' };
  const member = /^member=(.+)$/.exec(text);
  if (member) return { kind: 'member', username: member[1]! };
  const segment: Record<string, string> = { kind: 'segment' };
  const names: Record<string, string> = { currency: 'currency', country: 'country', vip: 'vipTier' };
  for (const part of text.split(',')) {
    const [key, value] = part.split('=');
    const field = key ? names[key.trim()] : undefined;
    if (!field || !value?.trim()) return null;
    segment[field] = value.trim();
  }
  return Object.keys(segment).length > 1 ? segment : null;
}

function json(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

type OutboxItem = { id: number; channel: string; recipient: string; subject: string; body: string; created: string };

export function describeOutbox(items: OutboxItem[]): string {
  if (items.length === 0) return 'the outbox is empty';
  return items
    .map((m) =>
      [`#${m.id} ${m.created} ${m.channel} → ${m.recipient}`, m.subject ? `subject: ${m.subject}` : '', m.body].filter(Boolean).join('\n'),
    )
    .join('\n\n');
}

/** Runs a communication command; undefined when `command` is not one (or its arguments do not fit). */
export async function communicationCommand(command: string | undefined, rest: string[], send: Send): Promise<number | undefined> {
  if (command === 'message' && (rest.length === 2 || rest.length === 4)) {
    const audience = parseAudience(rest[0]!);
    const languages = json(rest[1]);
    const category = rest[2] === '--category' ? rest[3] : undefined;
    if (!audience || !languages || (rest.length === 4 && !category)) return undefined;
    return send('operator/message-send', { audience, languages, ...(category ? { category } : {}) }, (o) => {
      const { messageId, recipients } = o as { messageId: number; recipients: number };
      return `message #${messageId} delivered to ${recipients} member(s)`;
    });
  }
  if (command === 'popup' && rest.length === 1 && json(rest[0])) {
    return send('operator/popup-save', json(rest[0]), (o) => `pop-up #${(o as { id: number }).id} saved`);
  }
  if (command === 'contact' && rest.length === 2 && json(rest[1])) {
    return send(
      'operator/contact-save',
      { countryCode: rest[0], data: json(rest[1]) },
      () => `contact channels of ${rest[0]!.toUpperCase()} saved (run call operator/catalog-publish to publish)`,
    );
  }
  if (command === 'help-topic' && rest.length === 2 && json(rest[1])) {
    return send('operator/help-topic-save', { slug: rest[0], ...(json(rest[1]) as object) }, () => `help topic ${rest[0]} saved`);
  }
  if (command === 'terms' && (rest.length === 2 || rest.length === 3) && /^\d+$/.test(rest[1]!)) {
    const body = { version: rest[0], expiryDays: Number(rest[1]), ...(rest[2] ? { currency: rest[2].toUpperCase() } : {}) };
    return send(
      'operator/terms-set',
      body,
      () => `terms version ${rest[0]} (${rest[1]} days) for ${rest[2]?.toUpperCase() ?? 'every currency'}`,
    );
  }
  if (command === 'outbox' && rest.length <= 3) {
    const limitAt = rest.indexOf('--limit');
    const limit = limitAt >= 0 ? Number(rest[limitAt + 1]) : 20;
    const recipient = rest.filter((_, i) => i !== limitAt && i !== limitAt + 1)[0];
    if (!Number.isInteger(limit) || (limitAt >= 0 && rest.length - 2 > 1)) return undefined;
    return send('operator/outbox', { limit, ...(recipient ? { recipient } : {}) }, (o) => describeOutbox(o as OutboxItem[]));
  }
  return undefined;
}
