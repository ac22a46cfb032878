import { uniqueParams } from "../../core/http";
import { PKCE_VALUE, type PkceMethod } from "./pkce";
import { parseScope } from "./scopes";

export type Prompt = "none" | "consent" | "select_account";

export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  state?: string;
  nonce?: string;
  pkce?: { challenge: string; method: PkceMethod };
  accessType: "online" | "offline";
  prompts: Set<Prompt>;
  includeGrantedScopes: boolean;
  loginHint?: string;
  /** The original query string, carried through the picker forms. */
  query: string;
}

export type ParsedAuthorizationRequest =
  | { kind: "ok"; request: AuthorizationRequest }
  /** No usable client_id/redirect_uri: show an error page, never redirect. */
  | { kind: "fatal"; message: string }
  /** Report to the client via `redirect_uri?error=…`. */
  | { kind: "redirect-error"; redirectUri: string; state?: string; error: string; description: string };

const PROMPTS: readonly Prompt[] = ["none", "consent", "select_account"];

export function parseAuthorizationRequest(query: string): ParsedAuthorizationRequest {
  const search = new URLSearchParams(query);
  const clientId = search.getAll("client_id");
  const redirectUris = search.getAll("redirect_uri");
  if (clientId.length !== 1 || !clientId[0]) return { kind: "fatal", message: "Missing required parameter: client_id" };
  if (redirectUris.length !== 1 || !redirectUris[0]) return { kind: "fatal", message: "Missing required parameter: redirect_uri" };
  const redirectUri = redirectUris[0];
  if (!isValidRedirectUri(redirectUri)) return { kind: "fatal", message: `Invalid parameter value for redirect_uri: ${redirectUri}` };

  const unique = uniqueParams(search);
  const state = search.get("state") ?? undefined;
  const fail = (error: string, description: string): ParsedAuthorizationRequest => ({
    kind: "redirect-error",
    redirectUri,
    ...(state !== undefined ? { state } : {}),
    error,
    description,
  });
  if (!unique.ok) return fail("invalid_request", `Parameter included more than once: ${unique.name ?? ""}`);
  const params = unique.params;

  const responseType = params.get("response_type");
  if (!responseType) return fail("invalid_request", "Required parameter is missing: response_type");
  if (responseType !== "code") return fail("unsupported_response_type", `Unsupported response_type: ${responseType}`);

  const scopes = parseScope(params.get("scope") ?? "");
  if (scopes.length === 0) return fail("invalid_request", "Missing required parameter: scope");

  const accessType = params.get("access_type") ?? "online";
  if (accessType !== "online" && accessType !== "offline") return fail("invalid_request", `Invalid access_type: ${accessType}`);

  const prompts = new Set<Prompt>();
  for (const value of (params.get("prompt") ?? "").split(" ").filter(Boolean)) {
    const prompt = PROMPTS.find((p) => p === value);
    if (!prompt) return fail("invalid_request", `Invalid prompt: ${value}`);
    prompts.add(prompt);
  }
  if (prompts.has("none") && prompts.size > 1) return fail("invalid_request", "prompt=none cannot be combined with other values");

  const challenge = params.get("code_challenge");
  const method = params.get("code_challenge_method") ?? (challenge ? "plain" : undefined);
  let pkce: AuthorizationRequest["pkce"];
  if (challenge !== undefined) {
    if (method !== "S256" && method !== "plain") return fail("invalid_request", `Unsupported code_challenge_method: ${method ?? ""}`);
    if (!PKCE_VALUE.test(challenge)) return fail("invalid_request", "Invalid code_challenge");
    pkce = { challenge, method };
  } else if (method !== undefined) {
    return fail("invalid_request", "code_challenge_method sent without code_challenge");
  }

  const nonce = params.get("nonce");
  const loginHint = params.get("login_hint")?.trim();
  return {
    kind: "ok",
    request: {
      clientId: clientId[0],
      redirectUri,
      scopes,
      ...(state !== undefined ? { state } : {}),
      ...(nonce !== undefined ? { nonce } : {}),
      ...(pkce ? { pkce } : {}),
      accessType,
      prompts,
      includeGrantedScopes: params.get("include_granted_scopes") === "true",
      ...(loginHint ? { loginHint } : {}),
      query: search.toString(),
    },
  };
}

function isValidRedirectUri(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && !url.hash;
  } catch {
    return false;
  }
}

/** `redirect_uri` plus response parameters, keeping any query the client registered. */
export function buildRedirect(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.append(name, value);
  return url.href;
}
