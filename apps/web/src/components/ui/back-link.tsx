import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router';

/** "Back to …": returns to the previous page of this app (keeping its page and sort), else goes to `fallback`. */
export function BackLink({ fallback, children }: { fallback: string; children: string }) {
  const navigate = useNavigate();
  return (
    <Link
      to={fallback}
      onClick={(e) => {
        if ((window.history.state as { idx?: number } | null)?.idx) {
          e.preventDefault();
          navigate(-1);
        }
      }}
      className="mb-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
