// Saves the delivery details shortly after they become complete (or change while complete), so the summary shows the store's shipping and tax for them.
import { useEffect, useRef } from 'preact/hooks';

/** How long the delivery details must rest before they are saved. @default 600 */
export const AUTO_SAVE_DELAY_MS = 600;

/** What the page can ask of its auto-save. */
export interface AutoSave {
  /** Drops a save still waiting for its delay and resolves once a save in flight has ended (placing the order first waits for it). */
  settle(): Promise<void>;
}

/**
 * Calls `save` once `key` (the details, serialized) has stayed the same for {@link AUTO_SAVE_DELAY_MS} while `ready`,
 * unless that key was saved already. `save` failing leaves the key unsaved, so the next change tries again.
 */
export function useAutoSave(key: string, ready: boolean, save: () => Promise<void>, initialKey: string): AutoSave {
  const saved = useRef(initialKey);
  const current = useRef(save);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<void>>(Promise.resolve());
  current.current = save;
  useEffect(() => {
    if (!ready || key === saved.current) return undefined;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      const attempt = key;
      saved.current = attempt;
      inFlight.current = current.current().catch(() => {
        if (saved.current === attempt) saved.current = '';
      });
    }, AUTO_SAVE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [key, ready]);
  const settle = useRef<AutoSave>({
    settle: () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      return inFlight.current;
    },
  });
  return settle.current;
}
