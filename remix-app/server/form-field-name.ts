import { LIMITS, RESERVED_FORM_FIELD_SEGMENTS } from '@crowd/contracts/limits';

const RESERVED: ReadonlySet<string> = new Set(RESERVED_FORM_FIELD_SEGMENTS);

export type FieldNameProblem = 'name_too_long' | 'too_deep' | 'reserved_segment' | 'index_too_large';

/**
 * Why a posted field's name must not reach an action, or null. remix-validated-form reads
 * `a[0].b` as the path a → 0 → b, an all-digit segment as an array index (`a[99999999]` made an
 * array of 10^8 slots) and builds an object from the paths. The rule is stricter than its reading:
 * a name is cut at every `[`, `]` and `.`, so no reading of its segments gets past it, and each
 * `[` or `.` counts as a level even where the library would keep it inside a key.
 */
export function fieldNameProblem(name: string): FieldNameProblem | null {
  // First, and cheap: the library's path regexes backtrack on long names.
  if (name.length > LIMITS.formFieldNameMax) return 'name_too_long';
  if ((name.match(/[[.]/g)?.length ?? 0) > LIMITS.formFieldDepthMax) return 'too_deep';
  for (const segment of name.split(/[[\].]/)) {
    if (RESERVED.has(segment)) return 'reserved_segment';
    if (/^\d+$/.test(segment) && Number(segment) > LIMITS.formFieldIndexMax) return 'index_too_large';
  }
  return null;
}
