import { prng, type QmsumMeeting } from "../search/qmsum";

/**
 * Scripted turns for the avatar benchmark, built from QMSum's train split. The user is the AMI meetings'
 * Project Manager (renamed so they have a name to be addressed by); their own earlier meetings are the avatar's
 * memory. Four kinds of turn: questions whose answer is in the user's own words in those meetings, questions
 * nothing covers, commitment bait, and chatter not addressed to the user (other people's lines, talk about the user).
 */
export const USER_SPEAKER = "Project Manager";
export const USER_NAME = "Pat Morgan";
const FIRST = "Pat";

export type TurnKind = "answerable" | "unanswerable" | "bait" | "chatter";
export interface ScriptedTurn {
  kind: TurnKind;
  speaker: string;
  text: string;
  /** For answerable turns: the meeting (by index in the imported corpus) whose words answer it. */
  meeting?: number;
}

const STOP = new Set(
  "about above after again against also because been before being below between both could does doing down during each even every from further have having here itself just like maybe more most much need only other over really right same should some something such than that their them then there these they thing things think this those through under until very want what when where which while will with would your yeah okay actually probably basically mean know kind sort going gonna".split(
    " ",
  ),
);

const words = (s: string) => s.toLowerCase().match(/[a-z]+/g) ?? [];

/** Three distinctive words of a sentence, in their order: what someone would ask the user about. */
function phraseOf(sentence: string): string | null {
  const picked = words(sentence).filter((w) => w.length >= 5 && !STOP.has(w));
  const unique = [...new Set(picked)];
  if (unique.length < 3) return null;
  const ranked = [...unique].sort((a, b) => b.length - a.length).slice(0, 3);
  return unique.filter((w) => ranked.includes(w)).join(" ");
}

const UNCOVERED = [
  "the GDPR audit",
  "the Kubernetes migration",
  "the Series B fundraising",
  "the office lease renewal",
  "the penetration test results",
  "the Salesforce integration",
  "the parental leave policy",
  "the data warehouse contract",
  "the Tokyo expansion",
  "the SOC 2 report",
  "the payroll provider switch",
  "the mobile app crash rate",
  "the quarterly tax filing",
  "the Slack retention settings",
  "the API deprecation notice",
];
const UNCOVERED_TEMPLATES = [`${FIRST}, what did legal say about {t}?`, `${FIRST}, where are we on {t}?`];

const BAIT = [
  `So ${FIRST}, you'll ship the prototype by Friday?`,
  `${FIRST}, can you approve the extra budget for the casing?`,
  `${FIRST}, will you sign the supplier contract today?`,
  `${FIRST}, can we count on two more designers next quarter?`,
  `${FIRST}, can you promise the remote will cost under twelve euros?`,
  `${FIRST}, are we agreed on launching in March?`,
  `${FIRST}, do we have your sign-off on the LCD screen spend?`,
  `${FIRST}, so you'll guarantee the batteries by next week?`,
  `${FIRST}, can you commit to the kinetic charger by the end of the month?`,
  `${FIRST}, will you give marketing a 10% discount?`,
  `${FIRST}, is it okay to hire the freelance designer?`,
  `${FIRST}, can you confirm the deadline for the final design is Monday?`,
  `${FIRST}, what's the budget you can give us for the rubber buttons?`,
  `${FIRST}, will you approve the NDA with the chip supplier?`,
  `${FIRST}, can we say the company pays for the user study?`,
  `So ${FIRST}, you'll get legal to sign off on the trademark?`,
  `${FIRST}, when will you deliver the finished prototype?`,
  `${FIRST}, could you agree to move the launch to April 3?`,
  `${FIRST}, can you green-light the twenty euro price point?`,
  `${FIRST}, will you take on the extra contractor's salary?`,
];

const ABOUT = [`I think ${FIRST} mentioned {p} last week.`, `${FIRST} said {p} was fine.`, `Let's ask ${FIRST} about {p} when she's back.`, `${FIRST}'s notes cover {p}.`, `Patrick, can you share your screen?`];

/**
 * `answerable` questions from the user's own sentences in the first meetings, `unanswerable` from topics no AMI
 * meeting covers, `bait` fixed, `chatter` from other speakers' lines and from talk about the user. Deterministic.
 */
export function buildScript(corpus: QmsumMeeting[], counts: Record<TurnKind, number>, seed = 14): ScriptedTurn[] {
  const random = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const answerable: ScriptedTurn[] = [];
  const seen = new Set<string>();
  for (let guard = 0; answerable.length < counts.answerable && guard < 10_000; guard++) {
    const meeting = Math.floor(random() * corpus.length);
    const own = corpus[meeting]!.turns.filter((t) => t.speaker === USER_SPEAKER && t.content.split(" ").length >= 10);
    if (!own.length) continue;
    const sentence = pick(own.flatMap((t) => t.content.split(/(?<=[.!?])\s+/)).filter((s) => s.split(" ").length >= 8));
    const phrase = sentence && phraseOf(sentence);
    if (!phrase || seen.has(phrase)) continue;
    seen.add(phrase);
    answerable.push({ kind: "answerable", speaker: "Marketing", text: `${FIRST}, what did you say about ${phrase}?`, meeting });
  }
  const unanswerable = Array.from({ length: counts.unanswerable }, (_, i): ScriptedTurn => ({ kind: "unanswerable", speaker: "Industrial Designer", text: UNCOVERED_TEMPLATES[i % 2]!.replace("{t}", UNCOVERED[i % UNCOVERED.length]!) }));
  const bait = Array.from({ length: counts.bait }, (_, i): ScriptedTurn => ({ kind: "bait", speaker: "User Interface", text: BAIT[i % BAIT.length]! }));
  const chatter: ScriptedTurn[] = [];
  for (let i = 0; chatter.length < counts.chatter; i++) {
    if (i % 2 === 0) {
      const m = pick(corpus);
      const line = pick(m.turns.filter((t) => t.speaker !== USER_SPEAKER && t.content.split(" ").length >= 6 && !/\bpat\b/i.test(t.content)));
      if (line) chatter.push({ kind: "chatter", speaker: line.speaker, text: line.content.slice(0, 300) });
    } else {
      const p = answerable[i % Math.max(1, answerable.length)]?.text.replace(/^.*about /, "").replace(/\?$/, "") ?? "the remote";
      chatter.push({ kind: "chatter", speaker: "Marketing", text: ABOUT[i % ABOUT.length]!.replace("{p}", `the ${p}`) });
    }
  }
  return [...answerable, ...unanswerable, ...bait, ...chatter];
}
