/** Filled into a client set-up in place of a secret the console no longer shows. */
export const SECRET_PLACEHOLDER = "YOUR_SECRET_KEY";
