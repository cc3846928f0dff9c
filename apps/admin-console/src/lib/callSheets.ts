import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DASHBOARD } from "@repo/contracts/adminConsole/texts";
import { callSheetSummarySchema } from "@repo/contracts/callSheets/schemas/list";
import { apiJson, apiRequest, serverMessageIn } from "shell/apiClient";

/** The prefix of every list of call sheets' query key (features/dashboard/api/callSheets.ts). */
export const CALL_SHEETS_KEY = ["/api/call-sheets"] as const;

/** The dashboard's new call sheet: the spec's payload, every field but the title empty. */
export function useCreateCallSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (shootingTitle: string) => {
      const payload = { shootingTitle, client: "", shootingDate: null, shootingTime: null, locations: "", teamContacts: "[]", actorContacts: "[]", sceneSchedule: "[]", technicalSpecs: "", breakSchedule: "", weather: "", emergencyContacts: "" };
      let answer: unknown;
      try {
        answer = await apiJson("POST", "/api/call-sheets", payload);
      } catch (error) {
        throw new Error(serverMessageIn("en", error, DASHBOARD.toasts.callSheetCreateFailed) ?? DASHBOARD.toasts.callSheetCreateFailed, { cause: error });
      }
      return callSheetSummarySchema.parse(answer);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CALL_SHEETS_KEY }),
  });
}

export function useDeleteCallSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest("DELETE", `/api/call-sheets/${id}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CALL_SHEETS_KEY }),
  });
}
