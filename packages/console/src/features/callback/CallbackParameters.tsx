import { CopyButton, Heading, Inline } from "@cloudconsole/ui";
import { useT } from "../../i18n";
import type { CallbackParams } from "./callbackParams";
import { callbackMessages } from "./messages";
import * as styles from "./CallbackScreen.css";

/** The raw parameters the identity provider sent, with a copy button, so a visitor can pass them to support. */
export function CallbackParameters({ params }: { params: CallbackParams }) {
  const raw = JSON.stringify(params, null, 2);
  const t = useT(callbackMessages);
  return (
    <>
      <Inline justify="between">
        <Heading level={2}>{t("params.title")}</Heading>
        <CopyButton text={raw} size="sm" aria-label={t("params.copy")} />
      </Inline>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard. */}
      <pre className={styles.raw} tabIndex={0} aria-label={t("params.label")}>
        {raw}
      </pre>
    </>
  );
}
