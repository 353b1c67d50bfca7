import { HomePage } from '@/features/home';

export default function Page() {
  return <HomePage />;
}
