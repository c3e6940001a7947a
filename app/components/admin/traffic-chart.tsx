import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatDay, type VisitsOverview } from "./visit-figures";

/**
 * Visitors and page views per day as lines, for sighted readers: the figure around it
 * carries the same numbers as text and as a table, so the drawing is hidden from screen readers.
 * Drawn at once, without animation. Its box clips what it draws: the tooltip stays where the pointer left it,
 * hidden but still laid out, and after the window narrows it would otherwise make the page scroll sideways.
 */
export function TrafficChart({ daily }: { daily: VisitsOverview["daily"] }) {
  return (
    <div aria-hidden="true" className="h-72 w-full overflow-hidden rounded-lg border border-line bg-paper p-3">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={daily} accessibilityLayer={false} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="var(--color-line)" strokeDasharray="3 3" />
          <XAxis dataKey="day" tickFormatter={(day: string) => formatDay(day)} minTickGap={24} stroke="var(--color-muted)" />
          <YAxis allowDecimals={false} width={40} stroke="var(--color-muted)" />
          <Tooltip labelFormatter={(day) => formatDay(String(day), true)} isAnimationActive={false} />
          <Legend />
          <Line
            dataKey="pageViews"
            name="Page views"
            stroke="var(--color-accent)"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            dataKey="visitors"
            name="Visitors"
            stroke="var(--color-danger)"
            strokeWidth={2}
            strokeDasharray="6 3"
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
