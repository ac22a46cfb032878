"use client";

import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from "recharts";
import type { PlatformCount } from "~/lib/analytics";
import { chartColor, tooltipStyle } from "./chart-theme";

/** A donut of meetings per platform; the list next to it carries the same numbers as text. */
export function PlatformChart({ data }: { data: PlatformCount[] }) {
  return (
    <div aria-hidden className="mx-auto size-40">
      <ResponsiveContainer width="100%" height="100%">
        <PieChart accessibilityLayer={false}>
          <Tooltip {...tooltipStyle} />
          <Pie data={data} dataKey="count" nameKey="label" innerRadius="60%" outerRadius="100%" paddingAngle={2} stroke="var(--card)" isAnimationActive={false} rootTabIndex={-1}>
            {data.map((d, i) => (
              <Cell key={d.platform} fill={chartColor(i)} />
            ))}
          </Pie>
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}
