CREATE TABLE "applied_writes" (
	"account_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"op" text NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applied_writes_pk" PRIMARY KEY("account_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "check_in_devices" (
	"event_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"label" text NOT NULL,
	"account_id" uuid NOT NULL,
	"last_sync_at" timestamp with time zone NOT NULL,
	CONSTRAINT "check_in_devices_pk" PRIMARY KEY("event_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"scanned_by" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"device_id" text NOT NULL,
	"device_label" text NOT NULL,
	"method" text NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" uuid,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "check_ins_scanned_by_key_unique" UNIQUE("scanned_by","idempotency_key"),
	CONSTRAINT "check_ins_method_check" CHECK ("check_ins"."method" in ('scan', 'search'))
);
--> statement-breakpoint
CREATE TABLE "code_signing_keys" (
	"purpose" text PRIMARY KEY NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"other_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"connected_at" timestamp with time zone NOT NULL,
	"event_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connections_owner_other_unique" UNIQUE("owner_id","other_id")
);
--> statement-breakpoint
CREATE TABLE "event_member_removals" (
	"event_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"removed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_member_removals_pk" PRIMARY KEY("event_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "personal_code_versions" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personal_code_versions_version_check" CHECK ("personal_code_versions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "event_members" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "applied_writes" ADD CONSTRAINT "applied_writes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_devices" ADD CONSTRAINT "check_in_devices_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_devices" ADD CONSTRAINT "check_in_devices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_scanned_by_accounts_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_undone_by_accounts_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_other_id_accounts_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_member_removals" ADD CONSTRAINT "event_member_removals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_member_removals" ADD CONSTRAINT "event_member_removals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_code_versions" ADD CONSTRAINT "personal_code_versions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_ins_event_account_idx" ON "check_ins" USING btree ("event_id","account_id","scanned_at");--> statement-breakpoint
CREATE INDEX "check_ins_event_changed_idx" ON "check_ins" USING btree ("event_id","changed_at");--> statement-breakpoint
CREATE INDEX "connections_owner_connected_idx" ON "connections" USING btree ("owner_id","connected_at");--> statement-breakpoint
CREATE INDEX "event_member_removals_event_idx" ON "event_member_removals" USING btree ("event_id","removed_at");--> statement-breakpoint
CREATE INDEX "personal_code_versions_issued_idx" ON "personal_code_versions" USING btree ("issued_at");