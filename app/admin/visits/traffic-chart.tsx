import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatDay, type VisitsOverview } from "../shared/visit-figures";

/**
 * Visitors and page views per day as lines, drawn at once, without animation, to fill the box it is given
 * (`TrafficFigure`'s). The default export, so that the Visits screen can import it lazily (React.lazy).
 */
export default function TrafficChart({ daily }: { daily: VisitsOverview["daily"] }) {
  return (
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
  );
}
