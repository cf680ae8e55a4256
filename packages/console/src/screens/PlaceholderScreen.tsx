import { Heading, Notice } from "@cloudconsole/ui";

/** A screen that says, inside the shell, why there is nothing else here: never a blank page. */
export function PlaceholderScreen({ title, message }: { title: string; message: string }) {
  return (
    <section aria-labelledby="placeholder-title">
      <Heading level={1} id="placeholder-title">
        {title}
      </Heading>
      <Notice tone="primary">{message}</Notice>
    </section>
  );
}
