import type { Knex } from "knex";

/**
 * Deferred work (issue 22, docs/jobs.md): one row a job, written in the transaction of the fact that
 * causes it and claimed by the runner of any API process. Times carry milliseconds (DATETIME(3) on MySQL,
 * text on SQLite, always written as 'YYYY-MM-DD HH:mm:ss.SSS' UTC), so leases and backoffs of a fraction
 * of a second compare right.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("jobs", (t) => {
    t.bigIncrements("id").primary();
    t.string("kind", 64).notNullable();
    // JSON, parsed by the kind's schema on enqueue and again before the handler runs. Cleared (null) once a
    // kind that says so is done: a mail's payload holds what the mail says, a share password included.
    t.text("payload", "mediumtext").nullable();
    t.enum("state", ["queued", "running", "succeeded", "dead"]).notNullable();
    // Attempts started (a claim counts one); also the fencing token of the claim that holds the row.
    t.integer("attempts").unsigned().notNullable().defaultTo(0);
    t.integer("max_attempts").unsigned().notNullable();
    // When the row next needs a runner: while queued, when it is due; while running, when its lease ends.
    t.dateTime("available_at", { precision: 3 }).notNullable();
    t.string("locked_by", 100).nullable();
    t.text("last_error").nullable();
    // What the job is about ("share:12"), so a feature finds the jobs of its rows.
    t.string("reference", 100).nullable();
    t.dateTime("created_at", { precision: 3 }).notNullable();
    t.dateTime("updated_at", { precision: 3 }).notNullable();
    // The latest attempt's start, and when the job succeeded or died.
    t.dateTime("started_at", { precision: 3 }).nullable();
    t.dateTime("finished_at", { precision: 3 }).nullable();
    t.index(["state", "available_at"]);
    t.index(["reference"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("jobs");
}
