// A real HTTP server standing in for a form service (Formspree's protocol): it records every request it receives
// and answers as the test tells it to: a status, or never (a hang). Closing it makes the port refuse connections.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}

/** A status (with extra headers, e.g. a redirect's `location`), after `delayMs`; or never ("hang"). */
export type Answer = { status: number; delayMs?: number; headers?: Record<string, string> } | "hang";

export class RecordingEndpoint {
  readonly received: Received[] = [];
  answer: Answer = { status: 200 };
  private server: Server | null = null;
  private port = 0;
  private readonly hanging = new Set<() => void>();

  get url(): string {
    return `http://127.0.0.1:${this.port}/f/fellowship`;
  }

  async start(): Promise<void> {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        this.received.push({
          method: request.method ?? "",
          path: request.url ?? "",
          headers: request.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        });
        const answer = this.answer;
        if (answer === "hang") {
          this.hanging.add(() => response.destroy());
          return;
        }
        const reply = () => {
          response.writeHead(answer.status, {
            "content-type": "application/json",
            "access-control-allow-origin": "*",
            ...answer.headers,
          });
          response.end(JSON.stringify({ ok: answer.status < 300 }));
        };
        if (answer.delayMs) setTimeout(reply, answer.delayMs);
        else reply();
      });
    });
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Stops listening: from now on the port refuses connections, until `start` listens on it again. */
  async stop(): Promise<void> {
    for (const end of this.hanging) end();
    this.hanging.clear();
    const server = this.server;
    this.server = null;
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  /** The last application posted, as the form service reads it. */
  lastForm(): URLSearchParams {
    const last = this.received.at(-1);
    if (!last) throw new Error("the endpoint received nothing");
    return new URLSearchParams(last.body);
  }
}
