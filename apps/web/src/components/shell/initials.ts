/** Up to two initials from a name (or the email's first letter), upper-cased. */
export function initialsOf(name: string | null | undefined, email: string): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.length === 1 ? [words[0]] : [email];
  return letters
    .map((w) => w?.[0] ?? "")
    .join("")
    .toUpperCase();
}
