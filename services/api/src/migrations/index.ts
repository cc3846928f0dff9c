import type { Knex } from "knex";
import * as createUsers from "./20261122000100_create_users.ts";
import * as createPhotosAndModels from "./20261122000200_create_photos_and_models.ts";
import * as createSessions from "./20261122000300_create_sessions.ts";
import * as createCallSheets from "./20261122000400_create_call_sheets.ts";
import * as addAccounts from "./20261122000500_add_accounts.ts";
import * as addModelFilterKeys from "./20261122000600_add_model_filter_keys.ts";
import * as addModelListIndexes from "./20261122000700_add_model_list_indexes.ts";
import * as widenMysqlFilterIndex from "./20261122000800_widen_mysql_filter_index.ts";
import * as sqliteRegistrationOrderIndex from "./20261122000900_sqlite_registration_order_index.ts";
import * as addUsernameSkeleton from "./20261124001300_add_username_skeleton.ts";
import * as addCallSheetVersions from "./20261125000100_add_call_sheet_versions.ts";
import * as addActorPickerIndexes from "./20261125000200_add_actor_picker_indexes.ts";
import * as createCallSheetSharing from "./20261125000500_create_call_sheet_sharing.ts";
import * as createJobs from "./20261126000100_create_jobs.ts";
import * as createRateLimits from "./20261126000200_create_rate_limits.ts";
import * as addShareInvitations from "./20261127000100_add_share_invitations.ts";
import * as addCommentNotifications from "./20261127000200_add_comment_notifications.ts";
import * as createCallSheetRevisions from "./20261127000300_create_call_sheet_revisions.ts";
import * as publishSharedSheets from "./20261127000400_publish_shared_sheets.ts";
import * as createRevisionConfirmations from "./20261128000500_create_revision_confirmations.ts";
import * as addShareCalendarGeneration from "./20261129000100_add_share_calendar_generation.ts";
import * as addCommentIdempotencyKeys from "./20261129000200_add_comment_idempotency_keys.ts";
import * as addShareCalendarRequests from "./20261130000100_add_share_calendar_requests.ts";
import * as addReminderTimeZone from "./20261201000100_add_reminder_time_zone.ts";
import * as addShareDeliveredRevision from "./20261201000200_add_share_delivered_revision.ts";
import * as addReminderRemindedCount from "./20261202000100_add_reminder_reminded_count.ts";

type Migration = { up(knex: Knex): Promise<void>; down(knex: Knex): Promise<void> };

// Listed explicitly (not read from the folder) so the same list works under tsx, vitest and a bundle.
const migrations: Record<string, Migration> = {
  "20261122000100_create_users": createUsers,
  "20261122000200_create_photos_and_models": createPhotosAndModels,
  "20261122000300_create_sessions": createSessions,
  "20261122000400_create_call_sheets": createCallSheets,
  "20261122000500_add_accounts": addAccounts,
  "20261122000600_add_model_filter_keys": addModelFilterKeys,
  "20261122000700_add_model_list_indexes": addModelListIndexes,
  "20261122000800_widen_mysql_filter_index": widenMysqlFilterIndex,
  "20261122000900_sqlite_registration_order_index": sqliteRegistrationOrderIndex,
  "20261124001300_add_username_skeleton": addUsernameSkeleton,
  "20261125000100_add_call_sheet_versions": addCallSheetVersions,
  "20261125000200_add_actor_picker_indexes": addActorPickerIndexes,
  "20261125000500_create_call_sheet_sharing": createCallSheetSharing,
  "20261126000100_create_jobs": createJobs,
  "20261126000200_create_rate_limits": createRateLimits,
  "20261127000100_add_share_invitations": addShareInvitations,
  "20261127000200_add_comment_notifications": addCommentNotifications,
  "20261127000300_create_call_sheet_revisions": createCallSheetRevisions,
  "20261127000400_publish_shared_sheets": publishSharedSheets,
  "20261128000500_create_revision_confirmations": createRevisionConfirmations,
  "20261129000100_add_share_calendar_generation": addShareCalendarGeneration,
  "20261129000200_add_comment_idempotency_keys": addCommentIdempotencyKeys,
  "20261130000100_add_share_calendar_requests": addShareCalendarRequests,
  "20261201000100_add_reminder_time_zone": addReminderTimeZone,
  "20261201000200_add_share_delivered_revision": addShareDeliveredRevision,
  "20261202000100_add_reminder_reminded_count": addReminderRemindedCount,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};
