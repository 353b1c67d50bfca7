'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ChangeEvent } from 'react';
import { useValidationTranslate } from '@/components/form';
import type { UploadDeps, UploadTarget } from '@/lib/upload';
import { accept as acceptRule, maxsize } from '@/lib/validation';
import styles from './file-upload.module.css';
import { useUpload } from './use-upload';
import { useUploadMessage } from './use-upload-message';

export const DEFAULT_ACCEPT: readonly string[] = ['.png', '.jpg', '.jpeg', '.pdf'];

type Props = {
  label: string;
  folder: UploadTarget['folder'];
  /** 1 private (default), 2 public */
  bucket?: UploadTarget['bucket'];
  /** The object key once the file is stored (e.g. a deposit's receiptKey). */
  onUploaded: (key: string, file: File) => void;
  /** The chosen file (null when cleared), e.g. for an ImageViewer preview. */
  onFileChange?: (file: File | null) => void;
  accept?: readonly string[];
  /** Largest file in MB, checked before anything is sent. */
  maxSizeMb?: number;
  hint?: string;
  disabled?: boolean;
  /** Texts the caller translates; English defaults. */
  texts?: { uploading?: string; uploaded?: string; progress?: string };
  /** Replaces pipeline pieces (tests pass a fake SDK and compressor). */
  deps?: Partial<UploadDeps>;
};

/**
 * A file picker that uploads the chosen file at once through the docs/PRODUCT.md §4 pipeline, with a
 * progress bar and the member-readable failure, worded in the page's language. Knows nothing of the
 * feature it serves.
 */
export function FileUpload({
  label,
  folder,
  bucket = 1,
  onUploaded,
  onFileChange,
  accept = DEFAULT_ACCEPT,
  maxSizeMb,
  hint,
  disabled,
  texts,
  deps,
}: Props) {
  const id = useId();
  const { upload, progress, status } = useUpload(deps);
  const translateRule = useValidationTranslate();
  const translateMessage = useUploadMessage();
  const common = useTranslations('common');
  const [error, setError] = useState<string | null>(null);
  const [chosenName, setChosenName] = useState<string | null>(null);
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const busy = status === 'loading' || status === 'compressing' || status === 'requesting' || status === 'uploading';

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setChosenName(file?.name ?? null);
    setError(null);
    setUploadedName(null);
    onFileChange?.(file);
    if (!file) return;
    const refused = acceptRule([file], accept) ?? (maxSizeMb === undefined ? null : maxsize([file], maxSizeMb));
    if (refused) {
      setError(translateRule(refused.key, refused.params));
      return;
    }
    const result = await upload(file, { folder, bucket });
    if (result.status) {
      setUploadedName(file.name);
      onUploaded(result.output.key, file);
    } else {
      setError(translateMessage(result.msg));
    }
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={styles.upload}>
      <label htmlFor={id}>{label}</label>
      {/* The native picker, transparent over the page's own wording: the browser would label it in
          its own language ("Choose File", "No file chosen") whatever the page's. */}
      <div className={styles.box}>
        <input
          id={id}
          className={styles.picker}
          type="file"
          accept={accept.join(',')}
          disabled={disabled || busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : hint ? hintId : undefined}
          onChange={(e) => void onChange(e)}
        />
        <span className={styles.choose} aria-hidden>
          {common('file_choose')}
        </span>
        <span className={styles.chosen} aria-hidden>
          {chosenName ?? common('file_none')}
        </span>
      </div>
      {hint && !error ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {busy || status === 'success' ? (
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={`${label} – ${texts?.progress ?? 'upload progress'}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <div className={styles.fill} style={{ width: `${progress}%` }} />
        </div>
      ) : null}
      <p className={`${styles.status} ${status === 'success' ? styles.done : ''}`} aria-live="polite">
        {busy
          ? `${texts?.uploading ?? 'Uploading…'} ${progress}%`
          : status === 'success' && uploadedName
            ? `${texts?.uploaded ?? 'Uploaded'}: ${uploadedName}`
            : ''}
      </p>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
