import { AuthUrlResponse, DisconnectResponse, GoogleStatusResponse } from "@understudy/services/google";
import { route, type RestRoute } from "../define";

/** The Google connection. */
export const googleRoutes: RestRoute[] = [
  route("GET", "/google/auth-url", {
    tag: "google",
    auth: "user",
    summary: "The Google consent URL for Calendar and Gmail access; open it in a 500×600 popup",
    response: AuthUrlResponse,
    procedure: (c) => c.google.authUrl,
  }),
  route("GET", "/google/status", {
    tag: "google",
    auth: "user",
    summary: "Whether Google is connected, for which account, and how the last sync went",
    response: GoogleStatusResponse,
    procedure: (c) => c.google.status,
  }),
  route("DELETE", "/google/connection", {
    tag: "google",
    auth: "user",
    summary: "Disconnect Google: revoke the grant and delete its tokens (meetings stay)",
    response: DisconnectResponse,
    procedure: (c) => c.google.disconnect,
  }),
];
