// `npm run cms`: the site's dev server and Decap's local backend together, for editing data/ in the browser at
// http://localhost:<PORT>/admin/. The local backend is two decap-servers behind one address (decap-router.ts): one
// rooted at DATA_DIR, so what the CMS saves lands there and the dev server reloads, and one at the repository for
// uploads, which land in public/images/uploads as on GitHub. PORT sets the site's port (5173), DECAP_PORT the local
// backend's (8081; the two decap-servers take free ports). Ctrl-C stops them all.
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import path from "node:path";
import { dataDirFromEnv } from "./shared/environment.ts";
import { repoRoot } from "./admin/paths.ts";
import { serveRouter, type Root } from "./admin/decap-router.ts";
import { mediaFolder } from "../src/admin/uploads.ts";

const port = Number(process.env.PORT || 5173);
const decapPort = Number(process.env.DECAP_PORT || 8081);
const dir = dataDirFromEnv();
const require = createRequire(import.meta.url);
const decapServer = require.resolve("decap-server");
const viteBin = path.join(path.dirname(require.resolve("vite/package.json")), "bin/vite.js");
const proxyUrl = `http://localhost:${decapPort}/api/v1`;

const children: ChildProcess[] = [];
let router: Awaited<ReturnType<typeof serveRouter>> | undefined;
function start(name: string, args: string[], env: NodeJS.ProcessEnv): void {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: "inherit" });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
    stop(1);
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0): void {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  router?.closeAllConnections();
  router?.close();
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

/** A port free on 127.0.0.1 now, for a server started next. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port: free } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

// Entries from DATA_DIR; uploads (public/images/uploads, as the CMS names them) from the repository's root.
const roots: Record<Root, string> = { data: dir, media: repoRoot };
const targets = {} as Record<Root, string>;
for (const root of ["data", "media"] as const) {
  const rootPort = await freePort();
  targets[root] = `http://127.0.0.1:${rootPort}`;
  start(`decap-server (${root})`, [decapServer], {
    PORT: String(rootPort),
    BIND_HOST: "127.0.0.1",
    MODE: "fs",
    GIT_REPO_DIRECTORY: roots[root],
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  });
}
start("the dev server", [viteBin, "--port", String(port), "--strictPort"], {
  DATA_DIR: dir,
  VITE_DECAP_SERVER: proxyUrl,
});
try {
  await Promise.all([
    answering(`http://localhost:${port}/admin/`),
    ...Object.values(targets).map((target) => answering(`${target}/api/v1`)),
  ]);
  router = await serveRouter(decapPort, targets);
  console.log(
    `\nEdit the site at http://localhost:${port}/admin/ (saving writes to ${dir}, uploads to ${path.join(repoRoot, mediaFolder)}; Ctrl-C stops all).\n`,
  );
} catch (error) {
  if (!stopping) {
    console.error(`npm run cms: ${(error as Error).message}`);
    stop(1);
  }
}
