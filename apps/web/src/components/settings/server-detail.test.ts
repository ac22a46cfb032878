import { describe, expect, it } from "vitest";
import { serverDetail } from "./server-detail";

describe("serverDetail", () => {
  it("returns the message of an error the server sent", () => {
    expect(serverDetail({ message: "You already have 20 active tokens; revoke one first", data: { code: "CONFLICT" } })).toBe(
      "You already have 20 active tokens; revoke one first",
    );
  });

  it("is undefined for network errors, blank messages and non-errors", () => {
    expect(serverDetail(new TypeError("Failed to fetch"))).toBeUndefined();
    expect(serverDetail({ message: " ", data: {} })).toBeUndefined();
    expect(serverDetail(null)).toBeUndefined();
    expect(serverDetail("oops")).toBeUndefined();
  });
});
