import { AudioLinesIcon } from "lucide-react";

/** The Understudy word mark. */
export function Brand() {
  return (
    <span className="flex items-center gap-2 text-base font-semibold tracking-tight">
      <span className="bg-primary text-primary-foreground flex size-7 items-center justify-center rounded-md">
        <AudioLinesIcon className="size-4" aria-hidden />
      </span>
      Understudy
    </span>
  );
}
