import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The id of the build this server runs (written by `next build`), for open pages to compare with theirs. */
export async function runningBuildId(): Promise<string> {
  try {
    return (await readFile(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8')).trim();
  } catch {
    return process.env.NEXT_PUBLIC_BUILD_ID ?? 'development';
  }
}
