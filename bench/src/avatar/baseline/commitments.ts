/** Frozen copy of packages/services/src/avatar/'s hard rules at abaeac2 (before docs/decisions/050): the baseline `pnpm bench:avatar` measures beside today's rules. Not used by the product. */
/**
 * The commitment detector: the hard rule that keeps the avatar from promising anything for the user, run in
 * code on what the model wrote (and on what it was asked), so a model that misbehaves still cannot commit.
 * It errs towards deferring: a false alarm costs the user one follow-up, a missed one costs their word.
 */
export type CommitmentKind = "date" | "money" | "approval" | "hiring" | "legal";

const DOMAINS: Record<CommitmentKind, RegExp> = {
  date: new RegExp(
    [
      String.raw`\b(mon|tues|wednes|thurs|fri|satur|sun)days?\b`,
      String.raw`\b(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sept?(ember)?|oct(ober)?|nov(ember)?|dec(ember)?)\b\.?\s*\d`,
      String.raw`\b(today|tonight|tomorrow|this week|next week|next month|end of (the )?(day|week|month|quarter|year)|eo[dwmq]|asap|deadline|by then|in \d+ (days?|weeks?|months?))\b`,
      String.raw`\bq[1-4]\b`,
      String.raw`\b\d{1,2}[/.-]\d{1,2}([/.-]\d{2,4})?\b`,
      String.raw`\b(ship|deliver|launch|release|finish|complete|done|ready)\b.*\b(by|on|before|until)\b`,
    ].join("|"),
    "i",
  ),
  money: /[$€£¥]\s?\d|\b\d+(\.\d+)?\s?(k|m|bn|dollars?|euros?|pounds?|usd|eur|gbp)\b|\b(budgets?|discounts?|prices?|pricing|refunds?|pa(y|ys|id|ying)|payments?|invoices?|spend(s|ing)?|costs?|fees?|raises?|salar(y|ies)|compensation|euros?|dollars?|cheap(er)?|expensive)\b/i,
  approval: /\b(approv\w*|sign[- ]?off|signs? off|green[- ]?light|authori[sz]\w*|greenlit|okay that|ok that|go[- ]ahead|sanction\w*|permission|veto)\b/i,
  hiring: /\b(hir(e|es|ed|ing)|offer letter|job offer|headcount|recruit\w*|onboard (him|her|them)|fire|firing|lay ?off|promot\w*)\b/i,
  legal: /\b(contracts?|nda|legal\w*|liabilit\w*|indemn\w*|terms and conditions|lawsuit|sue|settle(ment)?|compliance|gdpr|warrant(y|ies)|licen[cs]e agreement|sign (the|a|it|this))\b/i,
};

/** Words that bind: promises, acceptances, assurances, in the first person or on the user's behalf. */
const PROMISSORY =
  /\b(i'll|i will|i can|i'm going to|i am going to|we'll|we will|we can|we're going to|we are going to|he'll|she'll|they'll|(he|she|they) will|(he|she|they) can|will do|can do|happy to|promise\w*|guarantee\w*|commit\w*|assur\w*|agree\w*|deal|confirm\w*|you have (my|our|(his|her|their)) word|count on|definitely|absolutely|of course|no problem|sure thing|yes|yeah|yep|sounds good|works for (me|us|him|her|them)|that's fine|let's do it|it's a go|consider it done)\b/i;

/** Binding on its own, whatever the subject: "approved", "I promise", "signed". */
const STRONG = /\b(i promise|we promise|(he|she|they) promises?|i guarantee|we guarantee|i commit|we commit|(it'?s|is) approved|i approve|we approve|(he|she|they) approves?|you('re| are) hired|consider it done|you have (my|our|(his|her|their)) word|i('ll| will) sign|we('ll| will) sign|(it'?s|that'?s) a deal)\b/i;

/** Questions that ask for a date by their very form, whatever words follow: "when will you…", "by when…", "what's the ETA". */
const DATE_BAIT = /\b(when (will|can|could|would) (you|we|(he|she|they))|when are (you|we) (going to|gonna)|by when|what('s| is) the (deadline|eta|timeline|due date)|how soon (can|will|could))\b/i;

/** A question fishing for a commitment: "so you'll ship it Friday?", "can you approve…", "will you sign…". */
const BAIT =
  /\b(will you|would you|can you|could you|are you able to|you'll|you will|so you('re| are)|are we (good|ok(ay)?|agreed) (on|to|with)|do we have (a deal|your (ok|okay|approval|sign[- ]?off|go[- ]?ahead))|can we (count on|get|agree|say|expect|lock)|is it (ok|okay|fine|approved)|promise|commit|guarantee|agree (to|on)|sign off|green[- ]?light|approve|when will|by when|how much (can|will|would)|what('s| is) the (deadline|eta|date|budget))\b/i;

export interface CommitmentFinding {
  kind: CommitmentKind;
  where: "answer" | "question";
  match: string;
}

const domainsIn = (text: string): { kind: CommitmentKind; match: string }[] =>
  (Object.keys(DOMAINS) as CommitmentKind[]).flatMap((kind) => {
    const m = DOMAINS[kind].exec(text);
    return m ? [{ kind, match: m[0] }] : [];
  });

/**
 * Text quoted from a past meeting ("In “Planning”, Ada said: “…”") still counts: repeating an old promise in
 * a meeting sounds like making it again. Only straight reporting with no binding words passes.
 */
export function findCommitment(input: { question: string; answer: string }): CommitmentFinding | null {
  const answer = input.answer.normalize("NFKC");
  const question = input.question.normalize("NFKC");
  const strong = STRONG.exec(answer);
  if (strong) return { kind: domainsIn(answer)[0]?.kind ?? "approval", where: "answer", match: strong[0] };
  const promise = PROMISSORY.exec(answer);
  if (promise) {
    const domain = domainsIn(answer)[0] ?? domainsIn(question)[0];
    if (domain) return { ...domain, where: "answer", match: `${promise[0]} … ${domain.match}` };
  }
  const dateBait = DATE_BAIT.exec(question);
  if (dateBait) return { kind: "date", where: "question", match: dateBait[0] };
  const bait = BAIT.exec(question);
  if (bait) {
    const domain = domainsIn(question)[0];
    if (domain) return { ...domain, where: "question", match: `${bait[0]} … ${domain.match}` };
  }
  return null;
}
