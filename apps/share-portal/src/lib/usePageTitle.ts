import { useEffect } from "react";

/** Sets document.title while the page is shown (each route names itself; spec §2 route table). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
