import { Eye, EyeOff } from 'lucide-react';
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
import { Message } from '~/i18n/message';
import { parseFieldMessage } from '~/lib/field-message';
import { cn } from '~/lib/utils';

/** A validation message: message keys (namespace `messages`) are translated. */
export function FieldError({ id, error, className }: { id?: string; error?: string | null; className?: string }) {
  if (!error) return null;
  const { key, values } = parseFieldMessage(error);
  return (
    <p id={id} role="alert" className={cn('text-sm font-medium text-destructive', className)}>
      <Message text={key} values={values} orElse="validation_invalid_value" />
    </p>
  );
}

/** `lg`: the taller inputs (and roomier hint) of the sign-in pages. */
type FieldSize = 'default' | 'lg';

/** What every field takes besides its control's own attributes. */
interface FieldOptions {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown at the label's right (e.g. "Forgot password?" or a character counter). */
  aside?: ReactNode;
  /** Hides the hint while the field shows an error (for a hint that the error message repeats). */
  hintHiddenOnError?: boolean;
  size?: FieldSize;
  /** Classes of the field's wrapper. */
  className?: string;
}

interface FieldShellProps {
  id: string;
  label: ReactNode;
  /** The hint to show now (none while `hintHiddenOnError` and the field has an error). */
  hint?: ReactNode;
  error?: string;
  aside?: ReactNode;
  size?: FieldSize;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error of one form field, wired together for assistive technology. */
function FieldShell({ id, label, hint, error, aside, size, className, children }: FieldShellProps) {
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={cn('text-xs text-muted-foreground', size === 'lg' && 'leading-relaxed')}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/**
 * One field of a ValidatedForm: its remix-validated-form state, the props of its FieldShell and
 * the control's own props with the id and the aria attributes that tie it to its label, hint and error.
 */
function useFieldParts<P extends FieldOptions>(props: P) {
  const { name, label, hint, aside, hintHiddenOnError, size, className, ...rest } = props;
  const id = useId();
  const { error, getInputProps, defaultValue } = useField(name);
  const shownHint = hintHiddenOnError && error ? undefined : hint;
  const describedBy = [shownHint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return {
    size,
    error,
    defaultValue,
    getInputProps,
    shell: { id, label, hint: shownHint, error, aside, size, className },
    control: { id, ...rest, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined },
  };
}

type InputFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'defaultValue' | 'id' | 'size'> &
  FieldOptions;

/** A text input of a ValidatedForm: validates with the form's schema, shows client and server errors. */
export function TextField(props: InputFieldProps) {
  const { size, shell, control, getInputProps } = useFieldParts(props);
  return (
    <FieldShell {...shell}>
      <Input {...getInputProps(control)} className={size === 'lg' ? 'h-11' : undefined} />
    </FieldShell>
  );
}

/** A password input with a show/hide toggle (the toggle needs JavaScript; the field does not). */
export function PasswordField(props: Omit<InputFieldProps, 'type'>) {
  const { t } = useTranslation('auth');
  const { size, shell, control, getInputProps } = useFieldParts(props);
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell {...shell}>
      <div className="relative">
        <Input
          {...getInputProps({ ...control, type: visible ? 'text' : 'password' })}
          className={cn(size === 'lg' && 'h-11', 'pr-11')}
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

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'defaultValue' | 'id'> &
  Omit<FieldOptions, 'aside' | 'size'> & {
    /** Shows a live "n / max" counter (code points, as the contracts count). */
    counter?: { max: number; format: (count: number, max: number) => string; count: (text: string) => number };
    /** Classes of the textarea itself (`className` lays out the whole field). */
    textareaClassName?: string;
  };

export function TextareaField({ counter, onChange, textareaClassName, ...props }: TextareaFieldProps) {
  const { shell, control, getInputProps, defaultValue } = useFieldParts(props);
  const [length, setLength] = useState(() => (counter ? counter.count(String(defaultValue ?? '')) : 0));
  const over = counter ? length > counter.max : false;
  return (
    <FieldShell
      {...shell}
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
        className={textareaClassName}
        {...getInputProps({
          ...control,
          onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
            if (counter) setLength(counter.count(event.target.value));
            onChange?.(event);
          },
        })}
      />
    </FieldShell>
  );
}

type SelectFieldProps = Omit<InputHTMLAttributes<HTMLSelectElement>, 'name' | 'defaultValue' | 'id' | 'size'> &
  Omit<FieldOptions, 'size'> & {
    options: { value: string; label: string }[];
  };

/** A native select (works without JavaScript). */
export function SelectField({ options, ...props }: SelectFieldProps) {
  const { shell, control, getInputProps } = useFieldParts(props);
  return (
    <FieldShell {...shell}>
      <NativeSelect {...getInputProps(control)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FieldShell>
  );
}
