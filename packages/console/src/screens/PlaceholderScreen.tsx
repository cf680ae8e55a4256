import { Heading, Notice } from "@cloudconsole/ui";

/** Said inside the shell for an address that does not exist (or whose resource type is disabled). */
export const NOT_FOUND_MESSAGE = "There is nothing at this address. It may have moved, or the link may be mistyped.";

/** A screen that is not built yet: says so inside the shell, never a blank page. */
export function PlaceholderScreen({ title, message = "This part of the console is coming soon." }: { title: string; message?: string }) {
  return (
    <section aria-labelledby="placeholder-title">
      <Heading level={1} id="placeholder-title">
        {title}
      </Heading>
      <Notice tone="primary">{message}</Notice>
    </section>
  );
}
