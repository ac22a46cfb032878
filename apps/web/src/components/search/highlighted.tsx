/** Text with the matched words marked; parts come from the API, never HTML. */
export function Highlighted({ parts }: { parts: readonly { text: string; highlight: boolean }[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.highlight ? (
          <mark key={i} className="rounded-sm bg-yellow-200/70 px-0.5 text-foreground dark:bg-yellow-400/25">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
