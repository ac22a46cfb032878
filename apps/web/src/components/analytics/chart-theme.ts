/** recharts styling from the theme's CSS variables, so charts follow light and dark without re-rendering. */
export const chartColor = (index: number) => `var(--chart-${(index % 5) + 1})`;

export const axisTick = { fill: "var(--muted-foreground)", fontSize: 12 };

export const tooltipStyle = {
  contentStyle: {
    background: "var(--popover)",
    border: "1px solid var(--border)",
    borderRadius: "var(--radius)",
    color: "var(--popover-foreground)",
    fontSize: 12,
  },
  labelStyle: { color: "var(--popover-foreground)", fontWeight: 600 },
  itemStyle: { color: "var(--popover-foreground)" },
  cursor: { fill: "var(--accent)", opacity: 0.5 },
} as const;
