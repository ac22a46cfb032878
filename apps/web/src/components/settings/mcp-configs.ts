/** The snippets Settings offers for connecting an AI assistant to `/api/mcp`, one per kind of client. */

export const TOKEN_PLACEHOLDER = "<your API token>";

export interface McpConfig {
  id: string;
  label: string;
  /** Where the snippet goes, in a sentence. */
  where: string;
  snippet: string;
}

export function mcpUrl(origin: string): string {
  return `${origin}/api/mcp`;
}

export function mcpConfigs(origin: string): McpConfig[] {
  const url = mcpUrl(origin);
  const bearer = `Bearer ${TOKEN_PLACEHOLDER}`;
  return [
    {
      id: "url",
      label: "Cursor and others",
      where: "Clients that connect to remote servers by URL (Cursor's mcp.json, Windsurf, VS Code and most agents) take an mcpServers entry with the URL and headers:",
      snippet: JSON.stringify({ mcpServers: { understudy: { url, headers: { Authorization: bearer } } } }, null, 2),
    },
    {
      id: "claude-desktop",
      label: "Claude Desktop",
      where: "Claude Desktop starts local commands: add this to claude_desktop_config.json (it runs the mcp-remote bridge with your token):",
      snippet: JSON.stringify(
        { mcpServers: { understudy: { command: "npx", args: ["-y", "mcp-remote", url, "--header", "Authorization:${UNDERSTUDY_AUTH}"], env: { UNDERSTUDY_AUTH: bearer } } } },
        null,
        2,
      ),
    },
    {
      id: "claude-code",
      label: "Claude Code",
      where: "Run once in a terminal:",
      snippet: `claude mcp add --transport http understudy ${url} --header "Authorization: ${bearer}"`,
    },
  ];
}
