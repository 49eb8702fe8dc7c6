// `npm run cms`: the site's dev server and Decap's local backend (decap-server) together, for editing data/ in the
// browser at http://localhost:<PORT>/admin/. decap-server's root is DATA_DIR, so what the CMS saves lands there and
// the dev server reloads. PORT sets the site's port (5173), DECAP_PORT decap-server's (8081). Ctrl-C stops both.
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { dataDir } from "./shared/read-data.ts";
import { repoRoot } from "./admin/paths.ts";

const port = Number(process.env.PORT || 5173);
const decapPort = Number(process.env.DECAP_PORT || 8081);
const dir = dataDir();
const require = createRequire(import.meta.url);
const decapServer = require.resolve("decap-server");
const viteBin = path.join(path.dirname(require.resolve("vite/package.json")), "bin/vite.js");
const proxyUrl = `http://localhost:${decapPort}/api/v1`;

const children: ChildProcess[] = [];
function start(name: string, args: string[], env: NodeJS.ProcessEnv): void {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: "inherit" });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the other one.`);
    stop(1);
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0): void {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}
process.on("SIGINT", () => stop());
process.on("SIGTERM", () => stop());

/** Resolves once `url` answers, or rejects after `timeoutMs`. */
async function answering(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (stopping) throw new Error("stopped");
    const ok = await fetch(url).then(
      () => true,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

start("decap-server", [decapServer], {
  PORT: String(decapPort),
  BIND_HOST: "127.0.0.1",
  MODE: "fs",
  GIT_REPO_DIRECTORY: dir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
});
start("the dev server", [viteBin, "--port", String(port), "--strictPort"], {
  DATA_DIR: dir,
  VITE_DECAP_SERVER: proxyUrl,
});
try {
  await Promise.all([answering(`http://localhost:${port}/admin/`), answering(proxyUrl)]);
  console.log(`\nEdit the site at http://localhost:${port}/admin/ (saving writes to ${dir}; Ctrl-C stops both).\n`);
} catch (error) {
  if (!stopping) {
    console.error(`npm run cms: ${(error as Error).message}`);
    stop(1);
  }
}
