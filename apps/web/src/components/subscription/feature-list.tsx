import { CheckIcon, XIcon } from "lucide-react";
import { cn } from "@understudy/ui/lib/utils";

export interface Feature {
  text: string;
  included: boolean;
}

/** Included features with a check; the rest crossed out (announced as not included). */
export function FeatureList({ features, className }: { features: Feature[]; className?: string }) {
  return (
    <ul className={cn("flex flex-col gap-2 text-sm", className)}>
      {features.map((f) => (
        <li key={f.text} className="flex items-start gap-2">
          {f.included ? (
            <CheckIcon className="text-success mt-0.5 size-4 shrink-0" aria-hidden />
          ) : (
            <XIcon className="text-muted-foreground mt-0.5 size-4 shrink-0" aria-hidden />
          )}
          {f.included ? (
            <span>{f.text}</span>
          ) : (
            <span className="text-muted-foreground line-through">
              <span className="sr-only">Not included: </span>
              {f.text}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
