import type { ReactNode } from "react";
import { Notice } from "@cloudconsole/ui";
import { explainError } from "../api/explainError";
import { errorToastText } from "../toasts/toasts";
import { ServerAnswer } from "./ServerAnswer";

/**
 * What went wrong when a form was sent or a part of a screen failed: the title, then the error as its toast says it
 * ('Error: message [correlationId] (HTTP status)', 'Error: Failed to connect to server'), an HTML error page named in
 * words with its markup behind a disclosure, and `children` (a retry). The form around it keeps what was typed.
 */
export function FailureNotice({ title, error, children }: { title: string; error: unknown; children?: ReactNode }) {
  return (
    <Notice tone="error" role="alert" title={title}>
      <p>{errorToastText(error)}</p>
      <ServerAnswer raw={explainError(error).raw} />
      {children}
    </Notice>
  );
}
