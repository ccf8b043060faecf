/** The one logical operation's key (a UUID v4 in practice; shortened so the diagram stays legible). */
export const IDEMPOTENCY_KEY = 'k-7f3a';

/**
 * How long the payment gateway remembers its own idempotency keys: Stripe prunes keys once they
 * are at least 24 hours old (docs.stripe.com/api/idempotent_requests).
 */
export const GATEWAY_KEY_RETENTION_SECONDS = 86_400;
