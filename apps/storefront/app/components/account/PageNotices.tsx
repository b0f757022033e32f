import { Notice } from '../ui/Notice';

/** What the last action of an account page came to: its error, or else its success, above the page. */
export function PageNotices({ error, success }: { error?: string | null; success?: string | null }) {
  if (!error && !success) return null;
  return (
    <div className="mb-6">
      {error ? <Notice tone="error">{error}</Notice> : <Notice tone="success">{success}</Notice>}
    </div>
  );
}
