// What a refund gives back, in minor units: the one rule the store applies and the dashboard shows before it is sent.

/** `whole × units / of`, rounded half away from zero, exact (bigint): a line's share of its total for some of its units. */
export function shareOf(whole: number, units: number, of: number): number {
  if (of <= 0) throw new RangeError('Divisor must be positive');
  const product = BigInt(whole) * BigInt(units);
  const magnitude = product < 0n ? -product : product;
  const divisor = BigInt(of);
  const rounded = Number((magnitude * 2n + divisor) / (divisor * 2n));
  return product < 0n && rounded !== 0 ? -rounded : rounded;
}

/** A refunded line: its total after discounts and tax (minor units), its units, and how many of them are refunded. */
export interface RefundedLine {
  totalAfterTax: number;
  quantity: number;
  units: number;
}

/** What a refund asks for, minor units. */
export interface RefundRequest {
  /** An amount asked for outright; wins over everything else. */
  asked?: number;
  /** Chosen units or shipping are refunded (not everything left). */
  partial: boolean;
  /** Line units refunded (each worth its share of the line's total). */
  lines: readonly RefundedLine[];
  /** The shipping refunded (its total after tax), 0 when not. */
  shipping: number;
}

/**
 * The amount a refund gives back: the amount asked; else the worth of the chosen units and shipping, at most what is
 * still refundable; else (nothing chosen: everything) all that is still refundable.
 */
export function refundAmount(request: RefundRequest, refundable: number): number {
  if (request.asked !== undefined) return request.asked;
  if (!request.partial) return refundable;
  const worth = request.lines.reduce((sum, l) => sum + shareOf(l.totalAfterTax, l.units, l.quantity), 0) + request.shipping;
  return Math.min(worth, refundable);
}
