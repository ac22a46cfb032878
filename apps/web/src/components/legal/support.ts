/** Where users write to for support and data requests (landing footer, legal pages). */
export const SUPPORT_EMAIL = "support@understudy.app";
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;
