export * from "./schemas";
export { exportMeeting, exportMeetingFile, type ExportFile } from "./export";
export { buildExportDocument, type ExportDocument, type ExportSource } from "./document";
export { FORMATS, renderFormat } from "./formats";
