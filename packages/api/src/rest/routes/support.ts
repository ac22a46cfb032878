import { SupportRequestInput, SupportRequestResponse } from "@understudy/services/support";
import { route, type RestRoute } from "../define";

/** Email support (Pro). */
export const supportRoutes: RestRoute[] = [
  route("POST", "/support", {
    tag: "support",
    auth: "user",
    summary: "Email support (Pro plan; 403 otherwise): stored, then sent to the support address; 5 an hour",
    body: SupportRequestInput,
    response: SupportRequestResponse,
    status: 201,
    procedure: (c) => c.support.send,
    input: ({ body }) => body,
  }),
];
