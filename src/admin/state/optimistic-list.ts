// Edits of a listed item shown at once: removed or changed in the list before the store answers, put back with the store's reason when it refuses.
import { reasonOf } from '../core/server-errors.js';
import { notify } from './admin-actions.js';

/** Replaces the item of `id` in a list: undefined removes it; an item not listed is added. */
export type ReplaceItem<T> = (id: string, item: T | undefined) => void;

/** Where {@link replacedIn} puts an item that was not listed, and how it orders the result. */
export interface ReplaceOptions<T> {
  /** @default 'last' */
  add?: 'first' | 'last';
  /** Sorts the list after the change (the store's own order). */
  order?: (a: T, b: T) => number;
}

/** A list with the item of `id` replaced, removed (undefined) or, when it is not listed, added. */
export function replacedIn<T extends { id: string }>(items: readonly T[], id: string, item: T | undefined, options: ReplaceOptions<T> = {}): T[] {
  let next: T[];
  if (items.some((i) => i.id === id)) next = items.flatMap((i) => (i.id !== id ? [i] : item ? [item] : []));
  else if (!item) next = [...items];
  else next = options.add === 'first' ? [item, ...items] : [...items, item];
  return options.order ? next.sort(options.order) : next;
}

/** Options of {@link useOptimisticList}. */
export interface OptimisticListOptions {
  /** The sentence of a refusal. @default reasonOf */
  reasonOf?: (error: unknown) => string;
}

/** The optimistic edits of one list. */
export interface OptimisticList<T> {
  /** Removes `item` at once, then calls the store; a refusal puts it back and says why. `done` is announced on success. */
  remove(item: T, send: () => Promise<unknown>, done?: string): Promise<void>;
  /** Shows `shown` in place of `item` at once, then the store's answer; a refusal puts `item` back and says why. */
  change(item: T, shown: T, send: () => Promise<T>, done?: string): Promise<void>;
}

/**
 * The optimistic edits of a list whose items `replace` changes (the page's loaded data), with the rollback and the
 * reason shown when the store refuses.
 */
export function useOptimisticList<T extends { id: string }>(replace: ReplaceItem<T>, options: OptimisticListOptions = {}): OptimisticList<T> {
  const refusal = options.reasonOf ?? reasonOf;
  const attempt = async (item: T, run: () => Promise<void>, done: string | undefined) => {
    try {
      await run();
      if (done) notify('success', done);
    } catch (error) {
      replace(item.id, item);
      notify('error', refusal(error));
    }
  };
  return {
    remove: (item, send, done) => {
      replace(item.id, undefined);
      return attempt(
        item,
        async () => {
          await send();
        },
        done,
      );
    },
    change: (item, shown, send, done) => {
      replace(item.id, shown);
      return attempt(item, async () => replace(item.id, await send()), done);
    },
  };
}
