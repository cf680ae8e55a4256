// What a console query may say about itself to the code that watches the whole query cache.

export interface ConsoleQueryMeta extends Record<string, unknown> {
  /**
   * False for a query whose success does not show that the server answered: admin status reads a gateway's 502 as
   * yes, so it succeeds while the server is down, and must not take the shell's connection notice away.
   */
  provesServerReachable?: boolean;
}

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: ConsoleQueryMeta;
  }
}
