// The optional challenge widget (Cloudflare Turnstile or hCaptcha, site.json `challenge`): its script loaded when the
// application opens with an endpoint, rendered explicitly, and its token handed to the sending hook. A widget that
// cannot load or errs gives no token, and the application goes to the mail hand-off instead (decision 59).
import { useCallback, useEffect, useRef } from "react";
import { challengeProviders, challengeScript, type Challenge } from "../../../content/home/client/challenge.ts";

/** Both providers' documented explicit-rendering API (`turnstile.render`, `hcaptcha.render`). */
interface WidgetApi {
  render: (container: HTMLElement, options: Record<string, unknown>) => string | number;
  reset: (id?: string | number) => void;
}

declare global {
  interface Window {
    turnstile?: WidgetApi;
    hcaptcha?: WidgetApi;
  }
}

/**
 * How long the script may take to load and render, and how long Submit waits for a token it has not got yet: a
 * challenge silent for 8 s gives the mail hand-off (decision 70).
 */
const loadTimeoutMs = 8_000;

type State = "loading" | "ready" | "failed";

export interface ChallengeHandle {
  /** A callback ref for the element the widget is drawn in (above Submit). */
  slot: (element: HTMLDivElement | null) => void;
  /** The form field the token is posted in. */
  field: string;
  /** The token, waiting up to `timeoutMs` for one; null when the widget failed or gave none in time. */
  token: (timeoutMs?: number) => Promise<string | null>;
  /** A token serves once: asks the widget for a new one after a send. */
  reset: () => void;
}

/** Loads and renders the widget when `challenge` is set (only with an endpoint); null otherwise. */
export function useApplicationChallenge(challenge: Challenge | undefined): ChallengeHandle | null {
  const container = useRef<HTMLDivElement>(null);
  const state = useRef<{ state: State; token: string | null; widget?: string | number }>({
    state: "loading",
    token: null,
  });
  const waiters = useRef(new Set<() => void>());
  const placeWidget = useCallback((element: HTMLDivElement | null) => {
    container.current = element;
  }, []);
  const settle = useCallback((next: State, token: string | null) => {
    state.current = { ...state.current, state: next, token };
    waiters.current.forEach((wake) => wake());
  }, []);

  useEffect(() => {
    if (!challenge) return;
    const api = () => window[challenge.provider];
    const fail = () => settle("failed", null);
    const timer = window.setTimeout(() => {
      if (state.current.state === "loading") fail();
    }, loadTimeoutMs);
    const render = () => {
      const widgetApi = api();
      if (!widgetApi || !container.current) return fail();
      try {
        state.current.widget = widgetApi.render(container.current, {
          sitekey: challenge.siteKey,
          callback: (token: string) => settle("ready", token),
          "expired-callback": () => settle("ready", null),
          "error-callback": fail,
          "timeout-callback": () => settle("ready", null),
        });
        if (state.current.state === "loading") state.current.state = "ready";
      } catch {
        fail();
      }
    };
    const src = challengeScript(challenge);
    if (api()) render();
    else {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.addEventListener("load", render);
      script.addEventListener("error", fail);
      document.head.append(script);
    }
    return () => window.clearTimeout(timer);
  }, [challenge, settle]);

  if (!challenge) return null;
  return {
    slot: placeWidget,
    field: challengeProviders[challenge.provider].tokenField,
    token: (timeoutMs = loadTimeoutMs) =>
      new Promise((resolve) => {
        const check = () => {
          const { state: current, token } = state.current;
          if (!token && current !== "failed") return false;
          waiters.current.delete(wake);
          window.clearTimeout(timer);
          resolve(token);
          return true;
        };
        const wake = () => void check();
        const timer = window.setTimeout(() => {
          waiters.current.delete(wake);
          resolve(state.current.token);
        }, timeoutMs);
        if (!check()) waiters.current.add(wake);
      }),
    reset: () => {
      state.current.token = null;
      const widget = state.current.widget;
      if (widget !== undefined) window[challenge.provider]?.reset(widget);
    },
  };
}
