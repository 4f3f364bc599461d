import { useHydrated } from './use-hydrated';
import { Switch } from '~/components/ui/switch';

/**
 * A switch that posts like a checkbox: a Radix switch once React runs (its value travels in a
 * hidden field rendered only when on); without JavaScript a plain checkbox of the same name takes
 * its place. Controlled: the caller keeps `checked`.
 */
export function FormSwitch({
  id,
  checkboxId,
  name,
  checked,
  onCheckedChange,
  disabled,
  labelledBy,
  describedBy,
  invalid,
}: {
  /** The switch's id (a label's htmlFor once React runs). */
  id: string;
  /** The no-JavaScript checkbox's id, for a label that names it then. */
  checkboxId?: string;
  name: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  labelledBy?: string;
  describedBy?: string;
  invalid?: boolean;
}) {
  const hydrated = useHydrated();
  return (
    <>
      <noscript>
        <input
          type="checkbox"
          id={checkboxId}
          name={name}
          defaultChecked={checked}
          disabled={disabled}
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          className="size-5 accent-primary"
        />
      </noscript>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onCheckedChange={onCheckedChange}
        className="js-only"
      />
      {hydrated && checked ? <input type="hidden" name={name} value="on" /> : null}
    </>
  );
}
