import { loadScript, type PayPalButtonsComponent, type PayPalButtonsComponentOptions } from "@paypal/paypal-js";
import type { Language } from "../../../../i18n";

/** The part of PayPal's JS SDK the console uses: its buttons. */
export type PayPalButtonsFactory = (options: PayPalButtonsComponentOptions) => PayPalButtonsComponent;

/** What PayPal's script is loaded with for saving a customer's PayPal account. */
export interface PayPalScriptSettings {
  /** The processor's public key: the merchant's PayPal client id. */
  clientId: string;
  /** Our API's id token for the customer, so PayPal recognises a returning payer. */
  userIdToken: string;
  /** The currency the processor charges in, which decides the funding sources PayPal offers. */
  currency: string;
  /** PayPal's locale for its buttons and window, or undefined for PayPal's own choice (the buyer's country and browser). */
  locale: string | undefined;
}

// The console's translated languages PayPal speaks, as PayPal names its locales; for English and the others PayPal
// chooses by itself (the buyer's country and browser).
const PAYPAL_LOCALES: Partial<Record<Language, string>> = { id: "id_ID", th: "th_TH" };

/** PayPal's locale for the console's language, where PayPal has the language. */
export function paypalLocale(language: Language): string | undefined {
  return PAYPAL_LOCALES[language];
}

/**
 * Loads PayPal's SDK through PayPal's own loader, only when the customer chooses PayPal, and gives its buttons;
 * rejects when the script cannot be loaded or brings no buttons.
 */
export async function loadPayPalButtons({ clientId, userIdToken, currency, locale }: PayPalScriptSettings): Promise<PayPalButtonsFactory> {
  // Vault without purchase: the page only saves the PayPal account (a vault setup token), and our API charges the
  // saved account; so no order intent is given, and `vault` asks PayPal for the buttons that save.
  const paypal = await loadScript({ clientId, currency, components: "buttons", vault: true, dataUserIdToken: userIdToken, ...(locale ? { locale } : {}) });
  const buttons = paypal?.Buttons;
  if (!paypal || !buttons) throw new Error("PayPal's script loaded without its buttons.");
  return (options) => buttons.call(paypal, options);
}
