// The unit tests' script loader for the mock API's own card processor. jsdom fetches no scripts, so this answers the
// script tag the page adds the way a browser does: it fetches the tag's address (answered by the test's mock API,
// which serves the processor's real script), runs the script with the tag as `document.currentScript`, and fires the
// tag's load event, or its error event when the fetch fails. Nothing of the processor is imitated here: the fields,
// their checks and the tokens are the mock API's. It lives with the tests and never reaches a bundle.

import { runInThisContext } from "node:vm";

/** What the loader saw and its switches. */
export interface MockProcessorLoader {
  /** Whether the processor's script answers: when false, the tag fails to load (the network is down). */
  reachable: boolean;
  /** The addresses the page asked scripts of, oldest first. */
  readonly requested: readonly string[];
  /** Stops answering tags and removes `MockPay` from the page. */
  uninstall(): void;
}

const isProcessorScript = (node: Node): node is HTMLScriptElement => node instanceof HTMLScriptElement && /\/mock-processor\/mockpay\.js$/.test(node.src);

async function run(script: HTMLScriptElement, loader: MockProcessorLoader): Promise<void> {
  try {
    if (!loader.reachable) throw new Error("offline");
    const response = await fetch(script.src);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const source = await response.text();
    Object.defineProperty(document, "currentScript", { configurable: true, get: () => script });
    try {
      // The script's own code, run in the test's page (jsdom's globals) as the browser would run it.
      runInThisContext(source, { filename: script.src });
    } finally {
      Reflect.deleteProperty(document, "currentScript");
    }
    script.dispatchEvent(new Event("load"));
  } catch {
    script.dispatchEvent(new Event("error"));
  }
}

/** Answers the mock processor's script tags from the test's mock API until `uninstall()`. */
export function installMockProcessorLoader(): MockProcessorLoader {
  const requested: string[] = [];
  const loader: MockProcessorLoader = {
    reachable: true,
    requested,
    uninstall: () => {
      observer.disconnect();
      Reflect.deleteProperty(window, "MockPay");
    },
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!isProcessorScript(node)) continue;
        requested.push(node.src);
        void run(node, loader);
      }
    }
  });
  observer.observe(document.head, { childList: true });
  return loader;
}
