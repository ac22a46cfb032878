export { deleteAccount } from "./delete";
export { DELETE_ACCOUNT_CONFIRMATION, DeleteAccountInput, DeleteAccountResponse } from "./schemas";
export * from "./export";
