import type { SeededRandom } from "./random";

export interface Person {
  name: string;
  email: string;
}

/** Colleagues and outside contacts the generated calendars and mailboxes are filled with (fictional domains). */
export const PEOPLE: readonly Person[] = [
  { name: "Priya Raman", email: "priya.raman@northwind.example" },
  { name: "Marcus Chen", email: "marcus.chen@northwind.example" },
  { name: "Sofia Alvarez", email: "sofia.alvarez@northwind.example" },
  { name: "Tomasz Nowak", email: "tomasz.nowak@northwind.example" },
  { name: "Amara Okafor", email: "amara.okafor@contoso.example" },
  { name: "Kenji Watanabe", email: "kenji.watanabe@contoso.example" },
  { name: "Leila Haddad", email: "leila.haddad@fabrikam.example" },
  { name: "Jonas Berg", email: "jonas.berg@fabrikam.example" },
  { name: "Grace Kim", email: "grace.kim@tailspin.example" },
  { name: "Diego Santos", email: "diego.santos@tailspin.example" },
];

export function pickPeople(rng: SeededRandom, count: number, exclude: readonly string[] = []): Person[] {
  const pool = PEOPLE.filter((p) => !exclude.includes(p.email));
  const out: Person[] = [];
  while (out.length < count && pool.length > 0) {
    const index = rng.int(0, pool.length - 1);
    const [person] = pool.splice(index, 1);
    if (person) out.push(person);
  }
  return out;
}

/** First and last names for the account's own colleagues, who share its email domain. */
const COLLEAGUES: readonly [string, string][] = [
  ["Nadia", "Petrova"],
  ["Owen", "Hughes"],
  ["Mei", "Lin"],
  ["Rafael", "Costa"],
  ["Ingrid", "Larsen"],
  ["Samir", "Haddad"],
  ["Chloe", "Dubois"],
  ["Tunde", "Bakare"],
];

/**
 * `count` colleagues of `ownerEmail`, at its domain: internal meetings invite these. Draws from `rng`
 * exactly as pickPeople does, so the rest of a generated calendar stays the same.
 */
export function pickColleagues(rng: SeededRandom, count: number, ownerEmail: string): Person[] {
  const domain = ownerEmail.split("@").pop() ?? "example.com";
  const pool = COLLEAGUES.map(([first, last]) => ({ name: `${first} ${last}`, email: `${first.toLowerCase()}.${last.toLowerCase()}@${domain}` })).filter(
    (p) => p.email !== ownerEmail,
  );
  const out: Person[] = [];
  while (out.length < count && pool.length > 0) {
    const [person] = pool.splice(rng.int(0, pool.length - 1), 1);
    if (person) out.push(person);
  }
  return out;
}
