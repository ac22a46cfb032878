import { Spinner } from "@understudy/ui/spinner";

/**
 * A signed-in page's loading state while its server data is read (a route's loading.tsx). Not on /dashboard and
 * /meetings: behind a loading boundary a page is streamed after the shell, and React reveals streamed content at
 * least 300 ms after the first paint, by when the scripts are running, so the page's largest paint waited for them.
 * Those two pages wait for their data and come in the first response (on /meetings the view is a Suspense boundary
 * of its own, for hydration, which React may still send after the shell in that response).
 */
export default function PageLoading() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner label="Loading…" showLabel className="[&>svg]:size-6" />
    </div>
  );
}
