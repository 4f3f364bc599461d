import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '~/lib/utils';

/**
 * A native checkbox drawn as a switch: it posts with its form with or without JavaScript, and
 * assistive technology announces it as a switch.
 */
export const SwitchCheckbox = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(
  ({ className, ...props }, ref) => (
    <input
      ref={ref}
      type="checkbox"
      role="switch"
      className={cn(
        'relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-input transition-colors',
        'before:absolute before:left-0.5 before:top-0.5 before:size-5 before:rounded-full before:bg-background before:shadow-md before:transition-transform',
        'checked:bg-primary checked:before:translate-x-5',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  ),
);
SwitchCheckbox.displayName = 'SwitchCheckbox';
