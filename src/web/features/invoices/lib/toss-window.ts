/**
 * Opens Toss Payments' payment window (its JavaScript SDK v2, `TossPayments(clientKey)
 * .payment({customerKey}).requestPayment(…)`). The script is loaded from the address the server
 * gave (Toss's in production, a stand-in in tests) only when the family presses 결제하기, so the
 * pay page itself stays small. The window returns to the success or the fail page by address.
 */

/** The window's methods this studio offers: cards (and the easy pays Toss's card window lists), transfer, 가상계좌. */
export type TossMethod = 'CARD' | 'TRANSFER' | 'VIRTUAL_ACCOUNT';

interface TossWindowRequest {
  scriptUrl: string;
  clientKey: string;
  method: TossMethod;
  orderId: string;
  orderName: string;
  amount: number;
  customerName: string;
  successUrl: string;
  failUrl: string;
}

interface TossPaymentsSdk {
  (
    clientKey: string,
  ): {
    payment(options: { customerKey: string }): { requestPayment(request: object): Promise<unknown> };
  };
  ANONYMOUS: string;
}

declare global {
  interface Window {
    TossPayments?: TossPaymentsSdk;
  }
}

/** A refusal of the window's as Toss words it (`{code, message}`), e.g. USER_CANCEL when it is closed. */
interface TossWindowError {
  code: string;
  message: string;
}

let loading: Promise<TossPaymentsSdk> | undefined;

function loadSdk(scriptUrl: string): Promise<TossPaymentsSdk> {
  if (window.TossPayments) return Promise.resolve(window.TossPayments);
  loading ??= new Promise<TossPaymentsSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () =>
      window.TossPayments ? resolve(window.TossPayments) : reject(new Error('no TossPayments'));
    script.onerror = () => {
      script.remove();
      reject(new Error('script failed'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined; // a dropped connection: the next press tries again
    throw error;
  });
  return loading;
}

/** `{code, message}` from whatever the SDK threw; a script that did not load is SCRIPT_FAILED. */
export function windowError(error: unknown): TossWindowError {
  const value = error as Partial<TossWindowError> | null;
  if (value && typeof value.code === 'string') {
    return { code: value.code, message: typeof value.message === 'string' ? value.message : '' };
  }
  return { code: 'SCRIPT_FAILED', message: '' };
}

/**
 * Opens the window. On a phone Toss leaves the page for its window; on a wide screen it opens
 * over the page, and the promise rejects if the family closes it. Either way a payment ends on
 * the success or the fail page.
 */
export async function openTossWindow({
  scriptUrl,
  clientKey,
  amount,
  ...rest
}: TossWindowRequest): Promise<void> {
  const TossPayments = await loadSdk(scriptUrl);
  // No account with the studio's Toss: the family pays as a guest of the window.
  const payment = TossPayments(clientKey).payment({ customerKey: TossPayments.ANONYMOUS });
  await payment.requestPayment({ ...rest, amount: { currency: 'KRW', value: amount } });
}
