import { useEffect, useState } from "react";
import * as styles from "./LoginScreen.css";

type Sanitize = (html: string) => string;

/** The sanitiser's code, loaded once and only for a site whose configuration has login copy. */
let sanitizerLoading: Promise<Sanitize> | undefined;
const loadSanitizer = () => (sanitizerLoading ??= import("./sanitizeLoginCopy").then((module) => module.sanitizeLoginCopy));

/**
 * One piece of the provider's login copy, as sanitised HTML (links and basic formatting). Renders nothing for a
 * site without it; the sanitiser loads apart from the login screen, so a site without copy never fetches it.
 */
export function LoginCopy({ html }: { html: string | undefined }) {
  const [sanitized, setSanitized] = useState<{ source: string; html: string }>();
  useEffect(() => {
    if (!html?.trim()) return;
    let current = true;
    void loadSanitizer().then((sanitize) => {
      if (current) setSanitized({ source: html, html: sanitize(html) });
    });
    return () => {
      current = false;
    };
  }, [html]);
  if (!html?.trim() || sanitized?.source !== html) return null;
  return <div className={styles.copy} role="note" dangerouslySetInnerHTML={{ __html: sanitized.html }} />;
}
