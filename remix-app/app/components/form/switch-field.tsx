import { useId, useState, type ReactNode } from 'react';
import { useField } from 'remix-validated-form';
import { isChecked } from '~/lib/form-values';
import { cn } from '~/lib/utils';
import { FormSwitch } from './form-switch';
import { FieldError } from './validated-field';

/**
 * A switch of a ValidatedForm (see FormSwitch for how it posts, with and without JavaScript).
 * `onTurnOn` may refuse turning it on (return false), e.g. to explain why first.
 */
export function SwitchField({
  name,
  label,
  hint,
  disabled,
  onTurnOn,
  className,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  onTurnOn?: () => boolean;
  className?: string;
}) {
  const id = useId();
  const { error, defaultValue } = useField(name);
  const [checked, setChecked] = useState(() => isChecked(defaultValue));
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-center justify-between gap-4">
        <label id={`${id}-label`} htmlFor={`${id}-switch`} className="text-sm font-medium leading-snug">
          {label}
        </label>
        <FormSwitch
          id={`${id}-switch`}
          name={name}
          checked={checked}
          disabled={disabled}
          labelledBy={`${id}-label`}
          describedBy={describedBy}
          invalid={Boolean(error)}
          onCheckedChange={(next) => {
            if (next && onTurnOn && !onTurnOn()) return;
            setChecked(next);
          }}
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
