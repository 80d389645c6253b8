CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"points" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"per_person_limit" integer DEFAULT 1 NOT NULL,
	"picture_src" text,
	"paused" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_points_check" CHECK ("activities"."points" between 1 and 10000),
	CONSTRAINT "activities_limit_check" CHECK ("activities"."per_person_limit" between 1 and 100),
	CONSTRAINT "activities_window_check" CHECK ("activities"."ends_at" > "activities"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "activity_players" (
	"event_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"leaderboard" text NOT NULL,
	CONSTRAINT "activity_players_pk" PRIMARY KEY("event_id","account_id"),
	CONSTRAINT "activity_players_leaderboard_check" CHECK ("activity_players"."leaderboard" in ('named', 'anonymous', 'hidden'))
);
--> statement-breakpoint
CREATE TABLE "activity_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"points" integer NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"device_scanned_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"clock_skewed" boolean DEFAULT false NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" uuid,
	CONSTRAINT "activity_scans_key_unique" UNIQUE("account_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "activity_settings" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"prize_text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_players" ADD CONSTRAINT "activity_players_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_players" ADD CONSTRAINT "activity_players_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_scans" ADD CONSTRAINT "activity_scans_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_scans" ADD CONSTRAINT "activity_scans_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_scans" ADD CONSTRAINT "activity_scans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_scans" ADD CONSTRAINT "activity_scans_undone_by_accounts_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_settings" ADD CONSTRAINT "activity_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_event_idx" ON "activities" USING btree ("event_id","starts_at");--> statement-breakpoint
CREATE INDEX "activity_scans_activity_account_idx" ON "activity_scans" USING btree ("activity_id","account_id");--> statement-breakpoint
CREATE INDEX "activity_scans_event_idx" ON "activity_scans" USING btree ("event_id","received_at");