import { describe, expect, it } from "vitest";
import { createSandboxApp, startSandbox } from "./index";

describe("startSandbox", () => {
  it("binds a free port for port 0 and builds the issuer from it", async () => {
    const sandbox = await startSandbox({ port: 0 });
    try {
      expect(sandbox.port).toBeGreaterThan(0);
      expect(sandbox.issuer).toBe(`http://localhost:${sandbox.port}`);
      expect(sandbox.url).toBe(sandbox.issuer);
      const health = await fetch(`${sandbox.url}/__sandbox/health`);
      expect(await health.json()).toEqual({ ok: true, issuer: sandbox.issuer });
    } finally {
      await sandbox.close();
    }
    await expect(fetch(`${sandbox.url}/__sandbox/health`)).rejects.toThrow();
  });

  it("uses an explicit issuer verbatim", async () => {
    const sandbox = await startSandbox({ port: 0, issuer: "http://127.0.0.1:9/" });
    try {
      const res = await fetch(`http://127.0.0.1:${sandbox.port}/.well-known/openid-configuration`);
      const doc = (await res.json()) as Record<string, unknown>;
      expect(doc.issuer).toBe("http://127.0.0.1:9/");
      expect(doc.token_endpoint).toBe("http://127.0.0.1:9/token");
    } finally {
      await sandbox.close();
    }
  });

  it("rejects when the port is taken", async () => {
    const first = await startSandbox({ port: 0 });
    try {
      await expect(startSandbox({ port: first.port })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.close();
    }
  });

  it("refuses an issuer that is not an http(s) URL", () => {
    expect(() => createSandboxApp({ issuer: "localhost:4010" })).toThrow(TypeError);
    expect(() => createSandboxApp({ issuer: "http://localhost:4010/?x=1" })).toThrow(TypeError);
  });
});
