CREATE TABLE "order_dangerous_goods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"un_number" text NOT NULL,
	"hazard_class" text NOT NULL,
	"packing_group" text,
	"proper_shipping_name" text NOT NULL,
	"gross_weight" numeric(14, 3),
	"weight_unit" text DEFAULT 'kg' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_dangerous_goods_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "order_dangerous_goods_un_number_check" CHECK ("order_dangerous_goods"."un_number" ~ '^UN[0-9]{4}$'),
	CONSTRAINT "order_dangerous_goods_packing_group_check" CHECK ("order_dangerous_goods"."packing_group" is null or "order_dangerous_goods"."packing_group" in ('I', 'II', 'III')),
	CONSTRAINT "order_dangerous_goods_weight_unit_check" CHECK ("order_dangerous_goods"."weight_unit" in ('kg', 'lb'))
);
--> statement-breakpoint
ALTER TABLE "order_dangerous_goods" ADD CONSTRAINT "order_dangerous_goods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_dangerous_goods" ADD CONSTRAINT "order_dangerous_goods_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_dangerous_goods" ADD CONSTRAINT "order_dangerous_goods_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_dangerous_goods_order_idx" ON "order_dangerous_goods" USING btree ("company_id","order_id","created_at");