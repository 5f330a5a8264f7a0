// The item count the loader reads to keep a floating cart on pages without Tote elements (localStorage `tote:<clientId>:count`).

/** The localStorage key of a client's cart item count; loader/ reads the same key. */
export function cartHintKey(clientId: string): string {
  return `tote:${clientId}:count`;
}

/** Records how many items the shopper's cart holds (0 removes the hint). Storage errors are ignored. */
export function writeCartHint(clientId: string, itemCount: number): void {
  try {
    if (itemCount > 0) localStorage.setItem(cartHintKey(clientId), String(itemCount));
    else localStorage.removeItem(cartHintKey(clientId));
  } catch {
    // Storage can be blocked (private modes, sandboxed frames); the hint is only an optimisation.
  }
}
