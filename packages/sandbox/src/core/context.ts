import { Chaos } from "./chaos";
import { FaultRegistry } from "./faults";

export interface SandboxContextOptions {
  /** Public base URL of the sandbox, e.g. `http://localhost:4010`. Used verbatim as the OIDC issuer. */
  issuer: string;
  clock?: () => Date;
}

/** Shared by every service mounted on the sandbox app. */
export interface SandboxContext {
  /** Byte-identical issuer string (discovery `issuer`, ID token `iss`, redirect `iss`). */
  readonly issuer: string;
  now(): Date;
  /** Absolute URL for a sandbox path (`/token` → `http://localhost:4010/token`). */
  url(path: string): string;
  readonly faults: FaultRegistry;
  /** Random failures across every API (load tests); off until configured. */
  readonly chaos: Chaos;
  /** Registers a callback run by `POST /__sandbox/reset`. */
  onReset(callback: () => void): void;
  reset(): void;
}

export function createSandboxContext(options: SandboxContextOptions): SandboxContext {
  const issuer = validateIssuer(options.issuer);
  const base = issuer.replace(/\/+$/, "");
  const clock = options.clock ?? (() => new Date());
  const faults = new FaultRegistry();
  const chaos = new Chaos();
  const resetCallbacks: (() => void)[] = [() => faults.clear(), () => chaos.configure(null)];
  return {
    issuer,
    now: clock,
    url: (path) => `${base}${path.startsWith("/") ? path : `/${path}`}`,
    faults,
    chaos,
    onReset: (callback) => void resetCallbacks.push(callback),
    reset: () => {
      for (const callback of resetCallbacks) callback();
    },
  };
}

function validateIssuer(issuer: string): string {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new TypeError(`Sandbox issuer must be an absolute URL, got ${JSON.stringify(issuer)}`);
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.search || url.hash) {
    throw new TypeError(`Sandbox issuer must be an http(s) URL without query or fragment, got ${issuer}`);
  }
  return issuer;
}
