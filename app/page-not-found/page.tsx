import { notFound } from 'next/navigation';

/** proxy.ts rewrites a failed gms check here so the answer is a real 404 with the original path. */
export default function PageNotFound() {
  notFound();
}
