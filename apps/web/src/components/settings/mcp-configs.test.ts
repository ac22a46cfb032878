import { describe, expect, it } from "vitest";
import { mcpConfigs, TOKEN_PLACEHOLDER } from "./mcp-configs";

describe("assistant configurations", () => {
  const configs = mcpConfigs("https://app.understudy.test");

  it("gives URL clients an mcpServers entry with the endpoint and the bearer header", () => {
    const url = JSON.parse(configs.find((c) => c.id === "url")?.snippet ?? "{}") as unknown;
    expect(url).toEqual({ mcpServers: { understudy: { url: "https://app.understudy.test/api/mcp", headers: { Authorization: `Bearer ${TOKEN_PLACEHOLDER}` } } } });
  });

  it("gives Claude Desktop the mcp-remote bridge with the token in its environment", () => {
    const desktop = JSON.parse(configs.find((c) => c.id === "claude-desktop")?.snippet ?? "{}") as { mcpServers: { understudy: { args: string[]; env: Record<string, string> } } };
    expect(desktop.mcpServers.understudy.args).toEqual(["-y", "mcp-remote", "https://app.understudy.test/api/mcp", "--header", "Authorization:${UNDERSTUDY_AUTH}"]);
    expect(desktop.mcpServers.understudy.env).toEqual({ UNDERSTUDY_AUTH: `Bearer ${TOKEN_PLACEHOLDER}` });
  });

  it("gives Claude Code one command", () => {
    expect(configs.find((c) => c.id === "claude-code")?.snippet).toBe(`claude mcp add --transport http understudy https://app.understudy.test/api/mcp --header "Authorization: Bearer ${TOKEN_PLACEHOLDER}"`);
  });
});
