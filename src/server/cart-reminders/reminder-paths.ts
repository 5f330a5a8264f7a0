// Where a reminder's links lead on the store: the page that sends the shopper back to the owner's site, and the one-click unsubscribe.

/** GET: checks the link and sends the shopper to the owner's site with the token in the fragment. */
export const RESTORE_PAGE_PATH = '/hosted/cart-restore';
/** GET shows one button; its POST unsubscribes the link's address from the site's reminders. */
export const UNSUBSCRIBE_PAGE_PATH = '/hosted/unsubscribe';
