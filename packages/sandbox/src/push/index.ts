export { createPush, type ReceivedPush } from "./service";
