/** One generated results table of bench/README.md: the files of bench/results it reads, and how it shows them. */
export interface BenchTable {
  /** The marker name in bench/README.md: `<!-- results:<id> -->` … `<!-- /results:<id> -->`. */
  id: string;
  /** File names in bench/results. */
  sources: string[];
  /** The block's Markdown (a line naming the run, then the table), from each source's parsed JSON. */
  render(read: (file: string) => unknown): string;
}
