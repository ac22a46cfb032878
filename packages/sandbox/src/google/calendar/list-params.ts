import { badRequest, googleApiError, invalidParameter } from "../common/api-error";
import { parseRfc3339 } from "../common/time";
import type { ListParams } from "./store";

const MAX_RESULTS = 2500;
const DEFAULT_RESULTS = 250;

/** Parameters that may not accompany a syncToken (reference §3 "Rules for syncToken"). */
const SYNC_RESTRICTED = ["iCalUID", "orderBy", "privateExtendedProperty", "q", "sharedExtendedProperty", "timeMin", "timeMax", "updatedMin"];

/** Validates an events.list query the way Google does; returns the parsed parameters or the 400 to send. */
export function parseListParams(search: URLSearchParams): ListParams | Response {
  const get = (name: string) => search.get(name) ?? undefined;
  const syncToken = get("syncToken");
  if (syncToken !== undefined && SYNC_RESTRICTED.some((name) => search.has(name))) {
    return googleApiError(400, {
      reason: "syncTokenWithRequestRestrictions",
      message: "Sync token cannot be used with other request restrictions.",
      locationType: "parameter",
      location: "syncToken",
    });
  }

  const bool = (name: string): boolean | undefined | Response => {
    const value = get(name);
    if (value === undefined) return undefined;
    if (value !== "true" && value !== "false") return invalidParameter(name);
    return value === "true";
  };
  const singleEvents = bool("singleEvents");
  if (singleEvents instanceof Response) return singleEvents;
  const showDeleted = bool("showDeleted");
  if (showDeleted instanceof Response) return showDeleted;
  if (syncToken !== undefined && showDeleted === false) return badRequest("showDeleted=false cannot be used with a sync token.", "showDeleted");

  let maxResults = DEFAULT_RESULTS;
  const rawMax = get("maxResults");
  if (rawMax !== undefined) {
    if (!/^\d+$/.test(rawMax) || Number(rawMax) < 1) return invalidParameter("maxResults");
    maxResults = Math.min(Number(rawMax), MAX_RESULTS);
  }

  const orderBy = get("orderBy");
  if (orderBy !== undefined && orderBy !== "startTime" && orderBy !== "updated") return invalidParameter("orderBy");
  if (orderBy === "startTime" && singleEvents !== true) return badRequest("The requested ordering is not available for the particular query.", "orderBy");

  const time = (name: string): Date | undefined | Response => {
    const value = get(name);
    if (value === undefined) return undefined;
    return parseRfc3339(value) ?? badRequest("Bad Request", name);
  };
  const timeMin = time("timeMin");
  if (timeMin instanceof Response) return timeMin;
  const timeMax = time("timeMax");
  if (timeMax instanceof Response) return timeMax;
  const updatedMin = time("updatedMin");
  if (updatedMin instanceof Response) return updatedMin;
  if (timeMin && timeMax && timeMin.getTime() >= timeMax.getTime()) {
    return googleApiError(400, { reason: "timeRangeEmpty", message: "The specified time range is empty.", locationType: "parameter", location: "timeMax" });
  }

  const q = get("q");
  const iCalUID = get("iCalUID");
  const pageToken = get("pageToken");
  return {
    ...(syncToken !== undefined ? { syncToken } : {}),
    ...(pageToken !== undefined ? { pageToken } : {}),
    ...(timeMin ? { timeMin } : {}),
    ...(timeMax ? { timeMax } : {}),
    ...(updatedMin ? { updatedMin } : {}),
    singleEvents: singleEvents ?? false,
    ...(orderBy ? { orderBy } : {}),
    maxResults,
    showDeleted: showDeleted ?? false,
    ...(q ? { q } : {}),
    ...(iCalUID ? { iCalUID } : {}),
  };
}
