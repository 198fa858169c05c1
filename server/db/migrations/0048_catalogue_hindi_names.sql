-- Issue 39 (ADR 064): catalogue content stays as the shop enters it; the admin may add a Hindi name
-- to every level of the catalogue, to a brand and to a product, and a Hindi description to a
-- product, which the storefront's Hindi pages show when present. NULL is none (never ''): the reads
-- leave a missing one out of their answers, so English pages carry nothing more.
-- A product's Hindi name or description changed is a change of its facts: the update trigger of
-- migration 0046 compares whole rows, so it announces 'listed:<id>' for them as for its name.

ALTER TABLE super_categories ADD COLUMN name_hi text CHECK (name_hi <> '');
ALTER TABLE categories ADD COLUMN name_hi text CHECK (name_hi <> '');
ALTER TABLE sub_categories ADD COLUMN name_hi text CHECK (name_hi <> '');
ALTER TABLE category_tags ADD COLUMN name_hi text CHECK (name_hi <> '');
ALTER TABLE brands ADD COLUMN name_hi text CHECK (name_hi <> '');
ALTER TABLE products ADD COLUMN name_hi text CHECK (name_hi <> ''),
  ADD COLUMN description_hi text CHECK (description_hi <> '');
