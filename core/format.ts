/** Currency display of spec 000 section 9: KSh prefix, en-KE grouping, no decimals. */
const kshNumber = new Intl.NumberFormat("en-KE", { maximumFractionDigits: 0 });

export function formatKsh(amount: number): string {
  return `KSh ${kshNumber.format(Math.round(amount))}`;
}
