import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PlatformEnv } from '../env';
import { SNAPSHOTS, sourceHash } from './source-hash';

/**
 * A test platform's embedded object store starts with the catalogue's images already in its public
 * bucket. A first publish draws ~170 of them (WebP through sharp) and uploads each: about half of a
 * test platform's start. The images' keys are fixed per game, provider and banner and a present
 * image is never redrawn (modules/catalog/artwork.ts), so a bucket that holds them is one a
 * platform finds after any earlier start: publishing still writes every catalogue file and
 * version.json, and draws whatever is missing.
 *
 * Made from the first test platform that starts without it, kept under .data/test-snapshots/ and
 * named by a hash of what draws them (the catalogue module, the seed, the contracts, sharp).
 */
const SOURCES = ['platform/modules/catalog', 'platform/seed', 'platform/db', 'lib/contracts'];
const PACKAGES = ['sharp'];
/** s3rver keeps an object as `<key>._S3rver_object` beside its metadata; images are .webp and .svg keys. */
const IMAGE_FILE = /\.(webp|svg)\._S3rver_/;

let templateDir: string | undefined;
const template = () => (templateDir ??= path.join(SNAPSHOTS, `artwork-${sourceHash(SOURCES, PACKAGES)}`));

export type ArtworkBucket = {
  /** The embedded store's directory (the platform's `storage.directory`). */
  directory: string;
  /** After the platform started: keeps its images as the template when there is none yet. */
  keep(): Promise<void>;
  remove(): Promise<void>;
};

/**
 * A throw-away store directory holding the template's images, for a platform that runs the embedded
 * store; undefined otherwise (S3_ENDPOINT set, or not a test).
 */
export async function artworkBucket(env: PlatformEnv): Promise<ArtworkBucket | undefined> {
  if (env.nodeEnv !== 'test' || env.s3.endpoint || env.s3.sharedEmbeddedEndpoint) return undefined;
  const directory = await mkdtemp(path.join(tmpdir(), 'platform-s3-'));
  // Only the images of this platform's bucket and catalogue: a store configured otherwise starts empty.
  const images = path.join(env.s3.publicBucket, env.catalogEnv);
  const source = path.join(template(), images);
  const found = existsSync(source);
  if (found) await cp(source, path.join(directory, images), { recursive: true });
  return {
    directory,
    async keep() {
      if (found || existsSync(source) || !existsSync(path.join(directory, images))) return;
      // Copied aside and renamed, so a reader never sees half a template; of two made at once the first stays.
      const temporary = `${template()}.${randomBytes(6).toString('hex')}.tmp`;
      await mkdir(path.dirname(temporary), { recursive: true });
      await cp(path.join(directory, images), path.join(temporary, images), {
        recursive: true,
        filter: (file) => !file.includes('._S3rver_') || IMAGE_FILE.test(path.basename(file)),
      });
      await rename(temporary, template()).catch(() => rm(temporary, { recursive: true, force: true }));
      removeOlder();
    },
    remove: () => rm(directory, { recursive: true, force: true }),
  };
}

/** Templates named by an older hash go. */
function removeOlder(): void {
  for (const name of readdirSync(SNAPSHOTS)) {
    const full = path.join(SNAPSHOTS, name);
    if (name.startsWith('artwork-') && !name.endsWith('.tmp') && full !== template()) void rm(full, { recursive: true, force: true });
  }
}
