import type { z } from 'zod';

/**
 * Turns zod issues into what a member can act on: the field and a translation key
 * of the form error_{type} (docs/PRODUCT.md §5). The contract schemas already use those keys
 * as messages; issues without one are mapped from their zod code so the site never
 * sees zod's English.
 */
export type FieldErrors = Record<string, string>;

type Issue = z.core.$ZodIssue;

export function describeIssues(issues: readonly Issue[], input: unknown): { msg: string; errors: FieldErrors } {
  const errors: FieldErrors = {};
  for (const issue of flattenUnions(issues)) {
    for (const [field, key] of fieldKeys(issue, input)) {
      errors[field] ??= key;
    }
  }
  const [first] = Object.entries(errors);
  return { msg: first ? `${first[0]}: ${first[1]}` : 'body: error_invalid', errors };
}

/** A union fails with one issue list per branch; report the branch that got furthest. */
function flattenUnions(issues: readonly Issue[]): Issue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
    const branches = issue.errors.map((branch) => flattenUnions(branch));
    const informative = branches.find((b) => !(b.length === 1 && b[0]?.code === 'invalid_type' && b[0].path.length === 0));
    return informative ?? branches[0] ?? [issue];
  });
}

function fieldKeys(issue: Issue, input: unknown): Array<[string, string]> {
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => [[...issue.path.map(String), key].join('.'), 'error_unknown']);
  }
  if (issue.message.startsWith('error_')) return [[field, issue.message]];
  return [[field, keyFor(issue, input)]];
}

function keyFor(issue: Issue, input: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(input, issue.path) === undefined ? 'error_required' : 'error_invalid';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'error_required' : 'error_minlength';
      if (issue.origin === 'array' || issue.origin === 'set') return 'error_required';
      return 'error_min';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? 'error_maxlength' : 'error_max';
    case 'invalid_format':
      return issue.format === 'email' ? 'error_validemail' : 'error_invalid';
    default:
      return 'error_invalid';
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
