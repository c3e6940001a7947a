import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";

interface ListPagesProps {
  /** What the pages are of, for the navigation's name: "subscribers". */
  of: string;
  matching: number;
  page: number;
  perPage: number;
  /** The list screen's address for another page, its filters and search kept. */
  hrefOf(page: number): string;
}

/** Which of the matching rows this screen shows, and the way to the screens before and after it. */
export function ListPages({ of, matching, page, perPage, hrefOf }: ListPagesProps) {
  if (matching <= perPage) return null;
  const first = (page - 1) * perPage + 1;
  const last = Math.min(page * perPage, matching);
  return (
    <nav aria-label={`Pages of ${of}`} className="mt-6 flex flex-wrap items-center gap-3">
      <p className="mr-auto">
        Showing {first}–{last} of {matching}
      </p>
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={buttonStyles("secondary")}>
          Newer
        </Link>
      ) : null}
      {last < matching ? (
        <Link to={hrefOf(page + 1)} className={buttonStyles("secondary")}>
          Older
        </Link>
      ) : null}
    </nav>
  );
}
