import { CheckSquareIcon, GavelIcon, ListIcon, SparklesIcon } from "lucide-react";
import { DetailSection, SectionEmpty } from "./detail-section";
import { hasSections, parseSummary } from "./summary-sections";

function SummaryList({ title, icon: Icon, items }: { title: string; icon: typeof ListIcon; items: string[] }) {
  return (
    <section className="grid gap-2">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <Icon className="size-4 text-muted-foreground" aria-hidden />
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">None recorded.</p>
      ) : (
        <ul className="grid list-disc gap-1.5 pl-5 text-sm marker:text-muted-foreground">
          {items.map((item, i) => (
            <li key={i} className="break-words">
              {item}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The AI summary: an overview, then Key points, Action items and Decisions. */
export function SummarySection({ summary }: { summary: string | null }) {
  const sections = parseSummary(summary);
  return (
    <DetailSection title="Summary" icon={SparklesIcon}>
      {!sections ? (
        <SectionEmpty title="No summary yet">
          The AI summary — key points, action items and decisions — appears here after the meeting.
        </SectionEmpty>
      ) : (
        <div className="grid gap-5">
          {sections.overview && <p className="text-sm leading-relaxed whitespace-pre-line break-words">{sections.overview}</p>}
          {hasSections(sections) && (
            <>
              <SummaryList title="Key points" icon={ListIcon} items={sections.keyPoints} />
              <SummaryList title="Action items" icon={CheckSquareIcon} items={sections.actionItems} />
              <SummaryList title="Decisions" icon={GavelIcon} items={sections.decisions} />
            </>
          )}
        </div>
      )}
    </DetailSection>
  );
}
