/**
 * The dashboard's lists (docs/product.md#dashboard: at most 5 upcoming meetings and the first 3 completed ones). A plain module, so
 * the page (server, which prefetches them) and DashboardContent (client, which reads them) use the same keys.
 */
export const UPCOMING_INPUT = { upcoming: true, order: "asc", limit: 5 } as const;
export const RECENT_INPUT = { status: "completed", limit: 3 } as const;
