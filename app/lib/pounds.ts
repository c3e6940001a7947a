/** Pence as the coach reads pounds: £49, £1,234.50. */
export function formatPounds(pence: number): string {
  const pounds = pence / 100;
  const decimals = Number.isInteger(pounds) ? 0 : 2;
  return `£${pounds.toLocaleString("en-GB", { minimumFractionDigits: decimals, maximumFractionDigits: 2 })}`;
}
