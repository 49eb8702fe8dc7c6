// `npm run cms`'s local backend address: sends each request of Decap's proxy backend to the decap-server whose root
// holds its paths. decap-server refuses any path outside its one root, and the CMS edits two trees: the entries in
// DATA_DIR, the uploads in the repository's public/images/uploads (which the dev server, validation and build read).
import { createServer, type IncomingMessage, type Server } from "node:http";
import path from "node:path";
import { mediaFolder } from "../../src/admin/uploads.ts";

/** Which decap-server answers: the one rooted at the data folder, or the one rooted at the repository (uploads). */
export type Root = "data" | "media";

/** A request of Decap's proxy backend: an action and its parameters (docs: decap-server's `defaultSchema`). */
interface ProxyRequest {
  action: string;
  params?: Record<string, unknown>;
  [key: string]: unknown;
}

interface Forward {
  root: Root;
  body: ProxyRequest;
}

/** Whether `file` (from the repository's root, as the CMS names it) is in the uploads folder, `..` resolved first. */
function isUpload(file: unknown): boolean {
  if (typeof file !== "string") return false;
  const normal = path.posix.normalize(file.replace(/\\/g, "/"));
  return normal === mediaFolder || normal.startsWith(`${mediaFolder}/`);
}

const rootOf = (file: unknown): Root => (isUpload(file) ? "media" : "data");

/** Splits `items` into the uploads and the rest, each keeping its order. */
function byRoot<T>(items: readonly T[], fileOf: (item: T) => unknown): Record<Root, T[]> {
  return {
    media: items.filter((item) => isUpload(fileOf(item))),
    data: items.filter((item) => !isUpload(fileOf(item))),
  };
}

/**
 * The requests that answer `body`, in order: one, or for an entry saved with uploads (the post editor's image widget
 * keeps them with the entry until it is saved) and for a deletion of both kinds, one per root, the uploads first, so
 * an entry is never saved naming an image that failed to land.
 */
function route(body: ProxyRequest): Forward[] {
  const params = body.params ?? {};
  switch (body.action) {
    case "getMedia":
      return [{ root: rootOf(params.mediaFolder), body }];
    case "getMediaFile":
    case "deleteFile":
      return [{ root: rootOf(params.path), body }];
    case "persistMedia":
      return [{ root: rootOf((params.asset as { path?: unknown } | undefined)?.path), body }];
    case "deleteFiles": {
      const paths = Array.isArray(params.paths) ? (params.paths as unknown[]) : [];
      const groups = byRoot(paths, (file) => file);
      if (groups.media.length === 0 || groups.data.length === 0)
        return [{ root: groups.media.length > 0 ? "media" : "data", body }];
      return (["media", "data"] as const).map((root) => ({
        root,
        body: { ...body, params: { ...params, paths: groups[root] } },
      }));
    }
    case "persistEntry": {
      const assets = Array.isArray(params.assets) ? (params.assets as Array<{ path?: unknown }>) : [];
      const { media: uploads, data: others } = byRoot(assets, (asset) => asset.path);
      const entry: Forward = { root: "data", body: { ...body, params: { ...params, assets: others } } };
      if (uploads.length === 0) return [entry];
      // The uploads alone: an entry with no data files writes only its assets.
      const { entry: _entry, ...rest } = params;
      return [{ root: "media", body: { ...body, params: { ...rest, dataFiles: [], assets: uploads } } }, entry];
    }
    default:
      return [{ root: "data", body }];
  }
}

/** The request headers passed on: what decap-server's CORS and JSON parsing read. */
const passedHeaders = ["content-type", "origin", "access-control-request-method", "access-control-request-headers"];
/** The response headers not passed back: fetch has already decoded and measured the body. */
const droppedHeaders = new Set(["content-encoding", "content-length", "transfer-encoding", "connection", "keep-alive"]);

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Listens on `port` (127.0.0.1) and answers every request from the decap-servers at `targets` (their base URLs):
 * a JSON POST as `route` says, anything else (CORS preflights, a probe) from the data folder's.
 */
export async function serveRouter(port: number, targets: Record<Root, string>): Promise<Server> {
  const server = createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request);
      const headers = Object.fromEntries(
        passedHeaders.flatMap((name) => (request.headers[name] ? [[name, String(request.headers[name])]] : [])),
      );
      let forwards: Array<{ root: Root; body: string | undefined }> = [
        { root: "data", body: raw.length ? raw : undefined },
      ];
      if (request.method === "POST" && raw.length > 0) {
        try {
          forwards = route(JSON.parse(raw) as ProxyRequest).map(({ root, body }) => ({
            root,
            body: JSON.stringify(body),
          }));
        } catch {
          // Not JSON: decap-server answers it as it would.
        }
      }
      let answer: Response | undefined;
      for (const forward of forwards) {
        answer = await fetch(`${targets[forward.root]}${request.url ?? "/"}`, {
          method: request.method,
          headers,
          body: forward.body,
        });
        if (!answer.ok) break;
      }
      const sent = answer!;
      const body = Buffer.from(await sent.arrayBuffer());
      sent.headers.forEach((value, name) => {
        if (!droppedHeaders.has(name)) response.setHeader(name, value);
      });
      response.writeHead(sent.status).end(body);
    })().catch((error: Error) => {
      if (!response.headersSent) response.writeHead(502, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: error.message }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return server;
}
