-- Issue 18 item 5: misspellings corrected against the catalogue's words, not its products.
-- Trigram similarity over every product name grows with the catalogue (at 1,000,000 products a
-- misspelt word's trigrams match hundreds of thousands of names); the words the names and
-- keywords are made of grow far more slowly (a few thousand for the demo catalogue at any size).
-- A search whose words find fewer than a page looks up the closest known word for each of its
-- words here, and searches again with those (server/product/product.repo.ts, decision 005).
CREATE TABLE search_words (
  word text PRIMARY KEY
);
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);

-- The words of a text: three letters or more, lower case, split at anything that is not a letter
-- or digit. Only ever added: a word no product uses any more corrects a query to nothing, which
-- finds nothing.
CREATE FUNCTION bazaar_words_of(text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT w FROM regexp_split_to_table(lower($1), '[^a-z0-9]+') AS w WHERE length(w) >= 3
$$;

CREATE FUNCTION bazaar_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM new_rows p, bazaar_words_of(p.name || ' ' || p.keywords) AS w
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;

-- Every product's words in one statement: the backfill below, and the seed, which loads with the
-- insert trigger off and collects once (docs/decisions/024-bulk-seeding.md).
CREATE FUNCTION bazaar_collect_search_words() RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM products p, bazaar_words_of(p.name || ' ' || p.keywords) AS w
  ON CONFLICT (word) DO NOTHING
$$;

CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazaar_search_words();
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazaar_search_words();

SELECT bazaar_collect_search_words();
