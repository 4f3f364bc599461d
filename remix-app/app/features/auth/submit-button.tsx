import { LoaderCircle } from 'lucide-react';
import { useIsSubmitting } from 'remix-validated-form';
import { Button } from '~/components/ui/button';

/** The form's submit button; shows a spinner and `pendingLabel` while the form is being submitted. */
export function SubmitButton({ label, pendingLabel }: { label: string; pendingLabel: string }) {
  const submitting = useIsSubmitting();
  return (
    <Button type="submit" size="lg" className="w-full" disabled={submitting} aria-busy={submitting}>
      {submitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
      {submitting ? pendingLabel : label}
    </Button>
  );
}
