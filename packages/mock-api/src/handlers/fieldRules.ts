// Checking a request's values against the contract's limits (generated/requestRules.ts), before any handler acts on
// them: a value out of range, too long or of the wrong kind is refused with a 400 naming the field, never stored.
import { FIELD_NAME, FIELD_RANGES, INTEGER_RANGE, LONG_TEXT_LENGTHS, MAX_ARRAY_ITEMS, MAX_FIELDS, MAX_TEXT_LENGTH, NUMBER_RANGE } from "../limits.js";
import type { Params } from "./input.js";

/** What the contract says one request field may hold: the part of JSON Schema the contract uses for inputs. */
export type FieldRule =
  | { type: "string"; minLength?: number; maxLength?: number; pattern?: string; hint?: string; enum?: readonly string[]; nullable?: true }
  | { type: "integer"; minimum?: number; maximum?: number; enum?: readonly number[]; nullable?: true }
  | { type: "number"; minimum?: number; maximum?: number; nullable?: true }
  | { type: "boolean"; nullable?: true }
  | { type: "array"; items: FieldRule; maxItems?: number; nullable?: true }
  | { type: "object"; properties: Readonly<Record<string, FieldRule>>; nullable?: true }
  | { anyOf: readonly FieldRule[] };

/** The inputs of one operation: its path parameters, and its query and body fields by name. */
export interface OperationRules {
  path: Readonly<Record<string, FieldRule>>;
  fields: Readonly<Record<string, FieldRule>>;
}

const LONE_SURROGATE = /\p{Surrogate}/u;

/** Whether a text holds a control character other than tab and line breaks, which text fields may hold. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

function textProblem(name: string, text: string, maxLength: number): string | undefined {
  if (text.length > maxLength) return `${name} must be at most ${maxLength} characters long.`;
  if (hasControlCharacter(text)) return `${name} must not contain control characters.`;
  if (LONE_SURROGATE.test(text)) return `${name} is not valid Unicode text.`;
  return undefined;
}

const rangeOf = (name: string, rule: { minimum?: number; maximum?: number }, fallback: { minimum: number; maximum: number }) => ({
  minimum: rule.minimum ?? FIELD_RANGES[name]?.minimum ?? fallback.minimum,
  maximum: rule.maximum ?? FIELD_RANGES[name]?.maximum ?? fallback.maximum,
});

const WHOLE = /^\s*-?\d+\s*$/;
const DECIMAL = /^\s*-?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?\s*$/i;

/** A value as the number it spells, or NaN: JSON numbers as they are, texts only in plain decimal notation. */
function numeric(value: unknown, pattern: RegExp): number {
  if (typeof value === "number") return value;
  return typeof value === "string" && pattern.test(value) ? Number(value) : Number.NaN;
}

