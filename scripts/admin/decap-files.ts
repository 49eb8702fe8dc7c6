// Decap CMS's prebuilt bundle (node_modules/decap-cms/dist): the files /admin/ serves as they are, copied by the build
// and served by the dev server (`npm run cms`). No bundling: its own React and its chunks stay Decap's.
import { createReadStream } from "node:fs";
import { cp, readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const decapDist = path.join(path.dirname(createRequire(import.meta.url).resolve("decap-cms/package.json")), "dist");

/** The main script, its numbered chunks, its WebAssembly and its licence notice; not its source maps nor `cms.js`. */
const served = /^((\d+\.)?decap-cms\.js|decap-cms\.js\.LICENSE\.txt|[0-9a-f]+\.wasm)$/;

/** Copies Decap's files into `adminDir`. */
export async function copyDecap(adminDir: string): Promise<void> {
  const files = (await readdir(decapDist)).filter((name) => served.test(name));
  await Promise.all(files.map((name) => cp(path.join(decapDist, name), path.join(adminDir, name))));
}

const types: Record<string, string> = { ".js": "text/javascript", ".wasm": "application/wasm", ".txt": "text/plain" };

/** The dev server's /admin/<Decap's file>, from node_modules. */
export function decapDevFiles(): Plugin {
  return {
    name: "decap-dev-files",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = /^\/admin\/([^/?#]+)/.exec(request.url ?? "")?.[1];
        if (!name || !served.test(name)) return next();
        response.setHeader("Content-Type", types[path.extname(name)]!);
        createReadStream(path.join(decapDist, name)).pipe(response);
      });
    },
  };
}
