import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callSheetConditionsSchema } from "@repo/contracts/callSheets/schemas/editor";
import { callSheetConditionsUrl } from "@repo/contracts/callSheets/urls";
import {
  type AutomaticReminderRequest,
  CONFIRMATION_URLS,
  confirmationSummarySchema,
  remindersQueuedSchema,
} from "@repo/contracts/sharing/confirmations";
import type { ShareList } from "@repo/contracts/sharing/schemas";
import { apiJson } from "shell/apiClient";
import { sharesQueryKey } from "./shares.ts";

const automaticReminderSchema = confirmationSummarySchema.shape.automaticReminder;

/**
 * 'Send reminder' (`POST .../reminders`, 202 `{ queued }`) and the automatic reminder (`PUT
 * .../automatic-reminder`, 200 the reminder). A reminder queues notices, so the list is read again (it polls
 * while they are queued); the automatic reminder's answer replaces the list's copy (no 200-row refetch).
 */
export function useReminderActions(callSheetId: number) {
  const queryClient = useQueryClient();
  const key = sharesQueryKey(callSheetId);
  const sendReminder = useMutation({
    mutationFn: async () => remindersQueuedSchema.parse(await apiJson("POST", CONFIRMATION_URLS.reminders(callSheetId))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const setAutomaticReminder = useMutation({
    mutationFn: async (body: AutomaticReminderRequest) => automaticReminderSchema.parse(await apiJson("PUT", CONFIRMATION_URLS.automaticReminder(callSheetId), body)),
    onSuccess: (automaticReminder) => queryClient.setQueryData<ShareList>(key, (list) => (list ? { ...list, automaticReminder } : list)),
  });
  return { sendReminder, setAutomaticReminder };
}

/**
 * The shoot's time zone, for saying when the automatic reminder sends on the shoot's clock: the API counts
 * the call time in the zone of the sheet's first location its city database knows (calendar/eventTimes.ts),
 * which is the zone of the first location the conditions give light for. Asked only while a reminder time is
 * shown; null (the producer's own clock) when no location is known or the call fails.
 */
export function useShootTimeZone(callSheetId: number, enabled: boolean): string | null {
  const conditions = useQuery({
    queryKey: [callSheetConditionsUrl(callSheetId), "shoot-time-zone"],
    queryFn: async ({ signal }) => callSheetConditionsSchema.parse(await apiJson("GET", callSheetConditionsUrl(callSheetId), undefined, { signal })),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return conditions.data?.locations.find((location) => location.light)?.light?.timeZone ?? null;
}