/** A JSON document sent as text (how forms carry arrays and objects), or the value itself. */
function structured(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

const patterns = new Map<string, RegExp>();

/** The contract's pattern, compiled once. */
function patternOf(pattern: string): RegExp {
  let compiled = patterns.get(pattern);
  if (!compiled) {
    compiled = new RegExp(pattern, "u");
    patterns.set(pattern, compiled);
  }
  return compiled;
}

function describe(rule: FieldRule): string {
  if ("anyOf" in rule) return rule.anyOf.map(describe).join(" or ");
  return { string: "text", integer: "a whole number", number: "a number", boolean: "true or false", array: "a list", object: "an object" }[rule.type];
}

/**
 * Why a value does not fit its rule (a message naming the field), or undefined when it fits. Bounds the contract
 * leaves open come from limits.ts, by field name.
 */
export function valueProblem(name: string, value: unknown, rule: FieldRule): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if ("anyOf" in rule) {
    const problems = rule.anyOf.map((alternative) => valueProblem(name, value, alternative));
    return problems.some((p) => p === undefined) ? undefined : `${name} must be ${describe(rule)}.`;
  }
  switch (rule.type) {
    case "integer": {
      const n = numeric(value, WHOLE);
      const { minimum, maximum } = rangeOf(name, rule, INTEGER_RANGE);
      if (!Number.isSafeInteger(n) || n < minimum || n > maximum) return `${name} must be a whole number from ${minimum} to ${maximum}.`;
      if (rule.enum && !rule.enum.includes(n)) return `${name} must be one of ${rule.enum.join(", ")}.`;
      return undefined;
    }
    case "number": {
      const n = numeric(value, DECIMAL);
      const { minimum, maximum } = rangeOf(name, rule, NUMBER_RANGE);
      if (!Number.isFinite(n) || n < minimum || n > maximum) return `${name} must be a number from ${minimum} to ${maximum}.`;
      return undefined;
    }
    case "boolean":
      return typeof value === "boolean" || (typeof value === "string" && /^(true|false|1|0)$/i.test(value.trim())) || value === 0 || value === 1
        ? undefined
        : `${name} must be true or false.`;
    case "string": {
      if ((typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") || value === Infinity || value === -Infinity) return `${name} must be text.`;
      const text = String(value);
      const problem = textProblem(name, text, rule.maxLength ?? LONG_TEXT_LENGTHS[name] ?? MAX_TEXT_LENGTH);
      if (problem) return problem;
      if (rule.minLength !== undefined && text.length < rule.minLength) return `${name} must be at least ${rule.minLength} characters long.`;
      if (rule.enum && !rule.enum.includes(text)) return `${name} must be one of ${rule.enum.join(", ")}.`;
      if (rule.pattern !== undefined && !patternOf(rule.pattern).test(text)) {
        return rule.hint ? `${name} is not valid: ${rule.hint}` : `${name} does not have the expected form ${rule.pattern}.`;
      }
      return undefined;
    }
    case "array": {
      // A form carries a list of objects as JSON text, a list of values as repeated fields (each value one item).
      const list = ("type" in rule.items && rule.items.type === "object") || Array.isArray(value) ? structured(value) : [value];
      if (!Array.isArray(list)) return `${name} must be a JSON list.`;
      const maxItems = rule.maxItems ?? MAX_ARRAY_ITEMS;
      if (list.length > maxItems) return `${name} may hold at most ${maxItems} items.`;
      for (const item of list) {
        if (item === null || item === "") return `${name} must not hold empty items.`;
        const problem = valueProblem(name, item, rule.items);
        if (problem) return problem;
      }
      return undefined;
    }
    case "object": {
      const object = structured(value);
      if (typeof object !== "object" || object === null || Array.isArray(object)) return `${name} must be a JSON object.`;
      for (const [key, item] of Object.entries(object)) {
        const propertyRule = rule.properties[key];
        const problem = propertyRule ? valueProblem(key, item, propertyRule) : unknownValueProblem(key, item);
        if (problem) return problem;
      }
      return undefined;
    }
  }
}

/** The checks every value passes, whether or not its operation names it: sane text, however deep in a JSON value. */
function unknownValueProblem(name: string, value: unknown): string | undefined {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === "string") {
      const problem = textProblem(name, current, LONG_TEXT_LENGTHS[name] ?? MAX_TEXT_LENGTH);
      if (problem) return problem;
    } else if (typeof current === "number" && !Number.isFinite(current)) {
      return `${name} must be a finite number.`;
    } else if (typeof current === "object" && current !== null) {
      stack.push(...(Object.values(current) as unknown[]));
    }
  }
  return undefined;
}

/** Why a field name is refused: what a body that is neither a form nor JSON (XML, binary) decodes to. */
function nameProblem(name: string): string | undefined {
  if (FIELD_NAME.test(name)) return undefined;
  const shown = name.length > 40 ? `${name.slice(0, 40)}…` : name;
  return `${JSON.stringify(shown)} is not a field name: send a form or a JSON object whose field names are letters, digits, _ . - or [].`;
}

/** Why an operation's parameters are refused (the first problem found), or undefined when every one fits. */
export function inputProblem(rules: OperationRules, params: Params): string | undefined {
  if (params.size > MAX_FIELDS) return `The request has more than ${MAX_FIELDS} fields.`;
  for (const [name, values] of params.entries()) {
    const problem = nameProblem(name);
    if (problem) return problem;
    const rule = rules.fields[name];
    for (const value of values) {
      const found = rule ? valueProblem(name, value, rule) : unknownValueProblem(name, value);
      if (found) return found;
    }
  }
  return undefined;
}
