import { describe, expect, it } from "vitest";
import { AccountDirectory, AVATAR_DEMO_EMAIL, DEMO_ACCOUNTS, EXPIRED_TRIAL_EMAIL, makeAccount, subjectFor } from "./accounts";

describe("accounts", () => {
  it("lists the five demo accounts, the lapsed trial after the usual three, then the AI Avatar demo", () => {
    expect(DEMO_ACCOUNTS.map((a) => [a.email, a.name])).toEqual([
      ["ada@understudy.test", "Ada Lovelace"],
      ["grace@understudy.test", "Grace Hopper"],
      ["alan@understudy.test", "Alan Turing"],
      ["charles@understudy.test", "Charles Babbage"],
      ["katherine@understudy.test", "Katherine Johnson"],
    ]);
    expect(DEMO_ACCOUNTS.find((a) => a.email === "alan@understudy.test")?.note).toBe("Admin demo");
    expect(DEMO_ACCOUNTS.find((a) => a.email === EXPIRED_TRIAL_EMAIL)?.note).toBe("Trial ended");
    expect(DEMO_ACCOUNTS.find((a) => a.email === AVATAR_DEMO_EMAIL)?.note).toBe("AI Avatar demo");
  });

  it("derives a 21-digit sub that is stable, case-insensitive and distinct per email", () => {
    const sub = subjectFor("ada@understudy.test");
    expect(sub).toMatch(/^1\d{20}$/);
    expect(subjectFor(" ADA@Understudy.test ")).toBe(sub);
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.sub)).size).toBe(5);
  });

  it("derives names from the email when none is typed", () => {
    expect(makeAccount("mary.jane-watson@example.com")).toMatchObject({ name: "Mary Jane Watson", givenName: "Mary", familyName: "Jane Watson" });
    expect(makeAccount("cher@example.com", "Cher")).toMatchObject({ givenName: "Cher", familyName: "" });
  });

  it("keeps demo identities even when another name is typed", () => {
    const directory = new AccountDirectory();
    expect(directory.resolve("ADA@understudy.test", "Someone Else").name).toBe("Ada Lovelace");
    const custom = directory.resolve("zoe@example.com", "Zoe Q");
    expect(directory.findByHint(custom.sub)).toEqual(custom);
    directory.clearCustom();
    expect(directory.findByHint("zoe@example.com")).toBeUndefined();
  });
});
