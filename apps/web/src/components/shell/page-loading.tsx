import { Spinner } from "@understudy/ui/spinner";

/**
 * A signed-in page's loading state while its server data is read (a route's loading.tsx). Not on /dashboard and
 * /meetings: behind a loading boundary a page is streamed after the shell, and React reveals streamed content at
 * least 300 ms after the first paint, by when the scripts are running, so the page's largest paint waited for them.
 * Those two pages wait for their data and come in the first HTML (the meetings list, its own boundary, may still be
 * streamed after the header and search box in the same response).
 */
export default function PageLoading() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner label="Loading…" showLabel className="[&>svg]:size-6" />
    </div>
  );
}
