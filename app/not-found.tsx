import { headers } from 'next/headers';
import { ErrorScreen } from '@/components/error-screen';

/** 404 for unknown routes and failed gms checks: 'Page not found: {path}'. */
export default async function NotFound() {
  const path = (await headers()).get('x-original-path') ?? '';
  return <ErrorScreen kind={404} path={path} />;
}
