import { PRODUCT_NAME } from '@crowd/contracts/text';
import { cn } from '~/lib/utils';

/** The product's mark: a light bulb in a speech bubble, blue with an orange spark. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8', className)}>
      <rect width="32" height="32" rx="9" className="fill-primary" />
      <path
        d="M16 7.5a6.5 6.5 0 0 0-3.9 11.7c.6.5.9 1.1.9 1.8v.5h6v-.5c0-.7.3-1.3.9-1.8A6.5 6.5 0 0 0 16 7.5Z"
        fill="#fff"
      />
      <rect x="13" y="22.5" width="6" height="2" rx="1" fill="#fff" />
      <circle cx="23.5" cy="8.5" r="2.5" className="fill-accent-500" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-bold tracking-tight text-foreground', className)}>
      <LogoMark />
      {PRODUCT_NAME}
    </span>
  );
}
