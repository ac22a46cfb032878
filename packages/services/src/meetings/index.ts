export * from "./schemas";
export { listMeetings } from "./list";
export { getMeeting } from "./get";
export { createMeeting } from "./create";
export { updateMeeting } from "./update";
export { deleteMeeting } from "./delete";
export { getMeetingPeople, MeetingPeopleResponse, MeetingPerson } from "./people";
