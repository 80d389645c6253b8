CREATE TABLE "poll_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"poll_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_votes" (
	"poll_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"option_ids" uuid[],
	"commitment" text,
	"voted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "poll_votes_pk" PRIMARY KEY("poll_id","account_id"),
	CONSTRAINT "poll_votes_one_kind_check" CHECK (("poll_votes"."option_ids" is null) <> ("poll_votes"."commitment" is null))
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"program_item_id" uuid,
	"question" text NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"opens_at" timestamp with time zone,
	"results_visibility" text NOT NULL,
	"anonymous" boolean NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "polls_kind_check" CHECK ("polls"."kind" in ('single', 'multiple')),
	CONSTRAINT "polls_state_check" CHECK ("polls"."state" in ('open', 'closed', 'scheduled')),
	CONSTRAINT "polls_results_visibility_check" CHECK ("polls"."results_visibility" in ('live', 'afterVoting', 'afterClose')),
	CONSTRAINT "polls_scheduled_time_check" CHECK ("polls"."state" <> 'scheduled' or "polls"."opens_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "event_data_versions" ADD COLUMN "polls_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "poll_options" ADD CONSTRAINT "poll_options_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_program_item_id_program_items_id_fk" FOREIGN KEY ("program_item_id") REFERENCES "public"."program_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "poll_options_poll_idx" ON "poll_options" USING btree ("poll_id","position");--> statement-breakpoint
CREATE INDEX "poll_votes_account_idx" ON "poll_votes" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "polls_event_idx" ON "polls" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "polls_program_item_idx" ON "polls" USING btree ("program_item_id");--> statement-breakpoint
-- Bumps the polls version of each named event that still exists and announces 'polls:<event id>'
-- on 'hallway_event_data'. Rows are locked in event id order, as bump_event_data_versions does,
-- so writers cannot deadlock. Votes never touch the polls table, so they never bump it.
CREATE FUNCTION bump_polls_versions(changed_event_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO event_data_versions AS versions (event_id, polls_version)
  SELECT events.id, nextval('event_data_version_seq')
  FROM events
  WHERE events.id = ANY (changed_event_ids)
  ORDER BY events.id
  ON CONFLICT (event_id) DO UPDATE SET polls_version = excluded.polls_version;
  PERFORM pg_notify('hallway_event_data', 'polls:' || events.id::text) FROM events WHERE events.id = ANY (changed_event_ids);
END;
$$;
--> statement-breakpoint
-- Statement-level, like the schedule's triggers. Options are written with their poll and never
-- changed after, so the poll's triggers cover them (their vote counts are not in the feed).
CREATE FUNCTION bump_polls_by_event_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_polls_versions(ARRAY(SELECT DISTINCT event_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_polls_versions(ARRAY(SELECT event_id FROM new_rows UNION SELECT event_id FROM old_rows));
  ELSE
    PERFORM bump_polls_versions(ARRAY(SELECT DISTINCT event_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER polls_inserted_bump AFTER INSERT ON polls REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_polls_by_event_id();
--> statement-breakpoint
CREATE TRIGGER polls_updated_bump AFTER UPDATE ON polls REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_polls_by_event_id();
--> statement-breakpoint
CREATE TRIGGER polls_deleted_bump AFTER DELETE ON polls REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_polls_by_event_id();
