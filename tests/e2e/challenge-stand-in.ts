// A real HTTP server standing in for a challenge provider (Cloudflare Turnstile's explicit-rendering API): it serves
// a fake `api.js` that draws a widget and hands its callback a token, or one that draws it and never answers (a stuck
// challenge), or answers 404 (a script that cannot load).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

const fakeScript = (stuck: boolean) => `(function () {
  var stuck = ${stuck};
  var issued = 0;
  var widgets = {};
  function issue(id) {
    var options = widgets[id];
    if (stuck) return;
    setTimeout(function () { options.callback("stand-in-token-" + ++issued); }, 50);
  }
  window.turnstile = {
    render: function (container, options) {
      var id = "w" + Object.keys(widgets).length;
      widgets[id] = options;
      var widget = document.createElement("p");
      widget.textContent = "Stand-in check for " + options.sitekey;
      container.append(widget);
      issue(id);
      return id;
    },
    reset: function (id) { issue(id); },
  };
})();
`;

export class ChallengeStandIn {
  /** "ok": serves the script; "stuck": serves one whose widget never gives a token; "missing": answers 404. */
  mode: "ok" | "stuck" | "missing" = "ok";
  /** How many times the script was asked for. */
  requests = 0;
  private server: Server | null = null;
  private port = 0;

  get script(): string {
    return `http://127.0.0.1:${this.port}/turnstile/v0/api.js`;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = createServer((request, response) => {
      this.requests += 1;
      if (this.mode === "missing" || !request.url?.startsWith("/turnstile/v0/api.js")) {
        response.writeHead(404, { "content-type": "text/plain" });
        response.end("not here");
        return;
      }
      response.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-store" });
      response.end(fakeScript(this.mode === "stuck"));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}
