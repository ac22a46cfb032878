import { describe, expect, it } from "vitest";
import { attendeeCountLabel, loadFailure, syncSuccessMessage } from "./messages";

describe("calendar messages", () => {
  it("words the sync toast as docs/product.md#messages does", () => {
    expect(syncSuccessMessage({ created_meetings: 3, updated_meetings: 0 })).toBe("Sync complete! 3 new meetings created, 0 updated");
    expect(syncSuccessMessage({ created_meetings: 0, updated_meetings: 1 })).toBe("Sync complete! 0 new meetings created, 1 updated");
  });

  it("counts attendees", () => {
    expect(attendeeCountLabel(0)).toBe("0 attendees");
    expect(attendeeCountLabel(1)).toBe("1 attendee");
    expect(attendeeCountLabel(12)).toBe("12 attendees");
  });

  it("keeps a 500 silent, hands a 412 to the status card and toasts the rest", () => {
    expect(loadFailure({ data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 } })).toBe("silent");
    expect(loadFailure({ data: { code: "PRECONDITION_FAILED", httpStatus: 412 } })).toBe("reconnect");
    expect(loadFailure({ data: { code: "SERVICE_UNAVAILABLE", httpStatus: 503 } })).toBe("toast");
    expect(loadFailure(new Error("network down"))).toBe("toast");
    expect(loadFailure(null)).toBe("toast");
  });
});
