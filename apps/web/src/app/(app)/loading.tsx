import { Spinner } from "@understudy/ui/spinner";

export default function AppLoading() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner label="Loading…" showLabel className="[&>svg]:size-6" />
    </div>
  );
}
