// An OpenSSH public key line, as `ssh-keygen` writes it to id_*.pub: "<type> <base64 key> [comment]". The platform
// checks no format, so the console does before a key is saved.

/** The key types OpenSSH writes public keys for. */
export const SSH_KEY_TYPES = [
  "ssh-ed25519",
  "ssh-rsa",
  "ssh-dss",
  "ecdsa-sha2-nistp256",
  "ecdsa-sha2-nistp384",
  "ecdsa-sha2-nistp521",
  "sk-ssh-ed25519@openssh.com",
  "sk-ecdsa-sha2-nistp256@openssh.com",
] as const;

// The rules' messages, in English: the add form says them in the customer's language (sshKeyProblemText).
export const SSH_KEY_FORMAT_MESSAGE = "Paste one OpenSSH public key line, e.g. ssh-ed25519 AAAA… you@host (the .pub file, not the private key)";
export const SSH_PRIVATE_KEY_MESSAGE = "This is a private key: paste the public key (the .pub file) instead";

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The key's bytes from its base64 part, or undefined when it is not base64. */
function decodeBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!BASE64.test(text) || text.length % 4 === 1) return undefined;
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** The key type a key's bytes start with (a length-prefixed string), or undefined when they are too short. */
function embeddedType(bytes: Uint8Array): string | undefined {
  if (bytes.length < 4) return undefined;
  const length = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  if (length === 0 || bytes.length < 4 + length) return undefined;
  return String.fromCharCode(...bytes.subarray(4, 4 + length));
}

/** The type and key bytes of a public key line, or undefined when it is not one. */
export function parseSshPublicKey(line: string): { type: string; bytes: Uint8Array<ArrayBuffer> } | undefined {
  const text = line.trim();
  if (text.includes("\n")) return undefined;
  const [type = "", blob = ""] = text.split(/\s+/);
  if (!(SSH_KEY_TYPES as readonly string[]).includes(type)) return undefined;
  const bytes = decodeBase64(blob);
  // The key's bytes name its type again; a line whose two types differ was pasted wrong.
  return bytes && embeddedType(bytes) === type ? { type, bytes } : undefined;
}

/** What is wrong with a pasted public key, or undefined when it will do. */
export function sshPublicKeyProblem(line: string): string | undefined {
  if (line.trim() === "") return undefined;
  if (line.includes("PRIVATE KEY")) return SSH_PRIVATE_KEY_MESSAGE;
  return parseSshPublicKey(line) ? undefined : SSH_KEY_FORMAT_MESSAGE;
}

/** The key's SHA256 fingerprint as `ssh-keygen -l` prints it ("SHA256:" and unpadded base64), or undefined when the line is not a key. */
export async function sshKeyFingerprint(line: string): Promise<string | undefined> {
  const key = parseSshPublicKey(line);
  if (!key) return undefined;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", key.bytes));
  return `SHA256:${btoa(String.fromCharCode(...digest)).replace(/=+$/, "")}`;
}
