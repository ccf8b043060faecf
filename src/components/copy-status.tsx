/**
 * What a copying bar says: a polite status line, and the text to copy by hand in a box where
 * the browser refused the clipboard (`useCopy`'s `status` and `manual`).
 */
export function CopyStatus({
  status,
  manual,
}: {
  readonly status: string;
  readonly manual: string | null;
}) {
  return (
    <>
      <p className="share-status" role="status" aria-live="polite">
        {status}
      </p>
      {manual ? (
        <textarea
          className="share-manual"
          readOnly
          value={manual}
          aria-label="Text to copy"
          onFocus={(e) => e.target.select()}
        />
      ) : null}
    </>
  );
}
