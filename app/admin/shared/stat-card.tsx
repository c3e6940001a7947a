/** One figure of the health overview with what it counts. */
export function StatCard({ label, value, warning = false }: { label: string; value: number | string; warning?: boolean }) {
  return (
    <div className={`rounded-lg border p-4 ${warning ? "border-danger bg-paper" : "border-line bg-paper"}`}>
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className={`mt-1 text-3xl font-semibold ${warning ? "text-danger" : "text-ink"}`}>
        {typeof value === "number" ? value.toLocaleString("en-GB") : value}
      </dd>
    </div>
  );
}
