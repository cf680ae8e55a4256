// What the vendors' card forms check before they ask their API for anything, shared by the vendors' doubles.

/** Luhn's check of a card number's digits. */
export function passesLuhn(digits: string): boolean {
  const sum = [...digits].reverse().reduce((total, char, index) => {
    const digit = Number(char) * (index % 2 === 1 ? 2 : 1);
    return total + (digit > 9 ? digit - 9 : digit);
  }, 0);
  return sum % 10 === 0;
}

/** A card number as the forms take it: 12 to 19 digits, spaces allowed, passing Luhn's check. */
export function isCardNumber(number: string): boolean {
  const digits = number.replace(/\s/g, "");
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits);
}

/** What is wrong with an MM/YY expiry, if anything: its form, its month, or that it has passed. */
export function expiryProblem(expiry: string, now: Date): "format" | "month" | "past" | undefined {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!match) return "format";
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return "month";
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) return "past";
  return undefined;
}
