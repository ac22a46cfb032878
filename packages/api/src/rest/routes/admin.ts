import { AdminListUsersInput, AdminStatsResponse, AdminUserList } from "@understudy/services/admin";
import { route, type RestRoute } from "../define";

/** Users and counts, for admins. */
export const adminRoutes: RestRoute[] = [
  route("GET", "/admin/users", {
    tag: "admin",
    auth: "admin",
    summary: "All users (admins only)",
    query: AdminListUsersInput,
    response: AdminUserList,
    procedure: (c) => c.admin.users,
    input: ({ query }) => query,
  }),
  route("GET", "/admin/stats", {
    tag: "admin",
    auth: "admin",
    summary: "User and subscription counts (admins only)",
    response: AdminStatsResponse,
    procedure: (c) => c.admin.stats,
  }),
];
