import type { ReactNode } from "react";
import { Notice } from "@cloudconsole/ui";
import { explainError } from "../api/explainError";
import { useScreensT } from "./messages";
import { ServerAnswer } from "./ServerAnswer";

/**
 * What went wrong when a form was sent or a part of a screen failed: the title, then the error as its toast says it
 * ('Error: message [correlationId] (HTTP status)', 'Error: Failed to connect to server'), an HTML error page named in
 * words with its markup behind a disclosure, and `children` (a retry). The form around it keeps what was typed.
 */
export function FailureNotice({ title, error, children }: { title: string; error: unknown; children?: ReactNode }) {
  // The screens' words, which never wait for a chunk: this notice may be all there is to see with the network gone.
  const t = useScreensT();
  return (
    <Notice tone="error" role="alert" title={title}>
      <p>{t("failure.error", { message: explainError(error).message })}</p>
      <ServerAnswer raw={explainError(error).raw} />
      {children}
    </Notice>
  );
}
