import type { core } from "zod";

/** The name of a value's type in 'Expected X, received Y'. */
function typeName(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (value instanceof Date) return "date";
  if (typeof value === "number" && Number.isNaN(value)) return "nan";
  return typeof value;
}

/** The error map's words; English until the signed-in console gives them in the customer's language. */
export interface SchemaWords {
  required: string;
  invalidType: (expected: string, received: string) => string;
  invalidInput: string;
  /** The forms' own messages (forms/messages.ts), by their English text, in the customer's language. */
  formMessages?: Readonly<Record<string, string>>;
}

const ENGLISH_WORDS: SchemaWords = {
  required: "Required",
  invalidType: (expected, received) => `Expected ${expected}, received ${received}`,
  invalidInput: "Invalid input",
};

let words = ENGLISH_WORDS;

/** Words the error map says from now on (undefined: English again). The type names it quotes stay zod's own. */
export function setSchemaWords(next: SchemaWords | undefined): void {
  words = next ?? ENGLISH_WORDS;
}

/**
 * A form's message in the customer's language: the forms' own messages that the rules give in English (forms/messages.ts,
 * their English text being their id) are said in the words the console gave; any other message stays as it is.
 */
export function formMessageText(message: string): string {
  return words.formMessages?.[message] ?? message;
}

/**
 * The console's one zod error map, for its forms and its checks alike: 'Required' for a missing value, 'Expected X,
 * received Y' for a value of another type, 'Invalid input' for one that fits no choice. A message a schema gives
 * itself wins; sizes and formats keep zod's own wording (undefined here), since they name the limit.
 */
export function schemaMessage(issue: core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? words.required : words.invalidType(issue.expected, typeName(issue.input));
    case "invalid_union":
    case "invalid_value":
    case "invalid_key":
    case "invalid_element":
    case "custom":
      return words.invalidInput;
    default:
      return undefined;
  }
}

/**
 * Makes `schemaMessage` zod's error map for every schema in the page, before zod loads: zod keeps its configuration
 * in this global and adopts it when it loads, so the map costs the login screen no zod code.
 */
export function installSchemaMessages(): void {
  const target = globalThis as { __zod_globalConfig?: { customError?: typeof schemaMessage } };
  (target.__zod_globalConfig ??= {}).customError = schemaMessage;
}
