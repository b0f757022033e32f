-- Export and erasure of a shop user's personal data (decision 0056): the address book knows who made
-- an address, a user knows when they were erased, the audit log lets erasure replace the person's
-- data in the entries about and by them, and the preset roles that serve customers may do it.
ALTER TABLE "company_address" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_address" ADD CONSTRAINT "company_address_created_by_customer_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Append-only still, with one change more besides the prune's delete: erasing a person, which says so
-- for its own transaction (`set local audit.erasing = 'on'`), may replace the names, client address
-- and values of an entry, never when, who by id, what object or which act it records.
CREATE OR REPLACE FUNCTION audit_entry_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('audit.pruning', true) = 'on' THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND current_setting('audit.erasing', true) = 'on'
     AND NEW.id = OLD.id AND NEW.at = OLD.at AND NEW.actor_kind = OLD.actor_kind
     AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id
     AND NEW.on_behalf_of_id IS NOT DISTINCT FROM OLD.on_behalf_of_id
     AND NEW.object_type = OLD.object_type AND NEW.object_id = OLD.object_id
     AND NEW.action = OLD.action THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'The audit log is append-only: % refused', TG_OP;
END
$$;--> statement-breakpoint
UPDATE "staff_role" SET "permissions" = array_append("permissions", 'users.privacy')
  WHERE "preset" IN ('admin', 'customer-service') AND NOT ('users.privacy' = ANY ("permissions"));
