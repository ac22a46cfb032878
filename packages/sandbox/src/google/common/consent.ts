/**
 * For tests and benchmarks: what a user's click on an account in the sandbox's consent page does.
 * Takes the authorization URL an app built and returns the redirect back to the app (code, state, scope).
 */
export async function grantConsent(authorizationUrl: string, email: string): Promise<URL> {
  const url = new URL(authorizationUrl);
  const response = await fetch(new URL("/o/oauth2/v2/auth/confirm", url.origin), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ request: url.search.slice(1), action: "choose", email }),
    redirect: "manual",
  });
  const location = response.headers.get("location");
  if (response.status !== 302 || !location) throw new Error(`consent for ${email} failed with HTTP ${response.status}: ${await response.text()}`);
  return new URL(location);
}
