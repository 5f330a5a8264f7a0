// Saves the delivery details shortly after they become complete (or change while complete), so the summary shows the store's shipping and tax for them.
import { useEffect, useRef } from 'preact/hooks';

/** How long the delivery details must rest before they are saved. @default 600 */
export const AUTO_SAVE_DELAY_MS = 600;

/**
 * Calls `save` once `key` (the details, serialized) has stayed the same for {@link AUTO_SAVE_DELAY_MS} while `ready`,
 * unless that key was saved already. `save` failing leaves the key unsaved, so the next change tries again.
 */
export function useAutoSave(key: string, ready: boolean, save: () => Promise<void>, initialKey: string): void {
  const saved = useRef(initialKey);
  const current = useRef(save);
  current.current = save;
  useEffect(() => {
    if (!ready || key === saved.current) return undefined;
    const timer = setTimeout(() => {
      const attempt = key;
      saved.current = attempt;
      current.current().catch(() => {
        if (saved.current === attempt) saved.current = '';
      });
    }, AUTO_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, ready]);
}
