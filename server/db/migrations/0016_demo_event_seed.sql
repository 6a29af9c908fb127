CREATE TABLE "demo_event_seed" (
	"id" integer PRIMARY KEY NOT NULL,
	"seeded_through" timestamp with time zone NOT NULL
);
