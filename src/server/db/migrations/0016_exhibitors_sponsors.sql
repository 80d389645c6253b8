CREATE TABLE "exhibitor_bookmarks" (
	"account_id" uuid NOT NULL,
	"exhibitor_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exhibitor_bookmarks_pk" PRIMARY KEY("account_id","exhibitor_id")
);
--> statement-breakpoint
CREATE TABLE "exhibitor_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exhibitor_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"attendee_account_id" uuid NOT NULL,
	"scanned_by" uuid,
	"scanned_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"rating" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exhibitor_leads_one_per_attendee" UNIQUE("exhibitor_id","attendee_account_id"),
	CONSTRAINT "exhibitor_leads_rating_check" CHECK ("exhibitor_leads"."rating" is null or "exhibitor_leads"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "exhibitor_staff" (
	"exhibitor_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exhibitor_staff_pk" PRIMARY KEY("exhibitor_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "sponsor_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_data_versions" ADD COLUMN "exhibitors_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_data_versions" ADD COLUMN "sponsors_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD COLUMN "categories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD COLUMN "links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "tier_id" uuid;--> statement-breakpoint
ALTER TABLE "exhibitor_bookmarks" ADD CONSTRAINT "exhibitor_bookmarks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_bookmarks" ADD CONSTRAINT "exhibitor_bookmarks_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_bookmarks" ADD CONSTRAINT "exhibitor_bookmarks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_leads" ADD CONSTRAINT "exhibitor_leads_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_leads" ADD CONSTRAINT "exhibitor_leads_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_leads" ADD CONSTRAINT "exhibitor_leads_attendee_account_id_accounts_id_fk" FOREIGN KEY ("attendee_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_leads" ADD CONSTRAINT "exhibitor_leads_scanned_by_accounts_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_staff" ADD CONSTRAINT "exhibitor_staff_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_staff" ADD CONSTRAINT "exhibitor_staff_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_staff" ADD CONSTRAINT "exhibitor_staff_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_tiers" ADD CONSTRAINT "sponsor_tiers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exhibitor_bookmarks_event_idx" ON "exhibitor_bookmarks" USING btree ("event_id","account_id");--> statement-breakpoint
CREATE INDEX "exhibitor_leads_attendee_idx" ON "exhibitor_leads" USING btree ("attendee_account_id","event_id");--> statement-breakpoint
CREATE INDEX "exhibitor_staff_account_idx" ON "exhibitor_staff" USING btree ("account_id","event_id");--> statement-breakpoint
CREATE INDEX "sponsor_tiers_event_idx" ON "sponsor_tiers" USING btree ("event_id","position");--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_tier_id_sponsor_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."sponsor_tiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Bumps the named feed's version of each event that still exists and announces '<feed>:<event id>'
-- on 'hallway_event_data', as bump_polls_versions does (rows locked in event id order, so writers
-- cannot deadlock). Staff, bookmarks and leads are per person: they never touch a shared feed.
CREATE FUNCTION bump_exhibitors_versions(changed_event_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO event_data_versions AS versions (event_id, exhibitors_version)
  SELECT events.id, nextval('event_data_version_seq')
  FROM events
  WHERE events.id = ANY (changed_event_ids)
  ORDER BY events.id
  ON CONFLICT (event_id) DO UPDATE SET exhibitors_version = excluded.exhibitors_version;
  PERFORM pg_notify('hallway_event_data', 'exhibitors:' || events.id::text) FROM events WHERE events.id = ANY (changed_event_ids);
END;
$$;
--> statement-breakpoint
CREATE FUNCTION bump_sponsors_versions(changed_event_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO event_data_versions AS versions (event_id, sponsors_version)
  SELECT events.id, nextval('event_data_version_seq')
  FROM events
  WHERE events.id = ANY (changed_event_ids)
  ORDER BY events.id
  ON CONFLICT (event_id) DO UPDATE SET sponsors_version = excluded.sponsors_version;
  PERFORM pg_notify('hallway_event_data', 'sponsors:' || events.id::text) FROM events WHERE events.id = ANY (changed_event_ids);
END;
$$;
--> statement-breakpoint
CREATE FUNCTION bump_exhibitors_by_event_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_exhibitors_versions(ARRAY(SELECT DISTINCT event_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_exhibitors_versions(ARRAY(SELECT event_id FROM new_rows UNION SELECT event_id FROM old_rows));
  ELSE
    PERFORM bump_exhibitors_versions(ARRAY(SELECT DISTINCT event_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Sponsors and their tiers share one feed and one version.
CREATE FUNCTION bump_sponsors_by_event_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_sponsors_versions(ARRAY(SELECT DISTINCT event_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_sponsors_versions(ARRAY(SELECT event_id FROM new_rows UNION SELECT event_id FROM old_rows));
  ELSE
    PERFORM bump_sponsors_versions(ARRAY(SELECT DISTINCT event_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER exhibitors_inserted_bump AFTER INSERT ON exhibitors REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_exhibitors_by_event_id();
--> statement-breakpoint
CREATE TRIGGER exhibitors_updated_bump AFTER UPDATE ON exhibitors REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_exhibitors_by_event_id();
--> statement-breakpoint
CREATE TRIGGER exhibitors_deleted_bump AFTER DELETE ON exhibitors REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_exhibitors_by_event_id();
--> statement-breakpoint
CREATE TRIGGER sponsors_inserted_bump AFTER INSERT ON sponsors REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_sponsors_by_event_id();
--> statement-breakpoint
CREATE TRIGGER sponsors_updated_bump AFTER UPDATE ON sponsors REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_sponsors_by_event_id();
--> statement-breakpoint
CREATE TRIGGER sponsors_deleted_bump AFTER DELETE ON sponsors REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_sponsors_by_event_id();
--> statement-breakpoint
CREATE TRIGGER sponsor_tiers_inserted_bump AFTER INSERT ON sponsor_tiers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_sponsors_by_event_id();
--> statement-breakpoint
CREATE TRIGGER sponsor_tiers_updated_bump AFTER UPDATE ON sponsor_tiers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_sponsors_by_event_id();
--> statement-breakpoint
CREATE TRIGGER sponsor_tiers_deleted_bump AFTER DELETE ON sponsor_tiers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_sponsors_by_event_id();
