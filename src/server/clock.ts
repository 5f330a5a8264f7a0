// The store's notion of "now", passed in so tests can move time.

/** Returns the current time. */
export type Clock = () => Date;

/** The wall clock. */
export const systemClock: Clock = () => new Date();
