/** Every form field is required unless it says otherwise, and says so with this message. */
export const REQUIRED_MESSAGE = "This field is required";

/** A language is a 2 or 3-letter code (en, est), or nothing at all. */
export const LANGUAGE_CODE_PATTERN = /^([A-Za-z]{2,3})?$/;
export const LANGUAGE_MESSAGE = "Use a 2 or 3-letter language code, e.g. en, or leave it empty";

/** An email address as forms accept it: something@domain.tld, without spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MESSAGE = "Enter a valid email address";

/** A whole-number field holding something else, or less than 1. */
export const WHOLE_NUMBER_MESSAGE = "Enter a whole number";
export const AT_LEAST_ONE_MESSAGE = "Must be at least 1";

// Each message here is said in the customer's language where a form shows it (lazyResolver, formMessageText).
