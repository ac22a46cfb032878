import { createHash } from "node:crypto";

export interface Account {
  /** Google-like 21-digit numeric subject, derived from the email. */
  sub: string;
  email: string;
  name: string;
  givenName: string;
  familyName: string;
  /** Short note shown in the account picker (e.g. "Admin demo"). */
  note?: string;
}

interface DemoAccountSeed {
  email: string;
  name: string;
  note?: string;
}

const DEMO_SEEDS: readonly DemoAccountSeed[] = [
  { email: "ada@understudy.test", name: "Ada Lovelace" },
  { email: "grace@understudy.test", name: "Grace Hopper" },
  { email: "alan@understudy.test", name: "Alan Turing", note: "Admin demo" },
  // What a lapsed user meets: the seed ends this account's free trial before its first sign-in.
  { email: "charles@understudy.test", name: "Charles Babbage", note: "Trial ended" },
  // Pro, with the 40 meetings of her own speech the AI Avatar needs: the only way to try the avatar locally.
  { email: "katherine@understudy.test", name: "Katherine Johnson", note: "AI Avatar demo" },
];

/** The demo account that is Pro with the avatar's 40 meetings (the seed gives them). */
export const AVATAR_DEMO_EMAIL = "katherine@understudy.test";

/** The demo account whose free trial has already ended (the seed dates it so). */
export const EXPIRED_TRIAL_EMAIL = "charles@understudy.test";

export const DEMO_ACCOUNTS: readonly Account[] = DEMO_SEEDS.map((seed) => makeAccount(seed.email, seed.name, seed.note));

/** Stable per email: "1" followed by 20 digits of SHA-256(email). */
export function subjectFor(email: string): string {
  const digest = createHash("sha256").update(`understudy-sandbox:${email.trim().toLowerCase()}`).digest("hex");
  const digits = (BigInt(`0x${digest}`) % 10n ** 20n).toString().padStart(20, "0");
  return `1${digits}`;
}

export function makeAccount(email: string, name?: string, note?: string): Account {
  const normalizedEmail = email.trim().toLowerCase();
  const typed = name?.trim() ?? "";
  const displayName = typed.length > 0 ? typed : nameFromEmail(normalizedEmail);
  const [givenName = displayName, ...rest] = displayName.split(/\s+/);
  return {
    sub: subjectFor(normalizedEmail),
    email: normalizedEmail,
    name: displayName,
    givenName,
    familyName: rest.join(" "),
    ...(note ? { note } : {}),
  };
}

function nameFromEmail(email: string): string {
  const local = email.split("@")[0] ?? email;
  const words = local.split(/[._+-]+/).filter(Boolean);
  if (words.length === 0) return email;
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ");
}

/** Demo accounts plus any "Use another account" identities seen since the last reset. */
export class AccountDirectory {
  readonly #custom = new Map<string, Account>();

  get demo(): readonly Account[] {
    return DEMO_ACCOUNTS;
  }

  /** The account for an email; demo identities win over a typed-in name. */
  resolve(email: string, name?: string): Account {
    const normalized = email.trim().toLowerCase();
    const demo = DEMO_ACCOUNTS.find((a) => a.email === normalized);
    if (demo) return demo;
    const account = makeAccount(normalized, name);
    this.#custom.set(account.email, account);
    return account;
  }

  /** Demo accounts first, then custom ones in the order they were first used. */
  all(): Account[] {
    return [...DEMO_ACCOUNTS, ...this.#custom.values()];
  }

  findByEmail(email: string): Account | undefined {
    const normalized = email.trim().toLowerCase();
    return DEMO_ACCOUNTS.find((a) => a.email === normalized) ?? this.#custom.get(normalized);
  }

  findBySub(sub: string): Account | undefined {
    return this.all().find((a) => a.sub === sub);
  }

  /** `login_hint` may be an email address or a `sub`. */
  findByHint(hint: string): Account | undefined {
    return /^\d+$/.test(hint) ? this.findBySub(hint) : this.findByEmail(hint);
  }

  clearCustom(): void {
    this.#custom.clear();
  }
}
