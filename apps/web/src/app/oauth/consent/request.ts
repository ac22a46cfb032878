/** The authorization request's parameters, as the authorization endpoint forwarded them to the consent page. */
export const REQUEST_FIELDS = ["client_id", "redirect_uri", "response_type", "code_challenge", "code_challenge_method", "scope", "state", "resource"] as const;
type Field = (typeof REQUEST_FIELDS)[number];
export type ConsentRequest = { client_id: string } & Partial<Record<Exclude<Field, "client_id">, string>>;

function pick(get: (name: Field) => unknown): ConsentRequest {
  const out: Partial<Record<Field, string>> = {};
  for (const f of REQUEST_FIELDS) {
    const v = get(f);
    if (typeof v === "string") out[f] = v;
  }
  return { ...out, client_id: out.client_id ?? "" };
}

export const requestFromQuery = (query: Record<string, string | string[] | undefined>) => pick((f) => query[f]);
export const requestFromForm = (form: FormData) => pick((f) => form.get(f));
