export { default } from "~/components/shell/page-loading";
