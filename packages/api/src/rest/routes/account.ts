import { z } from "zod";
import { DeleteAccountInput, DeleteAccountResponse, AccountExportResponse } from "@understudy/services/account";
import { PrivacySettingsResponse, UpdatePrivacySettingsInput } from "@understudy/services/privacy";
import { clearSessionCookies } from "../session-cookies";
import { route, type RestRoute } from "../define";

/** The account: deleting it, its privacy settings, and full exports of its data. */
export const accountRoutes: RestRoute[] = [
  route("DELETE", "/account", {
    tag: "auth",
    auth: "user",
    summary: "Delete the account and everything in it (confirm=delete my account): the subscription stops renewing, bot recordings are deleted at the provider, Google access is revoked, every session and token ends",
    query: DeleteAccountInput,
    response: DeleteAccountResponse,
    procedure: (c) => c.account.delete,
    input: ({ query }) => query,
    headers: clearSessionCookies,
  }),
  route("GET", "/account/privacy", {
    tag: "auth",
    auth: "user",
    summary: "How long captured content (transcripts, attendance, summaries) is kept: 30, 90 or 365 days, or null for forever",
    response: PrivacySettingsResponse,
    procedure: (c) => c.account.privacy.get,
  }),
  route("PUT", "/account/privacy", {
    tag: "auth",
    auth: "user",
    summary: "Change the retention of captured content; what is older stops showing at once and is deleted by the daily job",
    body: UpdatePrivacySettingsInput,
    response: PrivacySettingsResponse,
    procedure: (c) => c.account.privacy.update,
    input: ({ body }) => body,
  }),
  route("POST", "/account/export", {
    tag: "auth",
    auth: "user",
    summary:
      "Start a full export of your data (every plan): 202 with the export's id and status. One runs at a time (asking again returns it), at most 5 a day (429). Poll GET /account/export/{id}; a notification says when it is ready",
    response: AccountExportResponse,
    status: 202,
    procedure: (c) => c.account.export.create,
  }),
  route("GET", "/account/export/{id}", {
    tag: "auth",
    auth: "user",
    summary:
      "An export's status (queued, building, ready, failed, expired); while ready, download_url is the archive's link for 24 hours. Another user's id is 404",
    response: AccountExportResponse,
    procedure: (c) => c.account.export.get,
    input: ({ params }) => params,
  }),
  route("GET", "/account/export/{id}/download", {
    tag: "auth",
    auth: "user",
    summary:
      "The archive (application/zip: data.json, its JSON Schema schema.json, Markdown transcripts), owner only: 409 while it is being built, 410 once its 24 hours are over or it failed",
    response: z.string().meta({ format: "binary" }),
    errors: { 409: "Still being built", 410: "Expired (24 hours after it was ready) or failed: start a new export" },
    procedure: (c) => c.account.export.download,
    input: ({ params }) => params,
    file: {
      contentTypes: ["application/zip"],
      render: (file) => ({ filename: file.filename, contentType: file.content_type, body: new Uint8Array(Buffer.from(file.content_base64, "base64")) }),
    },
  }),
];
