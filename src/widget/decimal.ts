// Exact sums and products of decimal money strings ("12.50"), done on integers (BigInt), never on floats.

/** A decimal string as integer units and its number of decimals (`"-1.25"` → `[-125n, 2]`). */
function parse(value: string): [units: bigint, scale: number] {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new RangeError(`Not a decimal amount: "${value}"`);
  const fraction = match[3] ?? '';
  const units = BigInt(match[2]! + fraction);
  return [match[1] ? -units : units, fraction.length];
}

/** Integer units with a number of decimals as a decimal string (`-125n, 2` → `"-1.25"`). */
function format(units: bigint, scale: number): string {
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  const cut = digits.length - scale;
  return `${units < 0n ? '-' : ''}${digits.slice(0, cut)}${scale ? `.${digits.slice(cut)}` : ''}`;
}

/** `price × quantity` as a decimal string with the price's scale (`"12.50" × 3 → "37.50"`). */
export function multiplyDecimal(price: string, quantity: number): string {
  if (!Number.isInteger(quantity)) throw new RangeError(`Quantity must be an integer, got ${quantity}`);
  const [units, scale] = parse(price);
  return format(units * BigInt(quantity), scale);
}

/** The exact sum of decimal strings, with the largest scale among them (`"0"` for none). */
export function sumDecimals(values: readonly string[]): string {
  const parsed = values.map(parse);
  const scale = Math.max(0, ...parsed.map(([, s]) => s));
  return format(
    parsed.reduce((sum, [units, s]) => sum + units * 10n ** BigInt(scale - s), 0n),
    scale,
  );
}
