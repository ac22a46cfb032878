import { BillingRequestError, BillingUnavailableError } from "@understudy/integrations/stripe";
import { ServiceError } from "../errors";

/** Adapter failures as domain errors: Stripe down → 503; anything else Stripe refused → 503 too, with the cause logged. */
export function billingFailure(error: unknown): ServiceError {
  if (error instanceof ServiceError) return error;
  if (error instanceof BillingUnavailableError) return new ServiceError("UPSTREAM_UNAVAILABLE", "Stripe is unavailable, please try again shortly", { cause: error });
  if (error instanceof BillingRequestError) return new ServiceError("UPSTREAM_UNAVAILABLE", "Stripe could not complete the request, please try again", { cause: error });
  return new ServiceError("INTERNAL", "Billing failed", { cause: error });
}

export const isMissingAtStripe = (error: unknown) => error instanceof BillingRequestError && error.code === "resource_missing";
