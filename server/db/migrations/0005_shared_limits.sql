CREATE TABLE "known_sign_in_addresses" (
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_sign_in_addresses_email_ip_pk" PRIMARY KEY("email","ip")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL,
	"last_hit_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_code_sends" ADD COLUMN "window_started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_code_sends" ADD COLUMN "sends_in_window" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_code_sends" ADD COLUMN "requested_by_ip" text;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_reset_at_idx" ON "rate_limit_counters" USING btree ("reset_at");