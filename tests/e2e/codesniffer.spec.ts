// HTML_CodeSniffer (the engine pa11y runs) with the WCAG 2 AA standard on every built page, in the light and the
// dark theme: any error fails (decision 55). Warnings and notices need a person's judgement and are not counted.
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, waitForApp } from "./fixtures.ts";

/** Every page a reader can reach in dist/: each index.html (not the content manager's) and the not-found page. */
function builtPages(): string[] {
  const files = readdirSync("dist", { recursive: true, encoding: "utf8" }).filter(
    (file) => path.basename(file) === "index.html" && !file.startsWith(`admin${path.sep}`),
  );
  const routes = files.map((file) => `/${path.dirname(file).split(path.sep).join("/")}/`.replace(/^\/\.\/$/, "/"));
  return [...routes.sort(), "/404.html"];
}

const htmlcs = createRequire(import.meta.url).resolve("@pa11y/html_codesniffer/build/HTMLCS.js");

interface Problem {
  code: string;
  msg: string;
  element: string;
}

/** Runs HTMLCS's WCAG2AA standard on the open page and returns its errors (type 1), as pa11y reports them. */
function sniff(page: Page): Promise<Problem[]> {
  return page.evaluate(
    () =>
      new Promise<Problem[]>((resolve, reject) => {
        const sniffer = (window as unknown as { HTMLCS: HtmlCs }).HTMLCS;
        sniffer.process(
          "WCAG2AA",
          document,
          () =>
            resolve(
              sniffer
                .getMessages()
                .filter((message) => message.type === 1)
                .map((message) => ({
                  code: message.code,
                  msg: message.msg,
                  element: message.element.outerHTML.slice(0, 160),
                })),
            ),
          () => reject(new Error("HTML_CodeSniffer failed to run")),
          "en",
        );
      }),
  );
}

interface HtmlCs {
  process: (standard: string, root: Document, done: () => void, failed: () => void, language: string) => void;
  getMessages: () => Array<{ type: number; code: string; msg: string; element: Element }>;
}

const pages = builtPages();

test("dist/ holds the pages the sniffer reads", () => {
  expect(pages).toContain("/");
  expect(pages).toContain("/blog/");
  expect(pages).toContain("/resources/");
  expect(pages.length).toBeGreaterThan(20);
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`HTML_CodeSniffer (WCAG 2 AA) finds no error on any built page, ${colorScheme} theme`, async ({
    page,
    watch,
  }) => {
    test.setTimeout(120_000);
    watch.allowConsole(/Failed to load resource: the server responded with a status of 404/);
    // An init script is not subject to the pages' CSP, so the checker runs without weakening it.
    await page.addInitScript({ path: htmlcs });
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    const found: Record<string, Problem[]> = {};
    for (const route of pages) {
      await page.goto(route, { waitUntil: "domcontentloaded" });
      await waitForApp(page);
      const errors = await sniff(page);
      if (errors.length > 0) found[route] = errors;
    }
    expect(found, `HTMLCS errors in the ${colorScheme} theme`).toEqual({});
  });
}
