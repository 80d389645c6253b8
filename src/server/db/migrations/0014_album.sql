CREATE TABLE "album_likes" (
	"photo_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "album_likes_pk" PRIMARY KEY("photo_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "album_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"src" text NOT NULL,
	"thumbnail_src" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "album_photos_status_check" CHECK ("album_photos"."status" in ('pending', 'visible', 'hidden'))
);
--> statement-breakpoint
CREATE TABLE "album_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"photo_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "album_reports_once" UNIQUE("photo_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "album_settings" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"require_approval" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_purpose_check";--> statement-breakpoint
ALTER TABLE "event_data_versions" ADD COLUMN "album_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "album_likes" ADD CONSTRAINT "album_likes_photo_id_album_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."album_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_likes" ADD CONSTRAINT "album_likes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_photos" ADD CONSTRAINT "album_photos_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_photos" ADD CONSTRAINT "album_photos_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_reports" ADD CONSTRAINT "album_reports_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_reports" ADD CONSTRAINT "album_reports_photo_id_album_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."album_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_reports" ADD CONSTRAINT "album_reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_settings" ADD CONSTRAINT "album_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "album_likes_account_idx" ON "album_likes" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "album_photos_event_idx" ON "album_photos" USING btree ("event_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "album_photos_account_idx" ON "album_photos" USING btree ("account_id","event_id");--> statement-breakpoint
CREATE INDEX "album_reports_event_idx" ON "album_reports" USING btree ("event_id","resolved_at");--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_purpose_check" CHECK ("uploads"."purpose" in ('avatar', 'logo', 'event-picture', 'album-photo'));--> statement-breakpoint
-- Bumps the album version of each named event that still exists and announces 'album:<event id>'
-- on 'hallway_event_data'. Rows are locked in event id order, as bump_event_data_versions does.
CREATE FUNCTION bump_album_versions(changed_event_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO event_data_versions AS versions (event_id, album_version)
  SELECT events.id, nextval('event_data_version_seq')
  FROM events
  WHERE events.id = ANY (changed_event_ids)
  ORDER BY events.id
  ON CONFLICT (event_id) DO UPDATE SET album_version = excluded.album_version;
  PERFORM pg_notify('hallway_event_data', 'album:' || events.id::text) FROM events WHERE events.id = ANY (changed_event_ids);
END;
$$;
--> statement-breakpoint
-- Statement-level. A like moves album_photos.likes in the same transaction, so the photos'
-- triggers cover likes too; reports never change what the feed shows.
CREATE FUNCTION bump_album_by_event_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_album_versions(ARRAY(SELECT DISTINCT event_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_album_versions(ARRAY(SELECT event_id FROM new_rows UNION SELECT event_id FROM old_rows));
  ELSE
    PERFORM bump_album_versions(ARRAY(SELECT DISTINCT event_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER album_photos_inserted_bump AFTER INSERT ON album_photos REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_album_by_event_id();
--> statement-breakpoint
CREATE TRIGGER album_photos_updated_bump AFTER UPDATE ON album_photos REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_album_by_event_id();
--> statement-breakpoint
CREATE TRIGGER album_photos_deleted_bump AFTER DELETE ON album_photos REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_album_by_event_id();
