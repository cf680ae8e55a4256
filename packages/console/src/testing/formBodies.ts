import type { MockServer } from "@cloudconsole/mock-api/node";

/**
 * Records the form body of each POST whose URL `path` matches, as an object, until the test removes the server's
 * listeners (`mock.server.events.removeAllListeners()`): what the console sent, checked field by field.
 */
export function recordPostedForms(mock: MockServer, path: RegExp): Record<string, string>[] {
  const bodies: Record<string, string>[] = [];
  mock.server.events.on("request:start", async ({ request }) => {
    if (request.method === "POST" && path.test(request.url)) bodies.push(Object.fromEntries(new URLSearchParams(await request.clone().text())));
  });
  return bodies;
}
