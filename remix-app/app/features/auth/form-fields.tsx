import { Eye, EyeOff, LoaderCircle } from 'lucide-react';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useField, useIsSubmitting } from 'remix-validated-form';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { cn } from '~/lib/utils';

/** A field error is a message key (namespace `messages`), from the contracts schema or the API's 422. */
function useErrorText(error: string | undefined): string | undefined {
  const { t } = useTranslation();
  if (!error) return undefined;
  return t(`messages:${error}`, { defaultValue: t('messages:validation_invalid_value') });
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'defaultValue' | 'id'>;

interface FieldProps extends InputProps {
  name: string;
  label: ReactNode;
  /** Shown under the input while it has no error (e.g. the password rules). */
  hint?: ReactNode;
  /** Beside the label, right-aligned (e.g. "Forgot password?"). */
  labelAside?: ReactNode;
}

function FieldShell({
  id,
  label,
  labelAside,
  hint,
  errorText,
  children,
}: {
  id: string;
  label: ReactNode;
  labelAside?: ReactNode;
  hint?: ReactNode;
  errorText?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children}
      {errorText ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {errorText}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs leading-relaxed text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, errorText: string | undefined, hint: ReactNode): string | undefined =>
  errorText ? `${id}-error` : hint ? `${id}-hint` : undefined;

/** A labelled input of a ValidatedForm with its translated error underneath. */
export function TextField({ name, label, hint, labelAside, className, type = 'text', ...props }: FieldProps) {
  const { error, getInputProps } = useField(name);
  const errorText = useErrorText(error);
  const id = `field-${name}`;
  return (
    <FieldShell id={id} label={label} labelAside={labelAside} hint={hint} errorText={errorText}>
      <Input
        {...getInputProps<InputHTMLAttributes<HTMLInputElement>>({
          ...props,
          id,
          type,
          'aria-invalid': errorText ? true : undefined,
          'aria-describedby': describedBy(id, errorText, hint),
        })}
        className={cn('h-11', className)}
      />
    </FieldShell>
  );
}

/** A password input with a show/hide toggle (the toggle needs JavaScript; the field does not). */
export function PasswordField({ name, label, hint, labelAside, className, ...props }: FieldProps) {
  const { t } = useTranslation('auth');
  const { error, getInputProps } = useField(name);
  const errorText = useErrorText(error);
  const [visible, setVisible] = useState(false);
  const id = `field-${name}`;
  return (
    <FieldShell id={id} label={label} labelAside={labelAside} hint={hint} errorText={errorText}>
      <div className="relative">
        <Input
          {...getInputProps<InputHTMLAttributes<HTMLInputElement>>({
            ...props,
            id,
            type: visible ? 'text' : 'password',
            'aria-invalid': errorText ? true : undefined,
            'aria-describedby': describedBy(id, errorText, hint),
          })}
          className={cn('h-11 pr-11', className)}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          className="js-only absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={visible ? t('fields.hidePassword') : t('fields.showPassword')}
          aria-pressed={visible}
        >
          {visible ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
        </button>
      </div>
    </FieldShell>
  );
}

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
