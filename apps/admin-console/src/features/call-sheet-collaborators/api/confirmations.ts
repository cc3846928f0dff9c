import { useMutation, useQueryClient } from "@tanstack/react-query";
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
