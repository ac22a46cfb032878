import { describe, expect, it } from "vitest";
import { exportDownloadHref, exportStatusText, formatBytes, isBuilding, type ExportState } from "./export-status";

const base: ExportState = { status: "queued", created_at: "2026-11-25T10:00:00.000Z", expires_at: null, size_bytes: null, detail: null };

describe("export status", () => {
  it("says what the user can do in each state", () => {
    expect(exportStatusText(base, "UTC")).toBe("Started 25 Nov 2026, 10:00. This page updates when it is ready, and you will get a notification.");
    expect(exportStatusText({ ...base, status: "ready", expires_at: "2026-11-26T10:05:00.000Z" }, "UTC")).toBe("Ready. The link works until 26 Nov 2026, 10:05.");
    expect(exportStatusText({ ...base, status: "expired" }, "UTC")).toBe("Your export of 25 Nov 2026, 10:00 has expired; start a new one.");
    expect(exportStatusText({ ...base, status: "failed", detail: "The export could not be built; start a new one" })).toBe("The export could not be built; start a new one");
  });

  it("polls only while queued or building, links to the owner-only REST download, and sizes the archive", () => {
    expect([isBuilding(base), isBuilding({ status: "building" }), isBuilding({ status: "ready" }), isBuilding(null)]).toEqual([true, true, false, false]);
    expect(exportDownloadHref("a/b")).toBe("/api/account/export/a%2Fb/download");
    expect([formatBytes(null), formatBytes(200), formatBytes(50_000), formatBytes(3 * 1024 * 1024)]).toEqual(["", "1 KB", "49 KB", "3.0 MB"]);
  });
});
