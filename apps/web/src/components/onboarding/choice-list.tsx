import { Label } from "@understudy/ui/label";
import { RadioGroup, RadioGroupItem } from "@understudy/ui/radio-group";

export interface ChoiceOption<T extends string = string> {
  value: T;
  label: string;
  hint: string;
}

/**
 * A labelled radio list where each choice carries one line on what it means (the first-run guide and Settings → Meeting
 * bot). `children` follow the choices inside the fieldset, e.g. a note on the whole list.
 */
export function ChoiceList<T extends string>({
  id,
  legend,
  options,
  value,
  onChange,
  disabled,
  children,
}: {
  id: string;
  legend: string;
  options: readonly ChoiceOption<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend id={`${id}-legend`} className="mb-2 text-sm font-medium">
        {legend}
      </legend>
      <RadioGroup aria-labelledby={`${id}-legend`} value={value} disabled={disabled} onValueChange={(picked) => onChange(options.find((o) => o.value === picked)?.value ?? value)} className="gap-3">
        {options.map((o) => (
          <div key={o.value} className="flex items-start gap-3">
            <RadioGroupItem value={o.value} id={`${id}-${o.value}`} aria-describedby={`${id}-${o.value}-hint`} className="mt-0.5" />
            <div className="grid min-w-0 gap-1">
              <Label htmlFor={`${id}-${o.value}`}>{o.label}</Label>
              <p id={`${id}-${o.value}-hint`} className="text-muted-foreground text-xs">
                {o.hint}
              </p>
            </div>
          </div>
        ))}
      </RadioGroup>
      {children}
    </fieldset>
  );
}
