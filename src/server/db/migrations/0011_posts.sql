CREATE TABLE "post_reads" (
	"account_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"seen_up_to" timestamp with time zone NOT NULL,
	CONSTRAINT "post_reads_pk" PRIMARY KEY("account_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"author_account_id" uuid,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"picture_src" text,
	"pinned" boolean DEFAULT false NOT NULL,
	"audience" text DEFAULT 'everyone' NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"announced_at" timestamp with time zone,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_audience_check" CHECK ("posts"."audience" in ('everyone', 'attendees', 'speakers', 'exhibitors', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "event_data_versions" ADD COLUMN "posts_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_reads" ADD CONSTRAINT "post_reads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reads" ADD CONSTRAINT "post_reads_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_account_id_accounts_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_event_publish_idx" ON "posts" USING btree ("event_id","publish_at");--> statement-breakpoint
CREATE INDEX "posts_unannounced_idx" ON "posts" USING btree ("publish_at") WHERE "posts"."announced_at" is null;--> statement-breakpoint
-- Bumps the posts version of each named event that still exists and announces each of its posts
-- feeds (one per group of readers, all built from these rows) on 'hallway_event_data'. Rows are
-- locked in event id order, as bump_event_data_versions does, so writers cannot deadlock.
CREATE FUNCTION bump_posts_versions(changed_event_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO event_data_versions AS versions (event_id, posts_version)
  SELECT events.id, nextval('event_data_version_seq')
  FROM events
  WHERE events.id = ANY (changed_event_ids)
  ORDER BY events.id
  ON CONFLICT (event_id) DO UPDATE SET posts_version = excluded.posts_version;
  PERFORM pg_notify('hallway_event_data', feed || ':' || events.id::text)
  FROM events CROSS JOIN unnest(ARRAY['posts-attendees', 'posts-speakers', 'posts-exhibitors', 'posts-staff', 'posts-all']) AS feed
  WHERE events.id = ANY (changed_event_ids);
END;
$$;
--> statement-breakpoint
-- Statement-level, like the schedule's triggers: a bulk change bumps each event once.
CREATE FUNCTION bump_posts_by_event_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_posts_versions(ARRAY(SELECT DISTINCT event_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_posts_versions(ARRAY(SELECT event_id FROM new_rows UNION SELECT event_id FROM old_rows));
  ELSE
    PERFORM bump_posts_versions(ARRAY(SELECT DISTINCT event_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER posts_inserted_bump AFTER INSERT ON posts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_posts_by_event_id();
--> statement-breakpoint
CREATE TRIGGER posts_updated_bump AFTER UPDATE ON posts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_posts_by_event_id();
--> statement-breakpoint
CREATE TRIGGER posts_deleted_bump AFTER DELETE ON posts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_posts_by_event_id();
