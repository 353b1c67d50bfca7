'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formStyles } from '@/components/form';
import { FileUpload, ImageViewer } from '@/components/upload';
import { UPLOAD_MAX_FILE_BYTES } from '@/lib/upload/constants';

/** What the receipts folder takes (the platform's upload policy allows the same four). */
export const RECEIPT_ACCEPT: readonly string[] = ['.png', '.jpg', '.jpeg', '.pdf'];
/** Phone photos of a slip are a few MB; images are compressed before upload anyway. */
const RECEIPT_MAX_MB = UPLOAD_MAX_FILE_BYTES / (1024 * 1024);

/** The receipt's only link to the upload pipeline: it reports the stored key, or null when the file changes. */
export type ReceiptFieldProps = { onUploaded: (key: string | null) => void; error?: string };

/** Uploads the slip at once into the private bucket (folder 'receipts') and previews an image with zoom. */
export function ReceiptField({ onUploaded, error }: ReceiptFieldProps) {
  const t = useTranslations('wallet');
  const [file, setFile] = useState<File | null>(null);
  return (
    <div className={formStyles.field}>
      <FileUpload
        label={t('receipt')}
        folder="receipts"
        bucket={1}
        accept={RECEIPT_ACCEPT}
        maxSizeMb={RECEIPT_MAX_MB}
        hint={t('receipt_hint')}
        texts={{ uploading: t('receipt_uploading'), uploaded: t('receipt_uploaded') }}
        onFileChange={(chosen) => {
          // A new choice invalidates the previous key until this one is stored.
          setFile(chosen);
          onUploaded(null);
        }}
        onUploaded={(key) => onUploaded(key)}
      />
      {file && file.type.startsWith('image/') ? (
        <ImageViewer
          file={file}
          alt={t('receipt_preview')}
          labels={{ zoom: t('zoom'), zoomIn: t('zoom_in'), zoomOut: t('zoom_out'), reset: t('zoom_reset') }}
        />
      ) : null}
      {error ? (
        <p className={formStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
