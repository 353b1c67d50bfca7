'use client';

import { useTranslations } from 'next-intl';
import { useQueryDialog } from '@/components/dialogs/use-query-dialog';

export function ContactUsLink() {
  const t = useTranslations('nav');
  const { showDialog } = useQueryDialog();
  return (
    <button type="button" onClick={() => showDialog('contact-us')}>
      {t('contact_us')}
    </button>
  );
}
