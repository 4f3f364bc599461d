import { READER_SLOT_ATTRIBUTE } from '@crowd/contracts/session';
import type { ReactNode } from 'react';

/**
 * Where a page rendered for every reader of a role carries, for a browser without the app's script,
 * a part of one reader's own (decision 042): empty as rendered, filled in by the page cache for each
 * such visit from the reader's call. A browser that runs the script ignores `<noscript>`, and React
 * does not hydrate what is inside it.
 */
export function ReaderSlot({ name }: { name: string }) {
  return <noscript {...{ [READER_SLOT_ATTRIBUTE]: name }} />;
}

/**
 * A reader's own part of such a page: as the script shows it (waiting for the reader's call, then
 * theirs), hidden from a browser without it, which gets the part in the slot after it instead.
 */
export function ReaderPart({ slot, shared, children }: { slot: string; shared: boolean; children: ReactNode }) {
  if (!shared) return <>{children}</>;
  return (
    <>
      <div className="js-only contents">{children}</div>
      <ReaderSlot name={slot} />
    </>
  );
}
