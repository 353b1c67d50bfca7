import { checkUploadPolicy, objectKey, sanitiseFilename } from './upload-policy';

describe('sanitiseFilename', () => {
  it.each([
    ['receipt.png', 'image/png', 'receipt.png'],
    ['Résumé scan (1).JPG', 'image/jpeg', 'Resume-scan-1.JPG'],
    ['../../etc/passwd', 'application/pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\bank slip.jpeg', 'image/jpg', 'bank-slip.jpeg'],
    ['evil.html', 'image/png', 'evil.html.png'],
    ['..', 'image/png', 'file.png'],
    ['收据.png', 'image/png', 'file.png'],
    ['a<script>.png', 'image/png', 'a-script.png'],
  ])('%s (%s) → %s', (name, type, expected) => {
    expect(sanitiseFilename(name, type)).toBe(expected);
  });

  it('keeps at most 100 characters and the extension', () => {
    const clean = sanitiseFilename(`${'x'.repeat(300)}.png`, 'image/png');
    expect(clean).toHaveLength(100);
    expect(clean.endsWith('.png')).toBe(true);
  });
});

it('builds folder/member/yyyy/mm/uuid-name keys in UTC', () => {
  const key = objectKey({
    folder: 'receipts',
    memberId: 42,
    now: new Date('2026-01-31T23:30:00-02:00'),
    uuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
    filename: 'my slip.png',
    contentType: 'image/png',
  });
  expect(key).toBe('receipts/42/2026/02/0f8fad5b-d9cb-469f-a165-70867728950e-my-slip.png');
});

describe('checkUploadPolicy', () => {
  it('takes png, jpg, jpeg and pdf into the private bucket', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/jpg', 'application/pdf'])
      expect(checkUploadPolicy('receipts', 1, type)).toBeNull();
  });
  it('refuses other types', () => {
    for (const type of ['text/html', 'image/svg+xml', 'application/octet-stream'])
      expect(checkUploadPolicy('documents', 1, type)).toBe('error_accept');
  });
  it('lets only avatar images into the public bucket', () => {
    expect(checkUploadPolicy('avatars', 2, 'image/png')).toBeNull();
    expect(checkUploadPolicy('avatars', 2, 'application/pdf')).toBe('error_bucket');
    expect(checkUploadPolicy('receipts', 2, 'image/png')).toBe('error_bucket');
  });
});
