import { NavLink } from '@remix-run/react';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '~/lib/utils';

const tabClass =
  '-mb-px inline-flex items-center justify-center whitespace-nowrap border-b-2 border-transparent px-4 py-2.5 text-sm font-medium transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50';

export interface NavTabItem {
  to: string;
  label: ReactNode;
  end?: boolean;
}

/**
 * Tabs that are links to sub-pages (account area). Below 768 px they fold into a dropdown built
 * on <details>, so it opens without JavaScript too.
 */
export function NavTabs({
  items,
  activeLabel,
  label,
}: {
  items: NavTabItem[];
  activeLabel: ReactNode;
  label?: string;
}) {
  return (
    <nav aria-label={label}>
      <details className="group relative md:hidden">
        <summary className="flex h-10 cursor-pointer list-none items-center justify-between rounded-md border border-input bg-background px-3 text-sm font-medium shadow-xs [&::-webkit-details-marker]:hidden">
          {activeLabel}
          <ChevronDown className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <ul className="absolute z-40 mt-1 w-full rounded-md border bg-popover p-1 shadow-lg">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                className={({ isActive }) =>
                  cn('block rounded-sm px-3 py-2 text-sm hover:bg-accent', isActive && 'font-semibold text-primary')
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </details>
      <TabLinks items={items} className="hidden gap-1 border-b md:flex" />
    </nav>
  );
}

/** The tab row's links, the current one marked. */
function TabLinks({ items, className }: { items: NavTabItem[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            className={({ isActive }) =>
              cn(tabClass, isActive ? 'border-primary text-primary' : 'text-muted-foreground')
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * Tabs that are links to sub-pages, in one row that scrolls sideways when it does not fit (the
 * admin idea pages: spec 2, "tabs scroll below 768 px").
 */
export function ScrollNavTabs({ items, label }: { items: NavTabItem[]; label?: string }) {
  return (
    <nav aria-label={label} className="overflow-x-auto border-b">
      <TabLinks items={items} className="flex w-max min-w-full gap-1" />
    </nav>
  );
}
