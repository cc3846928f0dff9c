import { useState } from "react";
import styled from "styled-components";
import { DASHBOARD } from "@repo/contracts/adminConsole/texts";
import { Button } from "shell/Button";
import { Input } from "shell/Input";
import { toast } from "shell/toast";

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Pages = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  align-items: center;
  button { min-width: 40px; padding: 0 ${({ theme }) => theme.space(2)}; }
`;

const Desktop = styled.div`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) { display: contents; }
`;

const Mobile = styled.div`
  display: contents;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) { display: none; }
`;

const GoTo = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  /* Wide enough for its 'Go to page' placeholder (80 px cut it to 'Go to p'). */
  input { width: 9rem; }
`;

/** First, last and the pages within 2 of the current one, with "…" where pages are skipped (spec §9). */
export function visiblePages(current: number, last: number): (number | "gap")[] {
  const pages: (number | "gap")[] = [];
  for (let page = 1; page <= last; page++) {
    if (page === 1 || page === last || Math.abs(page - current) <= 2) pages.push(page);
    else if (pages[pages.length - 1] !== "gap") pages.push("gap");
  }
  return pages;
}

/** Shown only when there is more than one page. Desktop: numbered pages; mobile: Prev / page of total / Next. */
export function Pagination({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  const [target, setTarget] = useState("");
  if (pageCount <= 1) return null;
  const go = () => {
    const wanted = Number(target);
    if (!Number.isInteger(wanted) || wanted < 1 || wanted > pageCount) {
      toast({ variant: "destructive", title: DASHBOARD.toasts.invalidPageTitle, description: DASHBOARD.toasts.invalidPageDescription(pageCount) });
      return;
    }
    setTarget("");
    onPage(wanted);
  };
  // One "Go to page" for both layouts.
  const goTo = (
    <GoTo
      onSubmit={(event) => {
        event.preventDefault();
        go();
      }}
    >
      <Input aria-label={DASHBOARD.pagination.goToPage} placeholder={DASHBOARD.pagination.goToPage} inputMode="numeric" value={target} onChange={(event) => setTarget(event.target.value)} />
      <Button type="submit">{DASHBOARD.pagination.go}</Button>
    </GoTo>
  );
  return (
    <Bar aria-label="Pagination">
      <Desktop>
        <Pages>
          <Button $variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {DASHBOARD.pagination.previous}
          </Button>
          {visiblePages(page, pageCount).map((entry, index) =>
            entry === "gap" ? (
              <span key={`gap-${index}`} aria-hidden="true">
                …
              </span>
            ) : (
              <Button key={entry} $variant={entry === page ? "primary" : "outline"} aria-current={entry === page ? "page" : undefined} aria-label={`${DASHBOARD.pagination.page} ${entry}`} onClick={() => onPage(entry)}>
                {entry}
              </Button>
            ),
          )}
          <Button $variant="outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
            {DASHBOARD.pagination.next}
          </Button>
        </Pages>
      </Desktop>
      <Mobile>
        <Pages>
          <Button $variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {DASHBOARD.pagination.prev}
          </Button>
          <span>
            {page} / {pageCount}
          </span>
          <Button $variant="outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
            {DASHBOARD.pagination.next}
          </Button>
        </Pages>
      </Mobile>
      {goTo}
    </Bar>
  );
}
