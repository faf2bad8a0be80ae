CREATE TABLE "order_unit_controls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"shipper_owned" boolean DEFAULT false NOT NULL,
	"release_number" text,
	"release_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_unit_controls_company_id_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "order_unit_controls" ADD CONSTRAINT "order_unit_controls_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_unit_controls" ADD CONSTRAINT "order_unit_controls_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_unit_controls" ADD CONSTRAINT "order_unit_controls_unit_fk" FOREIGN KEY ("company_id","unit_id") REFERENCES "public"."order_units"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_unit_controls_unit_key" ON "order_unit_controls" USING btree ("company_id","unit_id");