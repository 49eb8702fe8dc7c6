// A real HTTP server standing in for an analytics provider: it serves a fake provider script that records, by
// posting here, the page views the real scripts count (on load and on each history.pushState) and every call of
// `plausible(name, { props })` or `umami.track(name, data)`, including calls queued before it loaded.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface Recorded {
  kind: "pageview" | "event";
  name?: string;
  props?: Record<string, string>;
  path: string;
  /** The site attribute the script tag carries (data-domain or data-website-id). */
  site: string | null;
}

const fakeScript = (provider: "plausible" | "umami") => `(function () {
  var me = document.currentScript;
  var site = me.getAttribute(${JSON.stringify(provider === "plausible" ? "data-domain" : "data-website-id")});
  var endpoint = new URL("/record", me.src).href;
  function send(record) {
    record.path = location.pathname;
    record.site = site;
    fetch(endpoint, { method: "POST", body: JSON.stringify(record), keepalive: true });
  }
  var push = history.pushState;
  history.pushState = function () {
    push.apply(this, arguments);
    send({ kind: "pageview" });
  };
  ${
    provider === "plausible"
      ? `var queue = (window.plausible && window.plausible.q) || [];
  window.plausible = function (name, options) { send({ kind: "event", name: name, props: options && options.props }); };
  for (var i = 0; i < queue.length; i++) window.plausible.apply(null, queue[i]);`
      : `window.umami = { track: function (name, data) { send({ kind: "event", name: name, props: data }); } };`
  }
  send({ kind: "pageview" });
})();
`;

/** The stand-in listens on a port the system picks (`start`), so parallel runs never collide. */
export class AnalyticsStandIn {
  readonly recorded: Recorded[] = [];
  private server: Server | null = null;
  private port = 0;

  constructor(private readonly provider: "plausible" | "umami") {}

  /** The origin the script is served from, and the CSP must allow. */
  get origin(): string {
    return `http://localhost:${this.port}`;
  }

  get script(): string {
    return `${this.origin}/js/script.js`;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const cors = { "Access-Control-Allow-Origin": "*" };
      if (request.url === "/js/script.js") {
        response.writeHead(200, { "Content-Type": "text/javascript", ...cors });
        response.end(fakeScript(this.provider));
        return;
      }
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        if (request.url === "/record" && request.method === "POST")
          this.recorded.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as Recorded);
        response.writeHead(202, cors);
        response.end();
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "localhost", resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
