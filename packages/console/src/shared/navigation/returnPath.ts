// Paths the console goes back to after a login, an impersonation or a create form come from places a link can set
// (the login's state, storage, the address): only a path of this app is followed, anything else goes home.

/** Where to go when a return path is missing or not a path of this app. */
export const HOME_PATH = "/";

/** C0 controls, DEL, the C1 controls, and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Decoding rounds after which a path that still changes is refused (no real path is encoded that deep). */
const MAX_DECODING_ROUNDS = 4;

/**
 * The path with its percent-encoding undone, round after round; undefined when it is not a valid encoding or is still
 * changing after a few rounds. A '%' left after a round is a literal one (an encoded '%25'), so decoding stops there.
 */
function decodedFully(path: string): string | undefined {
  let current = path;
  for (let round = 0; round < MAX_DECODING_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return round === 0 ? undefined : current;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined;
}

/** Whether `path`, as written or once decoded, stays on this origin: one leading '/', no backslash, no control character. */
function staysInApp(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.includes("\\") && !CONTROL.test(path);
}

/**
 * Whether `value` is a path of this app, safe to navigate to: a string starting with a single '/', with no
 * backslash and no control character (C0, DEL, C1, line and paragraph separators), also once percent-decoded.
 */
export function isSafeReturnPath(value: unknown): value is string {
  if (typeof value !== "string" || !staysInApp(value)) return false;
  const decoded = decodedFully(value);
  return decoded !== undefined && staysInApp(decoded);
}

/** `value` when it is a safe path of this app, else '/'. */
export function safeReturnPath(value: unknown): string {
  return isSafeReturnPath(value) ? value : HOME_PATH;
}
