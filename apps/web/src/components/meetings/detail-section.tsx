import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";

/** A titled card on the meeting detail page. */
export function DetailSection({
  title,
  description,
  icon: Icon,
  className,
  children,
}: {
  title: string;
  description?: string;
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-base">
            <Icon className="size-4 text-muted-foreground" aria-hidden />
            {title}
          </h2>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The quiet placeholder a section shows until there is data. */
export function SectionEmpty({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed px-4 py-8 text-center">
      <p className="text-sm font-medium">{title}</p>
      {children && <p className="mx-auto mt-1 max-w-sm text-sm text-muted-foreground">{children}</p>}
    </div>
  );
}
