#!/usr/bin/env node
// `node tooling/node-guard.mjs <command> [args...]`: runs <command> under a Node.js new enough for Understudy.
//
// When this Node is >= 22.12 (package.json engines), <command> runs as is. When it is older, Node 24 is
// installed once from the npm registry into .tools/node (`npm i -g --prefix .tools/node node@24`, as .ci/run
// does; .tools/ is gitignored) and <command> runs with .tools/node/bin first on PATH, so that every child it
// starts (pnpm, turbo, tsx, next, vitest) runs on Node 24 too. Arguments reach <command> unchanged, `--`
// included. Dependency-free and written for Node 18+: it runs before `pnpm install`.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { constants } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const MIN = [22, 12];
const PACKAGE = "node@24";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const prefix = path.join(root, ".tools", "node");
const binDir = process.platform === "win32" ? prefix : path.join(prefix, "bin");
const nodeBin = path.join(binDir, process.platform === "win32" ? "node.exe" : "node");

const newEnough = (version) => {
  const [major, minor] = version.replace(/^v/, "").split(".").map(Number);
  return major > MIN[0] || (major === MIN[0] && minor >= MIN[1]);
};

function fail(reason) {
  console.error(
    `Understudy needs Node.js >= ${MIN.join(".")} (24 LTS recommended): this is Node ${process.version} and ${reason}; ` +
      `install Node 24 (https://nodejs.org/en/download, or \`nvm install 24\`) and run the command again.`,
  );
  process.exit(1);
}

/** The version of .tools/node's node, or null when it is missing or does not run. */
function toolsNodeVersion() {
  if (!existsSync(nodeBin)) return null;
  const result = spawnSync(nodeBin, ["--version"], { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : null;
}

function installNode() {
  console.error(`Node ${process.version} is older than ${MIN.join(".")}: installing ${PACKAGE} from the npm registry into .tools/node (once)...`);
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = spawnSync(npm, ["install", "--global", "--prefix", prefix, PACKAGE], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    shell: process.platform === "win32",
    env: { ...process.env, npm_config_update_notifier: "false", npm_config_fund: "false", npm_config_audit: "false" },
  });
  if (result.error) fail(`npm, needed to install ${PACKAGE}, could not be run (${result.error.code ?? result.error.message})`);
  if (result.status !== 0) {
    const why = `${result.stderr}\n${result.stdout}`.split("\n").find((line) => /^npm (error|ERR!)/.test(line));
    fail(`\`npm install --global --prefix .tools/node ${PACKAGE}\` failed (${why ? why.replace(/\s+/g, " ").trim() : `exit ${result.status}`})`);
  }
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node tooling/node-guard.mjs <command> [args...]");
  process.exit(2);
}

const env = { ...process.env };
if (!newEnough(process.version)) {
  let version = toolsNodeVersion();
  if (!version || !newEnough(version)) {
    installNode();
    version = toolsNodeVersion();
    if (!version || !newEnough(version)) fail(`.tools/node holds ${version ? `Node ${version}` : "no runnable node"} after installing ${PACKAGE}`);
  }
  console.error(`Node ${process.version} is older than ${MIN.join(".")}: running \`${command}\` with Node ${version} from .tools/node`);
  env.PATH = `${binDir}${path.delimiter}${process.env.PATH ?? ""}`;
  // pnpm records the node it runs on; point those at the new one as well.
  for (const name of ["NODE", "npm_node_execpath"]) if (env[name]) env[name] = nodeBin;
}

const child = spawn(command, args, { stdio: "inherit", env, shell: process.platform === "win32" });
const forward = (signal) => () => child.kill(signal);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, forward(signal));
child.on("error", (error) => {
  console.error(`node-guard: could not run \`${command}\`: ${error.code ?? error.message}`);
  process.exit(127);
});
child.on("exit", (code, signal) => {
  if (signal) {
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
    process.exit(128 + (constants.signals[signal] ?? 0));
  }
  process.exit(code ?? 1);
});
