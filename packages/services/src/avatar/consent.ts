/** Bump the version whenever the words change: consent is to a version, and an old one no longer counts. */
export const AVATAR_CONSENT_VERSION = "avatar-consent-v1";

export const AVATAR_CONSENT_TEXT = `I agree that Understudy's AI Avatar may speak for me in meetings I turn it on for, in the voice I choose, as an AI stand-in that always says it is not me. It may answer only from my talking points, my persona brief and my own past meetings; it never agrees to dates, money, approvals, hiring or legal matters for me, and defers anything else it cannot ground to me. I can turn it off at any time, and this consent covers only the voice and settings I choose here.`;
