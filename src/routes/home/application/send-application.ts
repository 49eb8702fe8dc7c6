// Posts an application to the endpoint set in data/site.json (Formspree's protocol: a 2xx means received).

/** How long the visitor waits for the endpoint before being offered the email instead. */
const sendTimeoutMs = 10_000;

export type SendResult = "received" | "failed" | "offline";

/**
 * Resolves with "received" only on a 2xx answer. A refused connection, a timeout, an error answer or a redirect
 * the page may not read all count as "failed"; "offline" when the browser knows it has no network.
 */
export async function sendApplication(
  endpoint: string,
  body: URLSearchParams,
  timeoutMs = sendTimeoutMs,
): Promise<SendResult> {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return "offline";
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { accept: "application/json" },
      body,
      signal: controller.signal,
      credentials: "omit",
    });
    return response.ok ? "received" : "failed";
  } catch {
    return navigator.onLine === false ? "offline" : "failed";
  } finally {
    clearTimeout(timer);
  }
}
