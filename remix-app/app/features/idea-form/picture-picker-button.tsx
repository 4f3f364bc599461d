import { ImagePlus } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * With JavaScript the idea form's file inputs are hidden behind this button (the browser's bare
 * "Choose File" reads differently in every browser and language); it opens the input's picker.
 */
export function PicturePickerButton({
  input,
  describedBy,
  children,
}: {
  input: { current: HTMLInputElement | null };
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={() => input.current?.click()}
      aria-describedby={describedBy}
      className="inline-flex w-fit items-center gap-2 rounded-md border border-input bg-background px-3 py-2 text-sm font-medium shadow-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ImagePlus className="size-4" aria-hidden />
      {children}
    </button>
  );
}
