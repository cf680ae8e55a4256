import {
  ApiContentTypeError,
  ApiError,
  CONTENT_TYPE_ERROR_BODY_LENGTH,
  CredentialsApiError,
  MultipleErrors,
  TimeoutApiError,
  UnknownApiError,
  formatApiErrorMessage,
  multipleErrorsMessage,
} from "@cloudconsole/sdk";

/** What the console says about an error: a message in words, an optional detail, and what the server really sent. */
export interface ExplainedError {
  /** One line for the visitor, e.g. 'Failed to connect to server' or 'Failed to delete kong token [api-1a2b] (HTTP 500)'. */
  message: string;
  /** A short addition the error carries (shown in parentheses). */
  detail?: string;
  /** The raw start of the server's answer, for a disclosure and for copying; never shown as the message. */
  raw?: string;
}

/** What the console says instead of a web page's markup. */
export const WEB_PAGE_ANSWER_MESSAGE = "The server answered with a web page instead of data";

/** The console's own words about an error; English until the signed-in console gives them in the customer's language. */
export interface ErrorWords {
  webPageAnswer: string;
  unknown: string;
}

const ENGLISH_WORDS: ErrorWords = { webPageAnswer: WEB_PAGE_ANSWER_MESSAGE, unknown: "Unknown error" };

let words = ENGLISH_WORDS;

/** Words `explainError` says from now on (undefined: English again); the server's and the SDK's messages stay as they are. */
export function setErrorWords(next: ErrorWords | undefined): void {
  words = next ?? ENGLISH_WORDS;
}

// A body is a web page when it opens with a doctype or a document-level tag; an XML or plain-text body is not.
const HTML_START = /^<(!doctype\s+html|html|head|body|title|meta|h1|center)[\s>/]/i;

/** Whether a response body is an HTML page (a proxy's or a server's error page) rather than API data. */
export function isHtmlBody(body: unknown): body is string {
  return typeof body === "string" && HTML_START.test(body.trimStart());
}

function rawStart(body: string): string {
  return body.trim().slice(0, CONTENT_TYPE_ERROR_BODY_LENGTH);
}

function detailOf(error: Error): string | undefined {
  return "detail" in error && typeof error.detail === "string" && error.detail ? error.detail : undefined;
}

/**
 * Explains an error for the error screen, a failed part of a screen and the error toasts. An HTML page from the API
 * is named in words with its status and correlation id (the SDK keeps the page's markup as the message), its start
 * kept as `raw`; every other error keeps the SDK's message, which the product specifies word for word.
 */
export function explainError(error: unknown): ExplainedError {
  if (error instanceof ApiContentTypeError && (error.contentType.includes("html") || isHtmlBody(error.bodyStart))) {
    return { message: `${words.webPageAnswer} (HTTP ${error.status})`, raw: rawStart(error.bodyStart) };
  }
  // Only the errors whose message is the body itself; a JSON error body has a message of its own.
  if ((error instanceof UnknownApiError || error instanceof TimeoutApiError) && isHtmlBody(error.body)) {
    return { message: formatApiErrorMessage(words.webPageAnswer, error.meta), raw: rawStart(error.body) };
  }
  if (error instanceof MultipleErrors) {
    const parts = error.errors.map(explainError);
    const raws = parts.flatMap((part) => (part.raw ? [part.raw] : []));
    return { message: multipleErrorsMessage(parts.map((part) => part.message)), raw: raws.length > 0 ? raws.join("\n\n") : undefined };
  }
  if (error instanceof Error) return { message: error.message || error.name, detail: detailOf(error) };
  if (typeof error === "string" && error) return { message: error };
  return { message: words.unknown };
}

/** Whether the error means the visitor's credentials were refused: reloading cannot help, logging out can. */
export function isRejectedCredentials(error: unknown): boolean {
  return error instanceof CredentialsApiError || (error instanceof ApiError && error.status === 401);
}

/** The text copied from an error: the message and, below it, the raw start of the server's answer. */
export function copyableErrorText(text: string, explained: ExplainedError): string {
  return explained.raw ? `${text}\n\n${explained.raw}` : text;
}
