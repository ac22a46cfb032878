import { describe, expect, it, vi } from "vitest";
import { onNewMeetingRequest, requestNewMeeting } from "./new-meeting-requests";

const opener = { id: "new-meeting" } as unknown as HTMLElement;

describe("new meeting requests", () => {
  it("reaches the subscribed list with the button that asked", () => {
    const open = vi.fn();
    const stop = onNewMeetingRequest(open);
    requestNewMeeting(opener);
    expect(open).toHaveBeenCalledExactlyOnceWith(opener);
    stop();
  });

  it("keeps a click made before the list hydrated until the list subscribes, then delivers it once", () => {
    requestNewMeeting(opener);
    const open = vi.fn();
    const stop = onNewMeetingRequest(open);
    expect(open).toHaveBeenCalledExactlyOnceWith(opener);
    stop();
    onNewMeetingRequest(open)();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("stops delivering after unsubscribing, and an old list's unsubscribe leaves the new one subscribed", () => {
    const old = vi.fn();
    const stopOld = onNewMeetingRequest(old);
    const current = vi.fn();
    const stopCurrent = onNewMeetingRequest(current);
    stopOld();
    requestNewMeeting(null);
    expect(current).toHaveBeenCalledExactlyOnceWith(null);
    expect(old).not.toHaveBeenCalled();
    stopCurrent();
    const later = vi.fn();
    requestNewMeeting(opener);
    onNewMeetingRequest(later)();
    expect(later).toHaveBeenCalledExactlyOnceWith(opener);
  });
});
