import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { DASHBOARD } from "@repo/contracts/adminConsole";
import type { CallSheetSummary } from "@repo/contracts/callSheets";
import { apiRequest, serverMessage } from "shell/apiClient";

const CALL_SHEETS_KEY = ["/api/call-sheets"] as const;

export function useCallSheets() {
  return useQuery<CallSheetSummary[]>({ queryKey: CALL_SHEETS_KEY });
}

/** The dashboard's new call sheet: the spec's payload, every field but the title empty. */
export function useCreateCallSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (shootingTitle: string) => {
      const payload = { shootingTitle, client: "", shootingDate: null, shootingTime: null, locations: "", teamContacts: "[]", actorContacts: "[]", sceneSchedule: "[]", technicalSpecs: "", breakSchedule: "", weather: "", emergencyContacts: "" };
      try {
        return (await (await apiRequest("POST", "/api/call-sheets", payload)).json()) as CallSheetSummary;
      } catch (error) {
        throw new Error(serverMessage(error) ?? DASHBOARD.toasts.callSheetCreateFailed, { cause: error });
      }
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
