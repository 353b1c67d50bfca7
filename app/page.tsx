import { redirect } from 'next/navigation';
import { getConfig } from '@/lib/site-data';

/** proxy.ts sends `/` to the stored or default language; this only runs if it could not. */
export default async function IndexPage() {
  redirect(`/${(await getConfig())?.defaultLang ?? 'en-my'}`);
}
