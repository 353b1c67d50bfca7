'use client';
// TEMPORARY end-to-end harness for the upload pipeline: deleted after the check.
import { useState } from 'react';
import { FileUpload, ImageViewer } from '@/components/upload';

export function UploadCheck() {
  const [file, setFile] = useState<File | null>(null);
  const [receiptKey, setReceiptKey] = useState('');
  const [avatarKey, setAvatarKey] = useState('');
  return (
    <main style={{ padding: 24, maxWidth: 600 }}>
      <FileUpload label="Receipt" folder="receipts" onUploaded={(key) => setReceiptKey(key)} onFileChange={setFile} />
      <output data-testid="receipt-key">{receiptKey}</output>
      <ImageViewer file={file && file.type.startsWith('image/') ? file : null} alt="Preview" />
      <FileUpload label="Avatar" folder="avatars" bucket={2} accept={['.png', '.jpg', '.jpeg']} onUploaded={(key) => setAvatarKey(key)} />
      <output data-testid="avatar-key">{avatarKey}</output>
    </main>
  );
}
