// For `npm run lighthouse -- --stand-in-stills` on a machine with no internet: a local HTTPS server answers the
// video host's still requests with a JPEG of the host's size (320x180), as the browser tests do with a fixture,
// so category pages are measured with their stills loading rather than failing.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

const stillsHost = "i.ytimg.com";

/** A self-signed certificate for the host, made with openssl (Chromium is told to accept it). */
function certificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "stills-cert-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        `/CN=${stillsHost}`,
        "-addext",
        `subjectAltName=DNS:${stillsHost}`,
        "-keyout",
        path.join(dir, "key.pem"),
        "-out",
        path.join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(path.join(dir, "key.pem")), cert: readFileSync(path.join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the stand-in; returns the Chromium flags that route the host to it, and the server to close. */
export async function startStandInStills(): Promise<{ server: Server; chromeFlags: string[]; bytes: number }> {
  const image = await sharp({
    create: {
      width: 320,
      height: 180,
      channels: 3,
      background: "#5b6b8c",
      noise: { type: "gaussian", mean: 110, sigma: 24 },
    },
  })
    .blur(1.2)
    .jpeg({ quality: 80 })
    .toBuffer();
  const server = createServer(certificate(), (_request, response) => {
    response.writeHead(200, {
      "content-type": "image/jpeg",
      "content-length": image.length,
      "cache-control": "public, max-age=86400",
    });
    response.end(image);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    bytes: image.length,
    chromeFlags: [`--host-resolver-rules=MAP ${stillsHost} 127.0.0.1:${port}`, "--ignore-certificate-errors"],
  };
}
