// Stripe.js, loaded from Stripe itself (its terms require it) only when the Stripe provider is on and the card form
// opens: the card number is typed into Stripe's own frame and never reaches this app or its server.

export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

export interface StripeCardElement {
  mount(target: HTMLElement): void;
  destroy(): void;
  on(event: 'change', handler: (e: { complete: boolean; error?: { message: string } }) => void): void;
}
export interface StripeJs {
  elements(options?: { locale?: string }): { create(type: 'card', options?: object): StripeCardElement };
  createPaymentMethod(options: {
    type: 'card';
    card: StripeCardElement;
  }): Promise<{ paymentMethod?: { id: string }; error?: { message?: string } }>;
}
type StripeFactory = (publishableKey: string) => StripeJs;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

let loading: Promise<StripeFactory> | null = null;

/** Loads Stripe.js once; rejects when it cannot load (offline, blocked), so that the next try loads it again. */
export function loadStripe(publishableKey: string): Promise<StripeJs> {
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    if (window.Stripe) {
      resolve(window.Stripe);
      return;
    }
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not start')));
    script.onerror = () => reject(new Error('Stripe.js could not load'));
    document.head.appendChild(script);
  }).catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading.then((factory) => factory(publishableKey));
}
