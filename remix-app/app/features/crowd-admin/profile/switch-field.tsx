import { useId, useState, type ReactNode } from 'react';
import { useField } from 'remix-validated-form';
import { FieldError } from '~/components/form/validated-field';
import { useHydrated } from '~/components/form/use-hydrated';
import { Switch } from '~/components/ui/switch';

const isOn = (value: unknown): boolean => value === true || value === 'on' || value === 'true';

/**
 * A switch of a ValidatedForm: a Radix switch once React runs (its value travels in a hidden
 * field rendered only when on); without JavaScript a plain checkbox of the same name. `onTurnOn`
 * may refuse turning it on (return false), e.g. to explain why first.
 */
export function SwitchField({
  name,
  label,
  hint,
  disabled,
  onTurnOn,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  onTurnOn?: () => boolean;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const { error, defaultValue } = useField(name);
  const [checked, setChecked] = useState(() => isOn(defaultValue));
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between gap-4">
        <label id={`${id}-label`} htmlFor={`${id}-switch`} className="text-sm font-medium leading-snug">
          {label}
        </label>
        <noscript>
          <input
            type="checkbox"
            name={name}
            defaultChecked={isOn(defaultValue)}
            disabled={disabled}
            aria-labelledby={`${id}-label`}
            aria-describedby={describedBy}
            className="size-5 accent-primary"
          />
        </noscript>
        <Switch
          id={`${id}-switch`}
          checked={checked}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onCheckedChange={(next) => {
            if (next && onTurnOn && !onTurnOn()) return;
            setChecked(next);
          }}
          className="js-only"
        />
        {hydrated && checked ? <input type="hidden" name={name} value="on" /> : null}
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
