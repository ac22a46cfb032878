/** The fixed lines the avatar speaks around the owner's words: all of them written here, none by the model. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] || "the organiser";

/** What every spoken turn starts with. */
export function disclosureLine(ownerName: string): string {
  return `This is ${firstName(ownerName)}'s AI stand-in, not ${firstName(ownerName)}.`;
}

/** Says it is an AI stand-in for the user, in so many words. */
export function hasDisclosure(text: string, ownerName: string): boolean {
  const first = firstName(ownerName).toLowerCase();
  const t = text.toLowerCase();
  return /\bai\b/.test(t) && /\b(stand-?in|assistant|avatar)\b/.test(t) && t.includes(first);
}

/** The deferral: no promise on the owner's behalf (not "she'll get back to you"), only what is true: it is noted. */
export function deferText(ownerName: string): string {
  return `I can't answer that; I've noted it for ${firstName(ownerName)}.`;
}
