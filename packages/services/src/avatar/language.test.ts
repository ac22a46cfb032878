import { beforeAll, describe, expect, it } from "vitest";
import { inCoveredLanguage, loadLanguageDetector, type LanguageOf } from "./language";

let languageOf: LanguageOf;
beforeAll(async () => void (languageOf = await loadLanguageDetector()));
const NAMES = ["Ada Lovelace"];

describe("lines the checks can read", () => {
  it.each(["Ada, what's the status of the migration?", "Sure, she's in for Thursday.", "Hey Ada — quick one", "Are you a bot?", "Yes.", "Ada?", "The onboarding flow tested well with the five customers we interviewed."])(
    "English: %s",
    (text) => expect(inCoveredLanguage(text, languageOf, NAMES)).toBe(true),
  );
  it.each([
    "Ja, sie ist am Donnerstag dabei.",
    "Ada, kannst du das Budget bis Freitag freigeben?",
    "Oui, elle sera là jeudi.",
    "Ada enverra le contrat le 3.",
    "Sí, ella viene el jueves.",
    "Firmeremo il contratto la settimana prossima.",
    "Vamos assinar o contrato na próxima semana.",
    "はい、木曜日に参加します。",
    "Да, она будет в четверг.",
  ])("another language, deferred: %s", (text) => expect(inCoveredLanguage(text, languageOf, NAMES)).toBe(false));
});
