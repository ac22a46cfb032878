import { escapeHtml } from "../../core/http";
import type { Account } from "./accounts";

const PALETTE = ["#1a73e8", "#d93025", "#188038", "#e37400", "#9334e6", "#007b83", "#c5221f", "#5f6368"];

export function initials(account: Pick<Account, "givenName" | "familyName" | "email">): string {
  const letters = [account.givenName, account.familyName].map((part) => part.charAt(0)).join("");
  return (letters || account.email.charAt(0)).toUpperCase();
}

/** A 96×96 circle with the account's initials, coloured by its `sub`. */
export function avatarSvg(account: Account): string {
  const digit = Number(account.sub.at(-1) ?? "0");
  const color = PALETTE[digit % PALETTE.length] ?? "#1a73e8";
  const text = escapeHtml(initials(account));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeHtml(account.name)}">`,
    `<circle cx="48" cy="48" r="48" fill="${color}"/>`,
    `<text x="48" y="48" dy=".35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="40" fill="#fff">${text}</text>`,
    `</svg>`,
  ].join("");
}
