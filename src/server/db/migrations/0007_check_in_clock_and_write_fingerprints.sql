ALTER TABLE "applied_writes" ADD COLUMN "fingerprint" text;--> statement-breakpoint
-- Scans kept before this release were stored at the device time as sent: that is both times.
ALTER TABLE "check_ins" ADD COLUMN "device_scanned_at" timestamp with time zone;--> statement-breakpoint
UPDATE "check_ins" SET "device_scanned_at" = "scanned_at";--> statement-breakpoint
ALTER TABLE "check_ins" ALTER COLUMN "device_scanned_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "undo_received_at" timestamp with time zone;--> statement-breakpoint
-- An undone scan's last change was its undo, stamped with the server's time.
UPDATE "check_ins" SET "undo_received_at" = "changed_at" WHERE "undone_at" IS NOT NULL;
