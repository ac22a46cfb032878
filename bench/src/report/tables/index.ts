import type { BenchTable } from "../bench-table";
import { actionItemsTable } from "./action-items";
import { apiTable } from "./api";
import { avatarTable } from "./avatar";
import { botsTable } from "./bots";
import { catchupTable } from "./catchup";
import { liveTable } from "./live";
import { pagesScaleTable } from "./pages-scale";
import { recapsTable } from "./recaps";
import { scaleTable } from "./scale";
import { searchLatencyTable, searchQualityTable, searchSummaryTable } from "./search";
import { syncTable } from "./sync";
import { webTable } from "./web";
import { webhooksTable } from "./webhooks";

/** Every generated table of bench/README.md, in the order the write-ups come. */
export const BENCH_TABLES: BenchTable[] = [
  apiTable,
  syncTable,
  botsTable,
  webhooksTable,
  liveTable,
  catchupTable,
  searchLatencyTable,
  searchQualityTable,
  searchSummaryTable,
  avatarTable,
  webTable,
  pagesScaleTable,
  scaleTable,
  recapsTable,
  actionItemsTable,
];

/** Results files no table reads, and why they stay in bench/results. */
export const UNTABLED_RESULTS: Record<string, string> = {
  "search-quality-pglite-before.json": "the retriever as it was before 25 Nov 2026's passages; bench/README.md's search write-up quotes it",
};
