// `npm start`: builds dist/ if there is none, then serves it like a static host at http://localhost:4173 (PORT overrides).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { readSiteBasePath } from "./site-base.ts";
import { createStaticServer } from "./static-server.ts";

const dir = path.resolve(process.env.OUT_DIR ?? "dist");
if (!existsSync(path.join(dir, "index.html"))) {
  console.log("No build found: running `npm run build` first.");
  execFileSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], { stdio: "inherit" });
}
const basePath = readSiteBasePath(dir);
const port = Number(process.env.PORT ?? 4173);
const server = createStaticServer({ dir, basePath });
server.listen(port, () =>
  console.log(`Serving ${path.relative(process.cwd(), dir)}/ at http://localhost:${port}${basePath}`),
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
