// One line of the `npm run bench` table; every benchmark returns rows of this shape.

/** A measured figure, with the floor it must meet when the issue names one. */
export interface BenchRow {
  /** What was measured, e.g. `GET /ecom/v1/carts/current`. */
  name: string;
  /** pglite, postgres, browser, bundle ... */
  target: string;
  /** The figures, by name: `req/s`, `p50 ms`, `p99 ms`, `gzip B` ... */
  figures: Record<string, number>;
  /** Floors and ceilings by figure name, e.g. `{ 'req/s': { min: 3000 }, 'p99 ms': { max: 50 } }`. */
  limits?: Record<string, { min?: number; max?: number }>;
}

/** True when every figure is within its limits. */
export function withinLimits(row: BenchRow): boolean {
  return Object.entries(row.limits ?? {}).every(([figure, { min, max }]) => {
    const value = row.figures[figure];
    if (value === undefined) return false;
    return (min === undefined || value >= min) && (max === undefined || value <= max);
  });
}
