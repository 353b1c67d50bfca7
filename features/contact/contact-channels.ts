import type { Contact } from '@/lib/contracts/catalog';

export type ChannelId =
  | 'phone'
  | 'whatsapp'
  | 'email'
  | 'line'
  | 'telegram'
  | 'wechat'
  | 'skype'
  | 'yahoo'
  | 'kakao'
  | 'facebook'
  | 'instagram'
  | 'youtube'
  | 'twitter';

export type ContactChannel = {
  id: ChannelId;
  /** what the member reads: the number, the id, or a link's label */
  value: string;
  /** what a phone opens (tel:, mailto:, wa.me …); null: no link exists, the value is copied instead */
  href: string | null;
};

const digits = (value: string) => value.replace(/[^\d]/g, '');
const handle = (value: string) => value.trim().replace(/^@/, '');
const httpsOnly = (url: string) => (/^https:\/\/[^\s]+$/.test(url) ? url : null);

/** Each messaging channel: its data key and how its value becomes a link (or null). */
const MESSAGING: { id: ChannelId; key: string; href: (value: string) => string | null }[] = [
  { id: 'phone', key: 'phone', href: (v) => (digits(v) ? `tel:${v.trim().startsWith('+') ? '+' : ''}${digits(v)}` : null) },
  { id: 'whatsapp', key: 'whatsapp', href: (v) => (digits(v) ? `https://wa.me/${digits(v)}` : null) },
  { id: 'email', key: 'email', href: (v) => (/^[^\s@]+@[^\s@]+$/.test(v.trim()) ? `mailto:${v.trim()}` : null) },
  // LINE official accounts start with @; the add-friend link takes it encoded.
  { id: 'line', key: 'line', href: (v) => `https://line.me/R/ti/p/${encodeURIComponent(v.trim())}` },
  { id: 'telegram', key: 'telegram', href: (v) => `https://t.me/${encodeURIComponent(handle(v))}` },
  { id: 'skype', key: 'skype', href: (v) => `skype:${encodeURIComponent(v.trim())}?chat` },
  // WeChat, Yahoo and KakaoTalk ids have no public link that opens a chat: copied instead.
  { id: 'wechat', key: 'wechat', href: () => null },
  { id: 'yahoo', key: 'yahoo', href: () => null },
  { id: 'kakao', key: 'kakao', href: () => null },
];

const SOCIAL: { id: ChannelId; key: string }[] = [
  { id: 'facebook', key: 'facebook_url' },
  { id: 'instagram', key: 'instagram_url' },
  { id: 'youtube', key: 'youtube_url' },
  { id: 'twitter', key: 'twitter_url' },
];

/**
 * The channels a country publishes, in a fixed order: switched on in `setting` and with a value.
 * Social links show their label (or the address) and must be https.
 */
export function contactChannels(contact: Contact | null | undefined): ContactChannel[] {
  if (!contact) return [];
  const on = (key: string) => contact.setting[key] !== false && (contact.data[key] ?? '').trim() !== '';
  const channels: ContactChannel[] = [];
  for (const c of MESSAGING) {
    if (!on(c.key)) continue;
    const value = contact.data[c.key]!.trim();
    channels.push({ id: c.id, value, href: c.href(value) });
  }
  for (const c of SOCIAL) {
    if (!on(c.key)) continue;
    const href = httpsOnly(contact.data[c.key]!.trim());
    if (!href) continue;
    channels.push({ id: c.id, value: contact.data[`${c.key}_label`]?.trim() || href, href });
  }
  return channels;
}
