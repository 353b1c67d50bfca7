import type { PlatformEnv } from '../../env';

/**
 * Image references in the catalogue tables are either a URL/path used as is ("https://…",
 * "/brand/x.svg") or a key in public storage under the {env} segment ("media/banners/x.svg"),
 * which browsers reach through PUBLIC_STORAGE_URL.
 */
export function isStorageKey(img: string): boolean {
  return img !== '' && !/^([a-z][a-z0-9+.-]*:|\/)/i.test(img);
}

export function mediaStorageKey(env: Pick<PlatformEnv, 'catalogEnv'>, img: string): string {
  return `${env.catalogEnv}/${img}`;
}

export function mediaUrl(env: Pick<PlatformEnv, 'catalogEnv' | 'publicStorageUrl'>, img: string): string {
  return isStorageKey(img) ? `${env.publicStorageUrl}/${mediaStorageKey(env, img)}` : img;
}

/** A URL for any key in the public bucket, as browsers reach it. */
export function publicUrl(env: Pick<PlatformEnv, 'publicStorageUrl'>, key: string): string {
  return `${env.publicStorageUrl}/${key}`;
}
