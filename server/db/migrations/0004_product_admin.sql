-- Products run by admins (issue 6): the attribute group (domain/attribute-options.ts) whose §3
-- option lists the product's attributes were chosen from, so the edit form shows the same selects.
-- Seeded products predate it and keep '' (no group).
ALTER TABLE products ADD COLUMN attribute_group text NOT NULL DEFAULT '';
