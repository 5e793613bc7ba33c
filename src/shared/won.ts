/**
 * Money as the studio writes it (DESIGN §1): whole won with thousands separators, `25,000원`.
 * The one formatter of both sides, so a receipt, a statement and a product page agree.
 */
const wonNumber = new Intl.NumberFormat('ko-KR');

/** `250000` → `250,000원`. */
export function formatWon(amount: number): string {
  return `${wonNumber.format(amount)}원`;
}

/** `−30,000원`: a true minus sign, which reads better than a hyphen in a column of sums. */
export function formatSignedWon(amount: number): string {
  const text = formatWon(Math.abs(amount));
  return amount < 0 ? `−${text}` : text;
}
