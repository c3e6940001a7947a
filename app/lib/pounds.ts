/** Pence as the coach reads pounds: £49, £1,234.50. */
export function formatPounds(pence: number): string {
  const pounds = pence / 100;
  const decimals = Number.isInteger(pounds) ? 0 : 2;
  return `£${pounds.toLocaleString("en-GB", { minimumFractionDigits: decimals, maximumFractionDigits: 2 })}`;
}

/** A price in pounds as the site writes it: £199, £59.50. */
export const formatPrice = (pounds: number) => formatPounds(Math.round(pounds * 100));
