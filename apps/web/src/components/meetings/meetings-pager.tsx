import Link from "next/link";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";
import { MEETINGS_PAGE_SIZE, meetingsQueryString, withPage, type MeetingSection, type MeetingsState } from "~/lib/meetings-params";

const LABELS: Record<MeetingSection, string> = { upcoming: "Upcoming meetings", past: "Past meetings" };

/**
 * Previous / Next as links to the section's neighbouring pages: the page is in the URL, so it can be reloaded,
 * shared and reached with the back button, and the server renders it. No total: a count would read every row.
 */
export function MeetingsPager({ state, section, shown, hasNext }: { state: MeetingsState; section: MeetingSection; shown: number; hasNext: boolean }) {
  const page = state.pages[section];
  if (page === 1 && !hasNext) return null;
  const first = (page - 1) * MEETINGS_PAGE_SIZE + 1;
  const href = (p: number) => `/meetings${meetingsQueryString(withPage(state, section, p))}`;
  return (
    <nav aria-label={`${LABELS[section]} pages`} className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
      <span aria-live="polite">
        Page {page}
        {shown > 0 && <span className="sr-only sm:not-sr-only"> · {first}–{first + shown - 1}</span>}
      </span>
      <div className="flex gap-2">
        <PagerLink href={page > 1 ? href(page - 1) : null} label="Previous page" rel="prev">
          <ChevronLeftIcon aria-hidden />
          Previous
        </PagerLink>
        <PagerLink href={hasNext ? href(page + 1) : null} label="Next page" rel="next">
          Next
          <ChevronRightIcon aria-hidden />
        </PagerLink>
      </div>
    </nav>
  );
}

function PagerLink({ href, label, rel, children }: { href: string | null; label: string; rel: string; children: React.ReactNode }) {
  if (!href) {
    return (
      <Button variant="outline" size="sm" disabled aria-label={label}>
        {children}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={href} rel={rel} aria-label={label} scroll={false}>
        {children}
      </Link>
    </Button>
  );
}
