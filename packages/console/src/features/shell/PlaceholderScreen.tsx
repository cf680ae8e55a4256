import { Heading, Notice } from "@cloudconsole/ui";

/** A screen that is not built yet: says so inside the shell, never a blank page. */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <section aria-labelledby="placeholder-title">
      <Heading level={1} id="placeholder-title">
        {title}
      </Heading>
      <Notice tone="primary">This part of the console is coming soon.</Notice>
    </section>
  );
}
