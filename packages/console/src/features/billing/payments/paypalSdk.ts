/** The part of PayPal's JS SDK the console uses: vaulted-card buttons. */
export interface PayPalButtons {
  render(container: HTMLElement): Promise<void>;
  close?(): Promise<void>;
}

export interface PayPalNamespace {
  Buttons(options: { createVaultSetupToken: () => Promise<string>; onApprove: (data: { vaultSetupToken: string }) => Promise<void>; onError: (error: unknown) => void }): PayPalButtons;
}

const loading = new Map<string, Promise<PayPalNamespace>>();

function paypalOnWindow(): PayPalNamespace | undefined {
  const candidate = (window as unknown as { paypal?: PayPalNamespace }).paypal;
  return candidate && typeof candidate.Buttons === "function" ? candidate : undefined;
}

/** Loads PayPal's SDK once per client id, only when the customer chooses PayPal; rejects when it cannot load. */
export function loadPayPal(clientId: string, idToken: string): Promise<PayPalNamespace> {
  const cached = loading.get(clientId);
  if (cached) return cached;
  const promise = new Promise<PayPalNamespace>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `https://www.paypal.com/sdk/js?client-id=${encodeURIComponent(clientId)}&components=buttons&vault=true`;
    script.async = true;
    script.dataset.userIdToken = idToken;
    script.onload = () => {
      const paypal = paypalOnWindow();
      if (paypal) resolve(paypal);
      else reject(new Error("PayPal's script loaded without its SDK."));
    };
    script.onerror = () => reject(new Error("PayPal's script could not be loaded."));
    document.head.append(script);
  });
  // A failed load may be retried later (the network may come back).
  promise.catch(() => loading.delete(clientId));
  loading.set(clientId, promise);
  return promise;
}
