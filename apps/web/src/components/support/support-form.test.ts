import { describe, expect, it } from "vitest";
import { MESSAGE_MAX, serverSupportErrors, SUBJECT_MAX, validateSupportDraft } from "./support-form";

describe("validateSupportDraft", () => {
  it("accepts a subject and a message within the server's limits, trimmed", () => {
    expect(validateSupportDraft({ subject: "  Bot missed my call ", message: "It never joined the 10am Zoom." })).toEqual({});
    expect(validateSupportDraft({ subject: "x".repeat(SUBJECT_MAX), message: "y".repeat(MESSAGE_MAX) })).toEqual({});
  });

  it("names each field that is too short, too long, multi-line or carries NUL", () => {
    expect(validateSupportDraft({ subject: " a ", message: "short" })).toEqual({
      subject: "Enter a subject of at least 3 characters",
      message: "Describe the problem in at least 10 characters",
    });
    expect(validateSupportDraft({ subject: "x".repeat(SUBJECT_MAX + 1), message: "y".repeat(MESSAGE_MAX + 1) })).toEqual({
      subject: "Keep the subject under 151 characters",
      message: "Keep the message under 5001 characters",
    });
    expect(validateSupportDraft({ subject: "Help\nBcc: all", message: "a message \u0000 with NUL" })).toEqual({
      subject: "The subject must be a single line",
      message: "The message contains a character that cannot be sent",
    });
  });
});

describe("serverSupportErrors", () => {
  it("reads the first server message per field and ignores anything else", () => {
    expect(serverSupportErrors({ data: { zodError: { fieldErrors: { subject: ["Subject must be a single line", "x"], other: ["y"] } } } })).toEqual({
      subject: "Subject must be a single line",
    });
    expect(serverSupportErrors({ data: { zodError: null } })).toEqual({});
    expect(serverSupportErrors(new Error("network"))).toEqual({});
    expect(serverSupportErrors(null)).toEqual({});
  });
});
