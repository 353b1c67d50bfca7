import { ErrorScreen, type ErrorKind } from '@/components/error-screen';

const KINDS: Record<string, ErrorKind> = { '403': 403, '404': 404, '503': 503 };

/** /error: a hidden module lands here (docs/PRODUCT.md §4); ?status= picks the 403/404/503 screens. */
export default async function ErrorPage({ searchParams }: { searchParams: Promise<{ status?: string }> }) {
  const { status } = await searchParams;
  return <ErrorScreen kind={KINDS[status ?? ''] ?? 'unavailable'} />;
}
