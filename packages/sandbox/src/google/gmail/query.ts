/**
 * A working subset of Gmail's search syntax (support.google.com/mail/answer/7190):
 * words and "phrases", implicit AND, OR (binding tighter than AND), -negation, ( ) groups, { } any-of groups,
 * and the operators from: to: subject: filename: has:attachment in: label: is:unread newer_than: older_than: after: before:.
 * Unknown operators are searched for as plain words, as Gmail does.
 */
export type QueryNode =
  | { type: "and" | "or"; children: QueryNode[] }
  | { type: "not"; child: QueryNode }
  | { type: "term"; op?: string; value: string };

export interface Searchable {
  from: string;
  to: string;
  subject: string;
  text: string;
  filenames: string[];
  labels: string[];
  internalDate: number;
  hasAttachment: boolean;
}

const OPERATORS = new Set(["from", "to", "subject", "filename", "has", "in", "label", "is", "newer_than", "older_than", "after", "before", "newer", "older"]);

export function parseQuery(q: string): QueryNode {
  const tokens = tokenize(q);
  let pos = 0;
  const peek = () => tokens[pos];

  const parseAnd = (closing?: string): QueryNode => {
    const children: QueryNode[] = [];
    while (pos < tokens.length && peek() !== closing && peek() !== ")" && peek() !== "}") children.push(parseOr());
    return children.length === 1 && children[0] ? children[0] : { type: "and", children };
  };
  const parseOr = (): QueryNode => {
    const children = [parseUnary()];
    while (peek() === "OR" || peek() === "|") {
      pos++;
      if (pos >= tokens.length) break;
      children.push(parseUnary());
    }
    return children.length === 1 && children[0] ? children[0] : { type: "or", children };
  };
  const parseGroup = (close: ")" | "}"): QueryNode => {
    const inner = parseAnd(close);
    if (peek() === close) pos++;
    if (close === "}" && inner.type === "and") return { type: "or", children: inner.children };
    return inner;
  };
  const parseUnary = (): QueryNode => {
    const token = tokens[pos++] ?? "";
    if (token === "-" ) return { type: "not", child: parseUnary() };
    if (token === "(") return parseGroup(")");
    if (token === "{") return parseGroup("}");
    const op = /^([a-z_]+):(.*)$/i.exec(token);
    if (op?.[1] && OPERATORS.has(op[1].toLowerCase())) {
      const name = op[1].toLowerCase();
      const rest = op[2] ?? "";
      if (rest === "" && (peek() === "(" || peek() === "{")) {
        const group = parseUnary();
        return withOperator(group, name);
      }
      return { type: "term", op: name, value: unquote(rest) };
    }
    return { type: "term", value: unquote(token) };
  };

  const root = parseAnd();
  return root;
}

export function matches(node: QueryNode, message: Searchable, now: Date): boolean {
  switch (node.type) {
    case "and":
      return node.children.every((child) => matches(child, message, now));
    case "or":
      return node.children.some((child) => matches(child, message, now));
    case "not":
      return !matches(node.child, message, now);
    case "term":
      return termMatches(node, message, now);
  }
}

/** Spam and trash are searched only when the query asks for them (in:anywhere, in:spam, in:trash). */
export function searchesSpamOrTrash(node: QueryNode): boolean {
  switch (node.type) {
    case "and":
    case "or":
      return node.children.some(searchesSpamOrTrash);
    case "not":
      return false;
    case "term":
      return node.op === "in" && ["anywhere", "spam", "trash"].includes(node.value.toLowerCase());
  }
}

function termMatches(term: { op?: string; value: string }, m: Searchable, now: Date): boolean {
  const value = term.value.toLowerCase();
  const contains = (haystack: string) => haystack.toLowerCase().includes(value);
  switch (term.op) {
    case undefined:
      return value === "" || [m.subject, m.from, m.to, m.text, ...m.filenames].some(contains);
    case "from":
      return contains(m.from);
    case "to":
      return contains(m.to);
    case "subject":
      return contains(m.subject);
    case "filename":
      return m.filenames.some((f) => f.toLowerCase() === value || f.toLowerCase().endsWith(`.${value}`) || f.toLowerCase().includes(value));
    case "has":
      return value === "attachment" ? m.hasAttachment : contains(m.text);
    case "in":
      if (value === "anywhere") return true;
      return m.labels.some((l) => l.toLowerCase() === value);
    case "label":
      return m.labels.some((l) => l.toLowerCase() === value);
    case "is":
      if (value === "unread") return m.labels.includes("UNREAD");
      if (value === "read") return !m.labels.includes("UNREAD");
      if (value === "starred") return m.labels.includes("STARRED");
      return false;
    case "newer_than":
    case "older_than": {
      const span = relativeSpan(value);
      if (span === undefined) return false;
      return term.op === "newer_than" ? m.internalDate > now.getTime() - span : m.internalDate < now.getTime() - span;
    }
    case "after":
    case "newer":
    case "before":
    case "older": {
      const at = absoluteDate(value);
      if (at === undefined) return false;
      return term.op === "after" || term.op === "newer" ? m.internalDate >= at : m.internalDate < at;
    }
    default:
      return contains(`${term.op}:${term.value}`);
  }
}

function relativeSpan(value: string): number | undefined {
  const match = /^(\d+)([dmy])$/.exec(value);
  if (!match) return undefined;
  const day = 86_400_000;
  const unit = match[2] === "d" ? day : match[2] === "m" ? 30 * day : 365 * day;
  return Number(match[1]) * unit;
}

/** `2026/01/31` (midnight, Pacific time as Gmail uses; UTC here), or epoch seconds. */
function absoluteDate(value: string): number | undefined {
  if (/^\d{9,11}$/.test(value)) return Number(value) * 1000;
  const match = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(value);
  if (!match) return undefined;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function withOperator(node: QueryNode, op: string): QueryNode {
  switch (node.type) {
    case "and":
    case "or":
      return { type: node.type, children: node.children.map((child) => withOperator(child, op)) };
    case "not":
      return { type: "not", child: withOperator(node.child, op) };
    case "term":
      return node.op ? node : { type: "term", op, value: node.value };
  }
}

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

/** Splits into words, "quoted phrases" (also after an operator), and the ( ) { } - punctuation. */
function tokenize(q: string): string[] {
  const tokens: string[] = [];
  const re = /\s*(?:([(){}])|(-)(?=\S)|((?:[a-z_]+:)?"[^"]*"?)|([^\s(){}]+))/giy;
  let match: RegExpExecArray | null;
  while ((match = re.exec(q)) !== null && match[0] !== "") {
    const token = match[1] ?? match[2] ?? match[3] ?? match[4];
    if (token) tokens.push(token);
    if (re.lastIndex >= q.length) break;
  }
  return tokens;
}
