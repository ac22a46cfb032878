"use server";

import { redirect } from "next/navigation";
import { serverCaller } from "~/server/caller";
import { requestFromForm } from "./request";

/** The consent form's answer: Allow issues a code for the ticked scopes, Deny tells the app no; either way the browser goes back to the app. */
export async function decide(form: FormData) {
  const input = { ...requestFromForm(form), allowed_scopes: form.getAll("allowed_scopes").map(String) };
  const caller = await serverCaller();
  const { redirect_to } = form.get("decision") === "allow" ? await caller.oauth.approve(input) : await caller.oauth.deny(input);
  redirect(redirect_to);
}
