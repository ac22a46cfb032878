import { MessageResponse, UserResponse } from "@understudy/services/auth";
import { clearSessionCookies } from "../session-cookies";
import { route, type RestRoute } from "../define";

/** The session: who is signed in, and signing out. */
export const authRoutes: RestRoute[] = [
  route("GET", "/auth/me", {
    tag: "auth",
    auth: "user",
    summary: "The signed-in user",
    response: UserResponse,
    procedure: (c) => c.auth.me,
  }),
  route("POST", "/auth/logout", {
    tag: "auth",
    auth: "user",
    summary: "End the current session",
    response: MessageResponse,
    procedure: (c) => c.auth.logout,
    headers: clearSessionCookies,
  }),
];
