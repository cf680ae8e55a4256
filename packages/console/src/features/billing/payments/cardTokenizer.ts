import type { PaymentProcessor } from "@cloudconsole/sdk";

/** What the customer types for a new card. */
export interface NewCard {
  holder: string;
  number: string;
  expiry: string;
  cvc: string;
}

/** The card's brand from its number's first digits. */
export function cardBrand(number: string): "visa" | "mastercard" | "card" {
  const digits = number.replace(/\D/g, "");
  if (digits.startsWith("4")) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  return "card";
}

/** Luhn's check: catches a mistyped card number before the processor is asked. */
export function isValidCardNumber(number: string): boolean {
  const digits = number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY, not in the past. */
export function isValidExpiry(expiry: string, now: Date = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return month >= 1 && month <= 12 && (year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1));
}

const toBase64Url = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/**
 * Turns the card into the processor's token. The console never sends a card number to its own API: a live processor
 * tokenises it in its own script (loaded by its public key); the mock's processor (a `pk_test_mock` key or none)
 * gets only the card's brand, holder, last four digits and expiry.
 */
export function tokenizeCard(processor: Pick<PaymentProcessor, "public_key" | "keyword">, card: NewCard): Promise<string> {
  const key = processor.public_key ?? "";
  if (key && !key.startsWith("pk_test_mock")) {
    return Promise.reject(new Error(`Card entry for ${processor.keyword} needs its processor's script, which this console does not load. Choose another payment method.`));
  }
  const [month = "", year = ""] = card.expiry.split("/").map((part) => part.trim());
  const details = { card_type: cardBrand(card.number), card_holder: card.holder.trim(), last4: card.number.replace(/\D/g, "").slice(-4), expire_month: month, expire_year: `20${year}` };
  return Promise.resolve(`tok_mock_${toBase64Url(JSON.stringify(details))}`);
}
