"use client";

import { memo, Suspense } from "react";
import { MeetingCard, type MeetingCardProps } from "./meeting-card";

export type { MeetingCardProps };

/**
 * A list card as its own hydration unit. React hydrates what sits inside a Suspense boundary later and in short
 * slices, and first the boundary the user acts on: the page around the cards (header, search box, filter) is
 * interactive before the cards (up to 40) are, and their hydration never blocks a keystroke for long. `memo` keeps a
 * re-render of the list (a search's URL write, another card's mutation) from passing new elements into a card whose
 * props did not change, which would force a card still waiting for hydration to hydrate at once.
 */
export const MeetingCardIsland = memo(function MeetingCardIsland(props: MeetingCardProps) {
  return (
    <Suspense>
      <MeetingCard {...props} />
    </Suspense>
  );
});
