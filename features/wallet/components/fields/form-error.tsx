import { formStyles } from '@/components/form';

/** The server's refusal above the submit button, announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={formStyles.formError} role="alert">
      {message}
    </p>
  );
}
