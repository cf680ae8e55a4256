import { CopyButton, Heading, Inline } from "@cloudconsole/ui";
import type { CallbackParams } from "./callbackParams";
import * as styles from "./CallbackScreen.css";

/** The raw parameters the identity provider sent, with a copy button, so a visitor can pass them to support. */
export function CallbackParameters({ params }: { params: CallbackParams }) {
  const raw = JSON.stringify(params, null, 2);
  return (
    <>
      <Inline justify="between">
        <Heading level={2}>Parameters</Heading>
        <CopyButton text={raw} size="sm" aria-label="Copy parameters" />
      </Inline>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard. */}
      <pre className={styles.raw} tabIndex={0} aria-label="Callback parameters">
        {raw}
      </pre>
    </>
  );
}
