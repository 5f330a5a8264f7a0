// Checks a selection of choices (option name → choice) against a product's options; unknown ones are violations.
import type { FieldViolation } from '../../wire/errors.js';
import type { StoredOption } from '../db/catalog-tables.js';
import { validationError } from '../http/http-error.js';
import { nameRecord } from '../own-entry.js';

/**
 * The selection with each choice named by its description (a choice's `value`, such as a colour's
 * `#1f2a44`, is accepted too). Unknown options or choices throw one validation error naming
 * `<path>.<option>` for each.
 */
export function checkSelection(options: readonly StoredOption[], selection: Record<string, string>, path: string): Record<string, string> {
  const { checked, violations } = readSelection(options, selection, path);
  if (violations.length > 0) throw validationError(violations);
  return checked;
}

/** The checked selection and the violations of its unknown options and choices. */
export function readSelection(
  options: readonly StoredOption[],
  selection: Record<string, string>,
  path: string,
): { checked: Record<string, string>; violations: FieldViolation[] } {
  const violations: FieldViolation[] = [];
  // Option names are the merchant's: `constructor` must read as not selected, `__proto__` as a plain key.
  const checked = nameRecord<string>();
  for (const [name, wanted] of Object.entries(selection)) {
    const field = `${path}.${name}`;
    const option = options.find((o) => o.name === name) ?? options.find((o) => o.name.toLowerCase() === name.toLowerCase());
    if (!option) {
      const known = options.map((o) => o.name);
      violations.push({
        field,
        description:
          known.length > 0 ? `is not an option of this product; options: ${known.join(', ')}` : 'is not an option of this product; it has no options',
        violatedRule: 'INVALID_ENUM_VALUE',
        ruleName: 'INVALID_ENUM_VALUE',
        data: { allowed: known },
      });
      continue;
    }
    const choice = option.choices.find((c) => c.description === wanted) ?? option.choices.find((c) => c.value === wanted);
    if (!choice) {
      const known = option.choices.map((c) => c.description);
      violations.push({
        field,
        description: `is not a choice of ${option.name}; choices: ${known.join(', ')}`,
        violatedRule: 'INVALID_ENUM_VALUE',
        ruleName: 'INVALID_ENUM_VALUE',
        data: { allowed: known },
      });
      continue;
    }
    checked[option.name] = choice.description;
  }
  return { checked, violations };
}
