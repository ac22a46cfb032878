import Link from "next/link";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";

export interface PagerProps {
  /** What the pages are of, for the landmark's name ("Upcoming meetings" → "Upcoming meetings pages"). */
  label: string;
  page: number;
  pageSize: number;
  /** Rows on this page. */
  shown: number;
  hasNext: boolean;
  /** The URL of another page: pages are links, so they reload, share and go back like any page. */
  hrefFor: (page: number) => string;
}

/** Previous / Next between server-rendered pages. No total: counting would read every row of the list. */
export function Pager({ label, page, pageSize, shown, hasNext, hrefFor }: PagerProps) {
  if (page === 1 && !hasNext) return null;
  const first = (page - 1) * pageSize + 1;
  return (
    <nav aria-label={`${label} pages`} className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
      <span>
        Page {page}
        {shown > 0 && (
          <span>
            {" "}
            · {first}–{first + shown - 1}
          </span>
        )}
      </span>
      <div className="flex gap-2">
        <PagerLink href={page > 1 ? hrefFor(page - 1) : null} label="Previous page" rel="prev">
          <ChevronLeftIcon aria-hidden />
          Previous
        </PagerLink>
        <PagerLink href={hasNext ? hrefFor(page + 1) : null} label="Next page" rel="next">
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
