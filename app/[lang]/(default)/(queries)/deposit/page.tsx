import { redirectToDialog } from '@/components/dialog-redirect';

export default async function Page({ params }: { params: Promise<{ lang: string }> }) {
  return redirectToDialog(params, 'deposit');
}
