import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { config, proxy } from "./proxy";

const at = (path: string) => proxy(new NextRequest(`http://localhost${path}`));

describe("the proxy", () => {
  it("answers a path whose %-encoding is broken with the contract's 404 {detail}, before Next.js fails to route it", async () => {
    for (const path of ["/api/meetings/%zz", "/api/meetings/%E0%A4%A", "/api/%", "/api/auth/%zz", "/meetings/%zz"]) {
      const response = at(path);
      expect([path, response.status, response.headers.get("content-type"), await response.json()]).toEqual([path, 404, "application/json", { detail: "Not Found" }]);
    }
  });

  it("lets a well-formed path through to its route", () => {
    for (const path of ["/api/meetings/%41", "/api/meetings?q=%zz", "/api/gmail/meetings/a%2Fb/add", "/meetings/%E2%9C%93"]) {
      expect(at(path).headers.get("x-middleware-next"), path).toBe("1");
    }
  });

  it("runs only for paths that contain a %, and not for Next's assets", () => {
    expect(config.matcher).toBe("/((?!_next/).*%.*)");
  });
});
