CREATE TABLE "account_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"structural_description" text,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_types_name_unique" UNIQUE("name"),
	CONSTRAINT "account_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "concepts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"structural_description" text,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "concepts_name_unique" UNIQUE("name"),
	CONSTRAINT "concepts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "elements" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"structural_description" text,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "elements_name_unique" UNIQUE("name"),
	CONSTRAINT "elements_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "formats" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"structural_description" text,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "formats_name_unique" UNIQUE("name"),
	CONSTRAINT "formats_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"structural_description" text,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topics_name_unique" UNIQUE("name"),
	CONSTRAINT "topics_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" bigint PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"url" text NOT NULL,
	"thumbnail" text,
	"caption" text,
	"author_username" text,
	"simple_description" text,
	"overview" text,
	"simple_outline" text[] DEFAULT '{}'::text[] NOT NULL,
	"video_format" text,
	"views" bigint,
	"likes" bigint,
	"comments" bigint,
	"engagement" double precision,
	"post_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"db_analysis" jsonb,
	"themes" text[] DEFAULT '{}'::text[] NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"concepts" text[] DEFAULT '{}'::text[] NOT NULL,
	"elements" text[] DEFAULT '{}'::text[] NOT NULL,
	"account_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"organizational_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"primary_topic" text,
	"hook_title_present" boolean,
	"hook_title_content" text,
	"hook_verbal_present" boolean,
	"hook_verbal_content" text,
	"hook_visual_present" boolean,
	"hook_visual_content" text,
	"text_overlays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hook_overview" text,
	"payoff" text,
	"narrative_framework_name" text,
	"narrative_framework_core_logic" text,
	"narrative_framework_data" jsonb,
	"techniques" text[] DEFAULT '{}'::text[] NOT NULL,
	"emotions" text[] DEFAULT '{}'::text[] NOT NULL,
	"trends" text[] DEFAULT '{}'::text[] NOT NULL,
	"transcript" text,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"tag_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"has_analysis" boolean DEFAULT false NOT NULL,
	"content_hash" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, coalesce(simple_description, '') || ' ' || coalesce(author_username, '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce(hook_title_content, '') || ' ' || coalesce(hook_verbal_content, '') || ' ' || coalesce(hook_visual_content, '') || ' ' || coalesce(overview, '')), 'B') ||
  setweight(to_tsvector('english'::regconfig, coalesce(caption, '')), 'C') ||
  setweight(to_tsvector('english'::regconfig, coalesce(transcript, '')), 'D')) STORED
);
--> statement-breakpoint
CREATE TABLE "views" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"tag_filter" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "views_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE INDEX "videos_newest_idx" ON "videos" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "videos_platform_idx" ON "videos" USING btree ("platform");--> statement-breakpoint
CREATE INDEX "videos_format_idx" ON "videos" USING btree ("video_format");--> statement-breakpoint
CREATE INDEX "videos_topics_idx" ON "videos" USING gin ("topics");--> statement-breakpoint
CREATE INDEX "videos_concepts_idx" ON "videos" USING gin ("concepts");--> statement-breakpoint
CREATE INDEX "videos_elements_idx" ON "videos" USING gin ("elements");--> statement-breakpoint
CREATE INDEX "videos_account_types_idx" ON "videos" USING gin ("account_types");--> statement-breakpoint
CREATE INDEX "videos_tag_keys_idx" ON "videos" USING gin ("tag_keys");--> statement-breakpoint
CREATE INDEX "videos_search_idx" ON "videos" USING gin ("search_vector");