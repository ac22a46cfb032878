/**
 * What can commit the owner, in classes rather than phrases: assent, a date or time (weekdays, months, ordinal days,
 * "this month", deadlines), any figure, money, approval, hiring, legal terms, and statements of what someone will do.
 * The rules use it the other way round (`rules.ts`): a line may be spoken only if it has NONE of these, or if it
 * is one of the owner's talking points word for word. Anything these classes cannot read (another language) is
 * deferred before it gets here (`language.ts`). Erring wide costs the owner a follow-up; erring narrow, their word.
 */
export type CommitmentKind = "assent" | "date" | "number" | "money" | "approval" | "hiring" | "legal" | "owner_action";

export interface CommitmentFinding {
  kind: CommitmentKind;
  where: "answer" | "question";
  match: string;
}

const ORDINALS =
  "first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty[- ](first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|thirtieth|thirty[- ]first";
const DAY_ABBR = "mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun";

const CLASSES: Record<Exclude<CommitmentKind, "owner_action">, RegExp[]> = {
  assent: [
    /^\W*(yes|yeah|yep|yup|ya|sure|ok|okay|alright|all right|right|fine|agreed|absolutely|definitely|certainly|deal|done|no|nope|nah|of course|correct|exactly|perfect|great|cool|totally|indeed|sounds good)\b/,
    /\b(yes|yeah|yep|yup|(?<!\b(not|make|makes|making|made|be|pretty|quite|very|so|for) )sure|ok|okay|agreed?|agrees|agreeing|absolutely|definitely|certainly|of course|no problem|no worries|sounds (good|great|fine)|works for|fine (by|with)|good with|happy with|count (me|us|her|him|them) in|on board|deal|consider it done|you bet|for sure|will do|can do|(i'm|i am|we're|we are|she's|she is|he's|he is|they're|they are) in\b|in for)\b/,
  ],
  date: [
    /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/,
    new RegExp(String.raw`\b(${DAY_ABBR})\b\.?(?=\s*(\d|the\b))|\b(on|by|next|this|until|till|before|after)\s+(${DAY_ABBR})\b`),
    /\b(january|february|april|june|july|august|september|october|november|december)\b/,
    /\b(jan|feb|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b\.?(?=\s*\d)/,
    /\b(in|by|until|till|before|after|from|early|mid|late|end of|next|this|last|of)\s+(march|may)\b|\b(march|may)\s+\d|\d(st|nd|rd|th)?\s+(of\s+)?(march|may)\b/,
    new RegExp(String.raw`\b(on|by|until|till|before|after|from|since) the (${ORDINALS})\b|\bthe (${ORDINALS})(?= of\b|\s*[.,;:!?]|\s*$)`),
    /\b(today|tonight|tomorrow|yesterday|weekends?|weekdays?|mornings?|afternoons?|evenings?|noon|midday|midnight|o'clock|eod|eow|eom|eoq|eoy|cob|asap|deadlines?|due|overdue|schedul\w*|calendar|timelines?|eta|soon|sooner|soonest|later|shortly|immediately|right away|tbd)\b/,
    /\b(days?|daily|weeks?|weekly|months?|monthly|quarters?|quarterly|years?|yearly|annual\w*|hourly|fortnight\w*|sprints?|q[1-4]|h[12]|fy\d*)\b/,
    // A duration is a time only with a preposition ("in ten minutes"); "the minutes of the meeting" is not.
    /\b(in|within|after|for|by) (a|an|a few|few|\w+) (minutes?|hours?)\b/,
    /\b(half past|quarter (past|to)|a\.m\.|p\.m\.)|\b\d{1,2}(st|nd|rd|th)\b|\b\d{1,2}(:\d{2})?\s*(am|pm)\b|\b\d{1,2}:\d{2}\b|\b\d{1,4}[/.-]\d{1,2}([/.-]\d{2,4})?\b/,
  ],
  number: [/\p{N}/u],
  money: [
    /[$€£¥₹¢]/,
    /\b(dollars?|euros?|pounds? sterling|quid|bucks|cents?|usd|eur|gbp|pric(e|es|ed|ing|ey)|costs?|costing|budget\w*|pay|pays|paid|paying|payments?|payable|invoic\w*|fees?|discount\w*|refund\w*|rebates?|salar(y|ies)|wages?|bonus\w*|raises?|compensation|funds?|funding|spend|spends|spending|spent|expens\w*|cheap\w*|afford\w*|reimburs\w*|revenue|profit\w*|margins?|money|cash)\b/,
  ],
  approval: [
    /\b(approv\w*|sign[- ]?off|signs? off|signed off|green[- ]?light\w*|greenlit|go[- ]ahead|thumbs[- ]up|authori[sz]\w*|permission|permit\w*|allow\w*|accept\w*|veto\w*|sanction\w*|endors\w*|ratif\w*|ok'?(ed|'d)|okay'?(ed|'d)|blessing|rubber[- ]stamp\w*)\b/,
  ],
  hiring: [
    /\b(hir(e|es|ed|ing)|recruit\w*|headcount|offer letter|job offers?|jobs?|onboard(ing)? (him|her|them)|fir(e|ed|ing) (him|her|them|someone)|lay(ing)? ?offs?|laid off|promot(e|es|ed|ion|ions)|contractors?|freelancers?|candidates?|new joiners?|staffing|vacanc\w*|open (roles?|positions?))\b/,
  ],
  legal: [
    /\b(contracts?|contractual|ndas?|legal\w*|lawyers?|attorneys?|counsel|liabilit\w*|liable|indemn\w*|t&cs?|clauses?|agreements?|licen[cs]\w*|signatures?|signed|sign|signs|signing|warrant(y|ies)|complian\w*|gdpr|lawsuits?|litigation|sue|suing|settlements?|trademarks?|patents?|copyrights?|dpas?|slas?|msas?|binding|obligat\w*)\b/,
    /(?<!\bin )\bterms\b/,
  ],
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const PERSON = "i|we|you|he|she|they";

/** Statements of what someone will do: the future, an offer, an intention, an action under way ("Ada will send…", "I'm sending…", "let me…"). */
function ownerActionPatterns(names: readonly string[]): RegExp[] {
  const who = [PERSON, ...names.map((n) => escape(n.toLowerCase()))].join("|");
  // Ability and intention bind the owner's side only: "you can see the prototype" is a description, "we can" an offer.
  const doer = ["i|we|he|she", ...names.map((n) => escape(n.toLowerCase()))].join("|");
  return [
    /\b(will|shall|won't|wont|gonna|wanna|going to|about to)\b|'ll\b/,
    new RegExp(String.raw`\b(${doer})\s+(can|could|would|'d|cannot|can't|couldn't|wouldn't|might|may|must|need to|needs to|have to|has to|plans?|intends?|wants?|promis\w*|commit\w*|guarantee\w*|offer\w*|volunteer\w*|undertak\w*|expects?)\b`),
    new RegExp(String.raw`\b(can|could|would|will|shall)\s+(${who})\b`),
    new RegExp(String.raw`\b(${who})\s*('m|'re|'s|am|are|is)\s+\w+ing\b`),
    /\blet('s| me| us)\b|\bon it\b|\b(take|takes|taking|took) care of\b|\bfollow(s|ing)? up\b|\bget(s|ting)? back to\b|\bleave it (to|with)\b|\bpromis\w*|\bguarantee\w*|\bcommit\w*|\bassur\w*|\bpledg\w*/,
  ];
}

/** Curly quotes and look-alike letters folded, lower case: "Ｙｅｓ" and "she’ll" read as "yes" and "she'll". */
export function foldForRules(text: string): string {
  return text.normalize("NFKC").replace(/[\u2018\u2019\u02BC\u2032`´]/g, "'").toLowerCase();
}

/** Every commitment class present in the text, first match of each; an empty list is the only safe result. */
export function commitmentElements(text: string, names: readonly string[] = []): { kind: CommitmentKind; match: string }[] {
  const t = foldForRules(text);
  const found: { kind: CommitmentKind; match: string }[] = [];
  for (const [kind, patterns] of Object.entries(CLASSES) as [CommitmentKind, RegExp[]][]) {
    const m = patterns.map((p) => p.exec(t)).find(Boolean);
    if (m) found.push({ kind, match: m[0].trim() });
  }
  const action = ownerActionPatterns(names)
    .map((p) => p.exec(t))
    .find(Boolean);
  if (action) found.push({ kind: "owner_action", match: action[0].trim() });
  return found;
}

/** Requests for an account of something ("can you walk us through…", "tell us…"): asking for words, not a promise. */
const ACCOUNT_REQUEST =
  /\b(can|could|would) you (please )?(tell|walk|remind|explain|summari[sz]e|recap|describe|update|fill|give us (an?|the|your)? ?(quick |short |brief )?(update|overview|summary|recap|status)|share (your|the) (view|thoughts|update|status|take))\b/;
const INFORMATIONAL = /^(what|how|why|which|who|whose|where)\b/;
const TIME_QUESTION = /\b(when|what time|what day|which day|how long|how soon|by when|eta|deadline|due date)\b/;
const ASSENT_TAG = /\b(right|yeah|yes|no|correct|agreed|deal|ok|okay|fine|good)\s*\?\s*$|\byes or no\b/;

/** The question with its opening vocative and greeting taken off: "Hey Ada — so you'll…" reads "so you'll…". */
function body(question: string, names: readonly string[]): string {
  const who = names.map((n) => escape(n.toLowerCase())).join("|");
  const t = foldForRules(question).trim();
  return who ? t.replace(new RegExp(String.raw`^(@|hey|hi|hello|ok(ay)?|so|and|well|right|thanks)?[\s,]*(${who})\b[\s,:;.!?\u2014\u2013-]*`), "").trim() : t;
}

/**
 * Whether the question asks the owner to commit: asks for a time, or is not a plain request for information
 * (what/how/why…, "can you walk us through…") and touches any commitment class, or seeks assent ("…, right?").
 * Such a question may only be answered with a talking point word for word.
 */
export function commitmentAsked(question: string, names: readonly string[] = []): { kind: CommitmentKind; match: string } | null {
  const q = body(question, names);
  const time = TIME_QUESTION.exec(q);
  if (time) return { kind: "date", match: time[0] };
  const tag = ASSENT_TAG.exec(q);
  if (tag) return { kind: "assent", match: tag[0].trim() };
  const request = ACCOUNT_REQUEST.exec(q);
  const asked = request ? q.replace(request[0], "tell") : q;
  const elements = commitmentElements(asked, names);
  const informational = INFORMATIONAL.test(asked) || Boolean(request);
  const binding = elements.find((e) => e.kind === "owner_action" || e.kind === "assent" || e.kind === "approval" || e.kind === "date");
  if (informational) return binding ?? null;
  return elements[0] ?? null;
}

/** The answer's first commitment, else the question's: what persona.ts keeps out of the brief and the rules cite. */
export function findCommitment(input: { question: string; answer: string; names?: readonly string[] }): CommitmentFinding | null {
  const names = input.names ?? [];
  const inAnswer = commitmentElements(input.answer, names)[0];
  if (inAnswer) return { ...inAnswer, where: "answer" };
  const asked = input.question.trim() ? commitmentAsked(input.question, names) : null;
  return asked ? { ...asked, where: "question" } : null;
}
