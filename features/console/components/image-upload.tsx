'use client';

import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_TYPES, type ContentImageUse } from '@/lib/contracts/content';
import { useConsoleApi, useMediaUrl } from '../console-api';
import { uploadImage } from './api';
import { reasonText } from '../reasons';
import styles from '../console.module.css';
import own from './image-upload.module.css';

async function fileToBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * The image of a banner, pop-up or promotion: a preview, a file picker that uploads to public
 * storage (operator/image-upload checks the first bytes against the type) and hands the stored key
 * to the form. The type and size are checked here first so a wrong file costs no upload.
 */
export function ImageUpload({
  use,
  value,
  onChange,
  label,
  alt,
  previewUrl,
  optional = false,
  disabled = false,
}: {
  use: ContentImageUse;
  value: string;
  onChange: (img: string) => void;
  label: string;
  /** the preview's name for screen readers ("Banner image") */
  alt: string;
  /** the platform's address of the current image, where it sent one (otherwise made from the key) */
  previewUrl?: string;
  /** whether the form may be saved without an image (then a Remove button shows) */
  optional?: boolean;
  disabled?: boolean;
}) {
  const api = useConsoleApi();
  const mediaUrl = useMediaUrl();
  const [uploaded, setUploaded] = useState<{ img: string; url: string } | null>(null);
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const type = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
      if (!(CONTENT_IMAGE_TYPES as readonly string[]).includes(type)) throw new Error('Choose a PNG, JPEG or WebP image.');
      if (file.size > CONTENT_IMAGE_MAX_BYTES) throw new Error('The image is larger than 1.5 MB.');
      const contentType = type as (typeof CONTENT_IMAGE_TYPES)[number];
      return uploadImage(api, { use, filename: file.name, contentType, data: await fileToBase64(file) });
    },
    onSuccess: (out) => {
      setUploaded(out);
      onChange(out.img);
    },
  });
  const src = !value ? '' : uploaded?.img === value ? uploaded.url : (previewUrl ?? mediaUrl(value));

  return (
    <div className={styles.field}>
      <span>{label}</span>
      <div className={own.row}>
        {src ? (
          // eslint-disable-next-line @next/next/no-img-element -- public storage image, any size
          <img className={own.preview} src={src} alt={alt} />
        ) : (
          <span className={`${own.preview} ${own.empty}`}>No image</span>
        )}
        <div className={own.controls}>
          <input
            aria-label="Upload image"
            className={own.file}
            type="file"
            accept={CONTENT_IMAGE_TYPES.join(',')}
            disabled={disabled || upload.isPending}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) upload.mutate(file);
            }}
          />
          {optional && value && !disabled ? (
            <Button type="button" label="Remove image" size="small" text onClick={() => onChange('')} />
          ) : null}
          {upload.isError ? (
            <p className={styles.error} role="alert">
              {reasonText(upload.error.message)}
            </p>
          ) : upload.isPending || upload.isSuccess ? (
            <p className={styles.ok} role="status">
              {upload.isPending ? 'Uploading…' : 'Image uploaded.'}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
