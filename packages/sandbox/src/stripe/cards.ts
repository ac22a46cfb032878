/** Stripe's documented test cards (reference Part 4) and what each does when attached and when charged. */
export interface CardBehaviour {
  brand: string;
  /** Attaching (Checkout, portal "update card") is refused with this decline. */
  attachDecline?: Decline;
  /** Later charges (renewals, retries) fail with this decline. */
  chargeDecline?: Decline;
}

export interface Decline {
  code: "card_declined" | "expired_card" | "incorrect_cvc";
  decline_code: string;
  message: string;
}

const GENERIC: Decline = { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." };
const INSUFFICIENT: Decline = { code: "card_declined", decline_code: "insufficient_funds", message: "Your card has insufficient funds." };

const TEST_CARDS: Record<string, CardBehaviour> = {
  "4242424242424242": { brand: "visa" },
  "4000056655665556": { brand: "visa" },
  "5555555555554444": { brand: "mastercard" },
  "4000000000000002": { brand: "visa", attachDecline: GENERIC, chargeDecline: GENERIC },
  "4000000000009995": { brand: "visa", attachDecline: INSUFFICIENT, chargeDecline: INSUFFICIENT },
  "4000000000000341": { brand: "visa", chargeDecline: GENERIC },
};

export type CardCheck =
  | { ok: true; number: string; behaviour: CardBehaviour; expMonth: number; expYear: number }
  | { ok: false; field: "number" | "expiry" | "cvc"; decline?: Decline; message: string };

export function normaliseCardNumber(input: string): string {
  return input.replace(/[\s-]/g, "");
}

/** Validates what a customer typed on a hosted page; `nowSeconds` is Stripe's clock. */
export function checkCard(input: { number: string; expiry: string; cvc: string }, nowSeconds: number): CardCheck {
  const number = normaliseCardNumber(input.number);
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) return { ok: false, field: "number", message: "Your card number is invalid." };
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  if (!expiry) return { ok: false, field: "expiry", message: "Your card's expiration date is incomplete." };
  const expMonth = Number(expiry[1]);
  const yearText = expiry[2] ?? "";
  const expYear = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (expMonth < 1 || expMonth > 12) return { ok: false, field: "expiry", message: "Your card's expiration month is invalid." };
  const now = new Date(nowSeconds * 1000);
  if (expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1)) {
    return { ok: false, field: "expiry", message: "Your card's expiration date is in the past." };
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { ok: false, field: "cvc", message: "Your card's security code is incomplete." };
  const behaviour = TEST_CARDS[number];
  if (!behaviour) {
    return {
      ok: false,
      field: "number",
      decline: GENERIC,
      message: "Your card was declined. Your request was in test mode, but used a non test card.",
    };
  }
  if (behaviour.attachDecline) return { ok: false, field: "number", decline: behaviour.attachDecline, message: behaviour.attachDecline.message };
  return { ok: true, number, behaviour, expMonth, expYear };
}

export function chargeOutcome(number: string | undefined): { ok: true } | { ok: false; decline: Decline } {
  if (!number) return { ok: false, decline: { code: "card_declined", decline_code: "no_payment_method", message: "No payment method on file." } };
  const decline = TEST_CARDS[number]?.chargeDecline;
  return decline ? { ok: false, decline } : { ok: true };
}

function luhn(number: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = number.length - 1; i >= 0; i -= 1) {
    let digit = Number(number[i]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}
