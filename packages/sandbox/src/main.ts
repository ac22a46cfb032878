import { DEFAULT_SANDBOX_PORT, startSandbox } from "./start";

const port = Number(process.env.SANDBOX_PORT ?? DEFAULT_SANDBOX_PORT);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`[sandbox] invalid SANDBOX_PORT: ${process.env.SANDBOX_PORT}`);
  process.exit(1);
}

const sandbox = await startSandbox({ port, smtpPort: Number(process.env.SANDBOX_SMTP_PORT ?? 0) || 0 });
console.log(`[sandbox] listening on ${sandbox.url} (issuer ${sandbox.issuer}); mail sink at ${sandbox.smtpUrl}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void sandbox.close().finally(() => process.exit(0));
  });
}
