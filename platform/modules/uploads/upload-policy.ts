/**
 * What a member may upload, and where. Receipts and documents carry bank and identity details,
 * so they only go to the private bucket; the public bucket is served on the site's own origin
 * (/storage), so only images (never PDFs or anything a browser could run) may go there, and only
 * as avatars — which the gateway decodes and draws again before storing (gateway/public-image.ts).
 */
/** chat: images attached to a live chat, private, readable by the member and the support desk only. */
export type UploadFolder = 'receipts' | 'avatars' | 'documents' | 'chat';
export type BucketChoice = 1 | 2;

/** Content types and the file extensions that go with them (the first is the canonical one). */
export const UPLOAD_TYPES: Readonly<Record<string, readonly string[]>> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  // Some browsers (and docs/PRODUCT.md §9) name JPEG files image/jpg.
  'image/jpg': ['jpg', 'jpeg'],
  'application/pdf': ['pdf'],
  // Verification documents only (phone cameras and screenshots save WebP); see checkUploadPolicy.
  'image/webp': ['webp'],
};

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg']);

export type PolicyError = 'error_accept' | 'error_bucket';

/** null when the member may upload this type into this folder of this bucket. */
export function checkUploadPolicy(folder: UploadFolder, bucket: BucketChoice, contentType: string): PolicyError | null {
  if (!Object.hasOwn(UPLOAD_TYPES, contentType)) return 'error_accept';
  if (contentType === 'image/webp' && folder !== 'documents') return 'error_accept';
  if (folder === 'documents' && bucket !== 1) return 'error_bucket';
  if (bucket === 2 && (folder !== 'avatars' || !IMAGE_TYPES.has(contentType))) return 'error_bucket';
  if (folder === 'chat' && (bucket !== 1 || !IMAGE_TYPES.has(contentType)))
    return folder === 'chat' && bucket !== 1 ? 'error_bucket' : 'error_accept';
  return null;
}

const MAX_NAME_LENGTH = 100;

/**
 * A file name safe in an object key and a URL: no path, ASCII letters, digits, '.', '_' and '-'
 * only, at most 100 characters, ending in an extension that matches the content type.
 */
export function sanitiseFilename(filename: string, contentType: string): string {
  const extensions = UPLOAD_TYPES[contentType] ?? ['bin'];
  const base = filename.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 ? base.slice(dot + 1) : '';
  const keepsExt = extensions.includes(ext.toLowerCase());
  const suffix = keepsExt ? ext : (extensions[0] ?? 'bin');
  const stem = clean(keepsExt ? base.slice(0, dot) : base)
    .slice(0, MAX_NAME_LENGTH - suffix.length - 1)
    .replace(/[-._]+$/, '');
  return `${stem || 'file'}.${suffix}`;
}

/** Accents dropped, anything else outside [A-Za-z0-9._-] becomes one '-', no leading/trailing separators. */
function clean(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[-._]+|[-._]+$/g, '');
}

/** `${folder}/${memberId}/${yyyy}/${mm}/${uuid}-${name}`: the month is UTC, so every process agrees. */
export function objectKey(parts: {
  folder: UploadFolder;
  memberId: number;
  now: Date;
  uuid: string;
  filename: string;
  contentType: string;
}): string {
  const yyyy = String(parts.now.getUTCFullYear());
  const mm = String(parts.now.getUTCMonth() + 1).padStart(2, '0');
  return `${parts.folder}/${parts.memberId}/${yyyy}/${mm}/${parts.uuid}-${sanitiseFilename(parts.filename, parts.contentType)}`;
}
