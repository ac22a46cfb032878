"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { WeekRow } from "~/lib/analytics";
import { axisTick, chartColor, tooltipStyle } from "./chart-theme";

/** Meetings and completed meetings per week; decorative for assistive tech, which reads the table beside it. */
export function WeeklyChart({ data }: { data: WeekRow[] }) {
  return (
    <div aria-hidden className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis dataKey="label" tick={axisTick} tickLine={false} axisLine={false} interval="preserveStartEnd" minTickGap={8} />
          <YAxis allowDecimals={false} tick={axisTick} tickLine={false} axisLine={false} width={40} />
          <Tooltip {...tooltipStyle} />
          <Bar dataKey="meetings" name="Meetings" fill={chartColor(0)} radius={[4, 4, 0, 0]} maxBarSize={32} />
          <Bar dataKey="completed" name="Completed" fill={chartColor(2)} radius={[4, 4, 0, 0]} maxBarSize={32} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
