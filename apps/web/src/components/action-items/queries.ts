/**
 * The inputs of the action-item lists, in a plain module so the pages (server, which prefetch them) and the
 * views (client, which read them) use the same query keys.
 */
export const ACTION_ITEMS_PAGE = 50;
export const FIRST_PAGE_INPUT = { owner: "me", status: "open", limit: ACTION_ITEMS_PAGE, offset: 0 } as const;
/** docs/product.md#dashboard: the user's first 5 open items, soonest due first. */
export const ACTION_ITEMS_CARD_INPUT = { owner: "me", status: "open", limit: 5, offset: 0 } as const;
