'use client';

import { useTranslations } from 'next-intl';
import { AppDialog } from '@/components/app-dialog';
import { useQueryDialog } from '@/components/dialogs/use-query-dialog';
import { useAppStore } from '@/components/providers/store-provider';

/** The operator's support channels; the site title names the brand. */
export function ContactDialog() {
  const t = useTranslations('contact');
  const { closeDialog } = useQueryDialog();
  const contact = useAppStore((s) => s.config?.contact);
  const channels = [
    contact?.email ? { icon: 'pi pi-envelope', label: t('email'), value: contact.email, href: `mailto:${contact.email}` } : null,
    contact?.phone
      ? { icon: 'pi pi-phone', label: t('phone'), value: contact.phone, href: `tel:${contact.phone.replace(/\s/g, '')}` }
      : null,
  ].filter((c) => c !== null);
  return (
    <AppDialog title={t('title')} onClose={closeDialog} width={420}>
      <p style={{ marginTop: 0 }}>{t('intro')}</p>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 10 }}>
        {channels.map((c) => (
          <li key={c.label}>
            <a
              href={c.href}
              style={{
                display: 'flex',
                gap: 10,
                alignItems: 'center',
                padding: 12,
                borderRadius: 10,
                background: 'var(--bg-sunken)',
                textDecoration: 'none',
              }}
            >
              <i className={c.icon} aria-hidden />
              <span style={{ color: 'var(--text-muted)' }}>{c.label}</span>
              <strong style={{ marginLeft: 'auto' }}>{c.value}</strong>
            </a>
          </li>
        ))}
      </ul>
    </AppDialog>
  );
}
