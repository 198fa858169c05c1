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

-- Words of three letters or more, lower case, split at anything that is not a letter or digit.
-- Only ever added: a word no product uses any more corrects a query to nothing, which finds nothing.
CREATE FUNCTION bazaar_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM new_rows p, regexp_split_to_table(lower(p.name || ' ' || p.keywords), '[^a-z0-9]+') AS w
  WHERE length(w) >= 3
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazaar_search_words();
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazaar_search_words();

INSERT INTO search_words (word)
SELECT DISTINCT w FROM products p, regexp_split_to_table(lower(p.name || ' ' || p.keywords), '[^a-z0-9]+') AS w
WHERE length(w) >= 3
ON CONFLICT (word) DO NOTHING;
