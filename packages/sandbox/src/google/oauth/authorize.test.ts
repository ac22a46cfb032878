import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../start";
import {
  REDIRECT_URI,
  authorizeUrl,
  fetchPicker,
  formWithAction,
  signInAs,
  startTestSandbox,
  submitForm,
} from "../../test/oauth-client";
import { subjectFor } from "./accounts";

let sandbox: RunningSandbox;
beforeAll(async () => void (sandbox = await startTestSandbox()));
afterAll(() => sandbox.close());
beforeEach(async () => void (await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" })));

describe("account picker", () => {
  it("renders a Sandbox Google chooser listing the demo accounts", async () => {
    const { response, html, forms } = await fetchPicker(sandbox, { state: "st" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(html).toContain("Sandbox Google");
    expect(html).toContain('<html lang="en">');
    for (const name of ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Admin demo", "Charles Babbage", "Trial ended", "Katherine Johnson", "AI Avatar demo", "Use another account", "localhost:3000"]) {
      expect(html).toContain(name);
    }
    const chooser = formWithAction(forms, "choose");
    expect(chooser.method).toBe("post");
    expect(chooser.buttons.map((b) => b.value)).toEqual(["ada@understudy.test", "grace@understudy.test", "alan@understudy.test", "charles@understudy.test", "katherine@understudy.test"]);
    expect(formWithAction(forms, "other").action).toBe(chooser.action);
    expect(formWithAction(forms, "cancel").action).toBe(chooser.action);

    const avatars = [...html.matchAll(/<img src="([^"]+)"/g)].map(([, src = ""]) => src);
    expect(avatars).toHaveLength(5);
    const svg = await fetch(new URL(avatars[1] ?? "", sandbox.url));
    expect(svg.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(await svg.text()).toContain(">GH</text>");
    expect((await fetch(`${sandbox.url}/avatar/123.svg`)).status).toBe(404);
  });

  it("highlights the login_hint account, by email or by sub", async () => {
    for (const hint of ["grace@understudy.test", subjectFor("grace@understudy.test")]) {
      const { html } = await fetchPicker(sandbox, { login_hint: hint });
      const hinted = [...html.matchAll(/<button[^>]*data-hinted="true"[^>]*>/g)].map(([tag]) => tag);
      expect(hinted).toHaveLength(1);
      expect(hinted[0]).toContain('value="grace@understudy.test"');
      expect(hinted[0]).toContain("autofocus");
    }
  });

  it("pre-fills 'Use another account' for an unknown email hint", async () => {
    const { html } = await fetchPicker(sandbox, { login_hint: "zoe@example.com" });
    expect(html).not.toContain('data-hinted="true"');
    expect(html).toMatch(/<details class="other" open>/);
    expect(html).toContain('value="zoe@example.com"');
  });

  it("escapes request values in the page", async () => {
    const { html, forms } = await fetchPicker(sandbox, { state: '"><script>alert(1)</script>' });
    expect(html).not.toContain("<script>");
    expect(new URLSearchParams(formWithAction(forms, "choose").fields.request).get("state")).toBe('"><script>alert(1)</script>');
  });

  it("redirects with code, state, iss and the widened scope", async () => {
    const callback = await signInAs(sandbox, "ada@understudy.test", { state: "xyz" });
    expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
    expect(callback.searchParams.get("code")).toMatch(/^4\/0sandbox-/);
    expect(callback.searchParams.get("state")).toBe("xyz");
    expect(callback.searchParams.get("iss")).toBe(sandbox.issuer);
    expect(callback.searchParams.get("scope")?.split(" ")).toEqual([
      "openid",
      "https://www.googleapis.com/auth/userinfo.email",
      "https://www.googleapis.com/auth/userinfo.profile",
    ]);
  });

  it("omits state when none was sent and keeps the redirect_uri's own query", async () => {
    const callback = await signInAs(sandbox, "ada@understudy.test", { redirect_uri: `${REDIRECT_URI}?tenant=a` });
    expect(callback.searchParams.has("state")).toBe(false);
    expect(callback.searchParams.get("tenant")).toBe("a");
  });

  it("returns access_denied when the user cancels", async () => {
    const { forms } = await fetchPicker(sandbox, { state: "s1" });
    const { response, location } = await submitForm(sandbox, formWithAction(forms, "cancel"));
    expect(response.status).toBe(302);
    expect(location?.searchParams.get("error")).toBe("access_denied");
    expect(location?.searchParams.get("state")).toBe("s1");
    expect(location?.searchParams.get("iss")).toBe(sandbox.issuer);
    expect(location?.searchParams.has("code")).toBe(false);
  });

  it("signs in another account with the typed name and re-asks on a bad email", async () => {
    const { forms } = await fetchPicker(sandbox, {});
    const other = formWithAction(forms, "other");
    const bad = await submitForm(sandbox, other, { email: "not-an-email", name: "X" });
    expect(bad.response.status).toBe(400);
    expect(await bad.response.text()).toContain("Enter a valid email address.");

    const good = await submitForm(sandbox, other, { email: "Zoe.Quinn@Example.com", name: "Zoe Quinn" });
    expect(good.location?.searchParams.get("code")).toBeTruthy();
    const again = await fetchPicker(sandbox, {});
    expect(again.html).toContain("zoe.quinn@example.com");
    expect(again.html).toContain("Zoe Quinn");
  });

  it("shows an error page, not a redirect, without client_id or a valid redirect_uri", async () => {
    const cases: Record<string, string>[] = [{ client_id: "" }, { redirect_uri: "not a url" }];
    for (const params of cases) {
      const res = await fetch(authorizeUrl(sandbox, params), { redirect: "manual" });
      expect(res.status).toBe(400);
      expect(res.headers.get("location")).toBeNull();
      expect(await res.text()).toContain("invalid_request");
    }
  });

  it("redirects protocol errors back to the client", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ response_type: "token" }, "unsupported_response_type"],
      [{ scope: "" }, "invalid_request"],
      [{ code_challenge: "short", code_challenge_method: "S256" }, "invalid_request"],
      [{ code_challenge: "a".repeat(43), code_challenge_method: "S512" }, "invalid_request"],
      [{ access_type: "forever" }, "invalid_request"],
      [{ prompt: "none consent" }, "invalid_request"],
    ];
    for (const [params, error] of cases) {
      const res = await fetch(authorizeUrl(sandbox, { state: "q", ...params }), { redirect: "manual" });
      expect(res.status, JSON.stringify(params)).toBe(302);
      const location = new URL(res.headers.get("location") ?? "");
      expect(location.searchParams.get("error"), JSON.stringify(params)).toBe(error);
      expect(location.searchParams.get("state")).toBe("q");
    }
  });
});

describe("prompt=none", () => {
  const silent = async (params: Record<string, string>) => {
    const res = await fetch(authorizeUrl(sandbox, { prompt: "none", ...params }), { redirect: "manual" });
    expect(res.status).toBe(302);
    return new URL(res.headers.get("location") ?? "");
  };

  it("needs a hinted account that already granted the scopes", async () => {
    expect((await silent({})).searchParams.get("error")).toBe("login_required");
    expect((await silent({ login_hint: "ada@understudy.test" })).searchParams.get("error")).toBe("consent_required");
    await signInAs(sandbox, "ada@understudy.test");
    const ok = await silent({ login_hint: "ada@understudy.test", state: "s" });
    expect(ok.searchParams.get("code")).toBeTruthy();
    expect(ok.searchParams.get("state")).toBe("s");
  });
});

describe("include_granted_scopes", () => {
  const calendar = "https://www.googleapis.com/auth/calendar.readonly";

  it("unions earlier grants for the same user and client only when asked", async () => {
    await signInAs(sandbox, "grace@understudy.test", { scope: `openid email ${calendar}` });
    const without = await signInAs(sandbox, "grace@understudy.test", { scope: "openid email" });
    expect(without.searchParams.get("scope")?.split(" ")).not.toContain(calendar);

    const withPrevious = await signInAs(sandbox, "grace@understudy.test", { scope: "openid profile", include_granted_scopes: "true" });
    expect(withPrevious.searchParams.get("scope")?.split(" ").sort()).toEqual(
      ["openid", "https://www.googleapis.com/auth/userinfo.email", "https://www.googleapis.com/auth/userinfo.profile", calendar].sort(),
    );

    const otherUser = await signInAs(sandbox, "ada@understudy.test", { scope: "openid", include_granted_scopes: "true" });
    expect(otherUser.searchParams.get("scope")).toBe("openid");
    const otherClient = await signInAs(sandbox, "grace@understudy.test", { client_id: "other", scope: "openid", include_granted_scopes: "true" });
    expect(otherClient.searchParams.get("scope")).toBe("openid");
  });
});
