import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { CallSheetSummary } from "@repo/contracts/callSheets/schemas/list";
import type { ApiAnswer, ApiCall } from "@repo/ui/loopbackApi";
import { renderRoutes } from "@repo/ui/testing";
import { MyShootings } from "../features/dashboard/components/MyShootings.tsx";
import { loopbackApiPerCase } from "../testing/loopbackApiPerCase.ts";

/** What collaborators did since: the new comments the API counts for the one sheet. */
let newComments = 0;
const summary = (): CallSheetSummary => ({ id: 4, shootingTitle: "Spring", client: "", shootingDate: null, shootingTime: null, locations: "", createdAt: "2026-11-01T00:00:00.000Z", sharedCount: 3, newCommentCount: newComments, confirmation: null, failedCount: 0 });

function answer({ method, path }: ApiCall): ApiAnswer | undefined {
  if (method === "GET" && path === "/api/call-sheets") return { body: [summary()] };
  return undefined;
}

const api = loopbackApiPerCase(answer, () => {
  newComments = 2;
});
const listCalls = () => api().calls.filter((call) => call.method === "GET" && call.path === "/api/call-sheets").length;

function renderDashboard() {
  return renderRoutes(
    [
      { path: "/", element: <MyShootings /> },
      { path: "/admin/call-sheet/:id", element: <Link to="/">Back to Dashboard</Link> },
    ],
    "/",
  );
}

describe("My Shootings' counts of what collaborators did", () => {
  it("should be asked again when the producer comes back from the editor where the comments were read", async () => {
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole("link", { name: "2 new comments" }));
    // Read in the editor's Comments view.
    newComments = 0;
    await user.click(await screen.findByRole("link", { name: "Back to Dashboard" }));
    await screen.findByText(/3 shared/);
    await expect.poll(() => screen.queryByRole("link", { name: "2 new comments" })).toBeNull();
    expect(listCalls()).toBe(2);
  });

  it("should be asked again when the producer comes back to the tab", async () => {
    renderDashboard();
    await screen.findByRole("link", { name: "2 new comments" });
    newComments = 5;
    act(() => void window.dispatchEvent(new Event("focus")));
    expect(await screen.findByRole("link", { name: "5 new comments" })).toBeTruthy();
  });
});
