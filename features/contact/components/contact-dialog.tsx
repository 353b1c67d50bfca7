'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { AppDialog } from '@/components/app-dialog';
import { useQueryDialog } from '@/components/dialogs/use-query-dialog';
import { useUserStore } from '@/components/providers/store-provider';
import { usePreviewContent } from '@/features/preview/queries';
import { cacheGet, cacheSet } from '@/lib/client-cache';
import type { ResourceKey } from '@/lib/api/query-keys';
import { contactSchema } from '@/lib/contracts/catalog';
import { staticKeys } from '@/lib/contracts/static-files';
import { parseLangSegment } from '@/lib/language';
import { createStaticReader } from '@/lib/static-reader';
import { contactChannels, type ChannelId, type ContactChannel } from '../contact-channels';
import styles from './contact.module.css';

/** Where the browser reads the published files (PUBLIC_STORAGE_URL, CATALOG_ENV), from the layout. */
export type PublishedFiles = { baseUrl: string; env: string };

const ICONS: Record<ChannelId, string> = {
  phone: 'pi pi-phone',
  whatsapp: 'pi pi-whatsapp',
  email: 'pi pi-envelope',
  line: 'pi pi-comment',
  telegram: 'pi pi-telegram',
  wechat: 'pi pi-comments',
  skype: 'pi pi-video',
  yahoo: 'pi pi-at',
  kakao: 'pi pi-comment',
  facebook: 'pi pi-facebook',
  instagram: 'pi pi-instagram',
  youtube: 'pi pi-youtube',
  twitter: 'pi pi-twitter',
};

/** The support channels the member's country publishes (the static contact file), each as a phone opens it. */
export function ContactDialog({ files }: { files: PublishedFiles }) {
  const t = useTranslations('contact');
  const { closeDialog } = useQueryDialog();
  const lang = useLocale();
  const memberCountry = useUserStore((s) => s.data?.countryCode);
  const country = (memberCountry ?? parseLangSegment(lang)?.country ?? '').toUpperCase();
  const contact = useQuery({
    queryKey: ['contact', { country }] as const satisfies ResourceKey,
    enabled: country !== '',
    staleTime: 5 * 60_000,
    queryFn: () =>
      createStaticReader({ baseUrl: files.baseUrl, env: files.env, cache: { cacheGet, cacheSet } }).read(
        staticKeys.contact(files.env, country),
        contactSchema,
      ),
  });
  // In the console's preview, the operator's draft channels of this country replace the published file.
  const draft = usePreviewContent('contact', { country })?.contact;
  const channels = contactChannels(draft ?? contact.data);
  return (
    <AppDialog title={t('title')} onClose={closeDialog} width={440}>
      <p style={{ marginTop: 0 }}>{t('intro')}</p>
      {!draft && contact.isPending ? (
        <p className={styles.state} aria-busy="true">
          <i className="pi pi-spin pi-spinner" aria-hidden /> {t('loading')}
        </p>
      ) : !draft && contact.isError ? (
        <div className={styles.state} role="alert">
          <p>{t('load_failed')}</p>
          <button type="button" className={styles.copy} onClick={() => void contact.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : channels.length === 0 ? (
        <p className={styles.state}>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {channels.map((c) => (
            <li key={c.id}>
              <ChannelRow channel={c} />
            </li>
          ))}
        </ul>
      )}
    </AppDialog>
  );
}

function ChannelRow({ channel }: { channel: ContactChannel }) {
  const t = useTranslations('contact');
  const [copied, setCopied] = useState(false);
  const label = t(`channel_${channel.id}`);
  const inner = (
    <>
      <i className={ICONS[channel.id]} aria-hidden />
      <span className={styles.label}>{label}</span>
      <strong className={styles.value}>{channel.value}</strong>
    </>
  );
  if (channel.href) {
    const external = channel.href.startsWith('https:');
    return (
      <a
        className={styles.row}
        href={channel.href}
        data-channel={channel.id}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {inner}
      </a>
    );
  }
  return (
    <div className={styles.row} data-channel={channel.id}>
      {inner}
      <button
        type="button"
        className={styles.copy}
        aria-label={t('copy_label', { channel: label })}
        onClick={() =>
          void navigator.clipboard?.writeText(channel.value).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? t('copied') : t('copy')}
      </button>
    </div>
  );
}
