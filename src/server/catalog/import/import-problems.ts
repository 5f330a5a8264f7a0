// What went wrong with one product of an import, said where in the file it is: a CSV line and column, or a JSON item and field.
import type { FieldViolation } from '../../../wire/errors.js';
import { HttpError } from '../../http/http-error.js';

/**
 * Kinds of import problem: a value the file gives that is not one, a rule of the catalog the product breaks, a write
 * that failed, or (a note) an image that could not be fetched and was left out.
 */
export type ImportProblemCode = 'INVALID_VALUE' | 'REJECTED' | 'FAILED' | 'IMAGE_SKIPPED';

/** A problem of one product, at a place of the file. */
export interface ImportProblem {
  code: ImportProblemCode;
  /** `line 17` (CSV, the header is line 1) or `item 3` (JSON, counted from 1). */
  where: string;
  /** The CSV column or JSON field, when one is to blame. */
  column?: string;
  /** What is wrong, naming the column: `Variant Price "abc" is not a price`. */
  message: string;
}

/** Where a field of a {@link ProductImport} came from in the file. */
export interface FieldPlace {
  where: string;
  column?: string;
  /** The text of the cell, quoted in messages when short. */
  value?: string;
}

/** Finds where a field (`product.name`, `variants[2].price`) came from; falls back to the product's first place. */
export type Locator = (field: string) => FieldPlace;

/** `line 17: Variant Price "abc" is not a price`. */
export function formatProblem(problem: ImportProblem): string {
  return `${problem.where}: ${problem.message}`;
}

/** A locator over known fields: the longest known prefix of a field names its place (`variants[2].price.x` → `variants[2].price`). */
export function fieldLocator(places: ReadonlyMap<string, FieldPlace>, fallback: FieldPlace): Locator {
  return (field) => {
    for (let f = field; ;) {
      const place = places.get(f);
      if (place) return place;
      const shorter = f.replace(/(?:\.[^.[\]]+|\[\d+\])$/, '');
      if (shorter === f || shorter === '') return fallback;
      f = shorter;
    }
  };
}

/** A violation of the catalog's rules as a problem at the place its field came from. */
export function violationProblem(violation: FieldViolation, locate: Locator): ImportProblem {
  const place = locate(violation.field);
  const what = place.column ?? violation.field;
  const quoted = place.value !== undefined && place.value !== '' && place.value.length <= 60 ? ` "${place.value}"` : '';
  return { code: 'REJECTED', where: place.where, ...(place.column ? { column: place.column } : {}), message: `${what}${quoted} ${violation.description}` };
}

/** The problems an error of a write stands for: each field violation, an application error's description, or the error itself. */
export function errorProblems(error: unknown, locate: Locator): ImportProblem[] {
  if (error instanceof HttpError) {
    const violations = error.body.details?.validationError?.fieldViolations;
    if (violations && violations.length > 0) return violations.map((v) => violationProblem(v, locate));
    const application = error.body.details?.applicationError;
    return [{ code: 'REJECTED', where: locate('product').where, message: application?.description ?? error.message }];
  }
  return [{ code: 'FAILED', where: locate('product').where, message: `could not be written: ${error instanceof Error ? error.message : String(error)}` }];
}
