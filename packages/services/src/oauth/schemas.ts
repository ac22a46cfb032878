import { z } from "zod";

export const ConnectedApp = z.object({
  id: z.string(),
  client_name: z.string(),
  /** The client's id: a registration's random id, or the URL of its metadata document. */
  client_id: z.string(),
  scopes: z.array(z.string()),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ConnectedApp = z.infer<typeof ConnectedApp>;

export const ConnectedAppIdInput = z.object({ id: z.string().min(1).max(100) });
export type ConnectedAppIdInput = z.infer<typeof ConnectedAppIdInput>;

/** The authorization request as the consent page received it (the client's query parameters). */
export const AuthorizationRequestInput = z.object({
  client_id: z.string().min(1).max(2000),
  redirect_uri: z.string().max(2000).optional(),
  response_type: z.string().max(100).optional(),
  code_challenge: z.string().max(200).optional(),
  code_challenge_method: z.string().max(20).optional(),
  scope: z.string().max(1000).optional(),
  state: z.string().max(2000).optional(),
  resource: z.string().max(2000).optional(),
  /** The consent page's choice: the requested scopes the user left ticked (all of them when absent). */
  allowed_scopes: z.array(z.string().max(100)).max(20).optional(),
});
export type AuthorizationRequestInput = z.infer<typeof AuthorizationRequestInput>;
