import {
  useId,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useField } from 'remix-validated-form';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/select';
import { Textarea } from '~/components/ui/textarea';
import { cn } from '~/lib/utils';

/** A validation message: message keys (namespace `messages`) are translated. */
export function FieldError({ id, error, className }: { id?: string; error?: string | null; className?: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={id} role="alert" className={cn('text-sm font-medium text-destructive', className)}>
      {t(error.includes(':') ? error : `messages:${error}`, { defaultValue: t('messages:validation_invalid_value') })}
    </p>
  );
}

interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Shown at the label's right (e.g. a character counter). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error of one form field, wired together for assistive technology. */
function FieldShell({ id, label, hint, error, aside, className, children }: FieldShellProps) {
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

const describedBy = (id: string, hint: ReactNode, error: string | undefined): string | undefined =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'defaultValue' | 'id'> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
};

/** A text input of a ValidatedForm: validates with the form's schema, shows client and server errors. */
export function TextField({ name, label, hint, className, ...props }: TextFieldProps) {
  const id = useId();
  const { error, getInputProps } = useField(name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      <Input
        {...getInputProps({
          id,
          ...props,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy(id, hint, error),
        })}
      />
    </FieldShell>
  );
}

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'defaultValue' | 'id'> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  /** Shows a live "n / max" counter (code points, as the contracts count). */
  counter?: { max: number; format: (count: number, max: number) => string; count: (text: string) => number };
};

export function TextareaField({ name, label, hint, className, counter, onChange, ...props }: TextareaFieldProps) {
  const id = useId();
  const { error, getInputProps, defaultValue } = useField(name);
  const [length, setLength] = useState(() => (counter ? counter.count(String(defaultValue ?? '')) : 0));
  const over = counter ? length > counter.max : false;
  return (
    <FieldShell
      id={id}
      label={label}
      hint={hint}
      error={error}
      className={className}
      aside={
        counter ? (
          <span
            aria-live="polite"
            className={cn('text-xs tabular-nums', over ? 'font-semibold text-destructive' : 'text-muted-foreground')}
          >
            {counter.format(length, counter.max)}
          </span>
        ) : null
      }
    >
      <Textarea
        {...getInputProps({
          id,
          ...props,
          onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
            if (counter) setLength(counter.count(event.target.value));
            onChange?.(event);
          },
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy(id, hint, error),
        })}
      />
    </FieldShell>
  );
}

type SelectFieldProps = Omit<InputHTMLAttributes<HTMLSelectElement>, 'name' | 'defaultValue' | 'id'> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  options: { value: string; label: string }[];
};

/** A native select (works without JavaScript). */
export function SelectField({ name, label, hint, className, options, ...props }: SelectFieldProps) {
  const id = useId();
  const { error, getInputProps } = useField(name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      <NativeSelect
        {...getInputProps({
          id,
          ...props,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy(id, hint, error),
        })}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FieldShell>
  );
}
