CREATE TABLE "event_daily_counts" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"zero_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_daily_counts_day_metric_key_pk" PRIMARY KEY("day","metric","key")
);
--> statement-breakpoint
CREATE TABLE "event_rollup_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"rolled_through" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "event_daily_counts_metric_day_idx" ON "event_daily_counts" USING btree ("metric","day");