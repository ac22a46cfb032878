// Components are imported by subpath (e.g. `@understudy/ui/button`) to keep bundles small.
export { cn } from "./lib/utils";
