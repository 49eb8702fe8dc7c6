// Decap CMS's prebuilt bundle (the `decap-cms` package, copied to /admin/ beside this module): loaded as a classic
// script with automatic start-up off, so the configuration is ours. It carries its own React; the previews hand it
// finished HTML only (previews.tsx), so the two Reacts never share an element.

/** What this site uses of `window.CMS`, `window.h` and `window.createClass` (https://decapcms.org/docs/customization/). */
export interface Decap {
  CMS: {
    init(options: { config: unknown }): void;
    registerCustomFormat(name: string, extension: string, format: object): void;
    registerPreviewStyle(url: string): void;
    registerPreviewTemplate(collection: string, component: unknown): void;
  };
  h: (type: unknown, props: object | null, ...children: unknown[]) => unknown;
  createClass: (spec: object) => unknown;
}

type DecapWindow = Window & Partial<Decap> & { CMS_MANUAL_INIT?: boolean };

/** Loads `decap-cms.js` from the folder of the admin page; its chunks and .wasm files load from beside it. */
export function loadDecap(): Promise<Decap> {
  const page = window as DecapWindow;
  page.CMS_MANUAL_INIT = true;
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = new URL("decap-cms.js", document.baseURI).href;
    script.onload = () => {
      const { CMS, h, createClass } = page;
      if (CMS && h && createClass) resolve({ CMS, h, createClass });
      else reject(new Error("decap-cms.js loaded without window.CMS"));
    };
    script.onerror = () => reject(new Error(`Could not load ${script.src}`));
    document.head.append(script);
  });
}
