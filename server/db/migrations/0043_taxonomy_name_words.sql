-- The words of each category's, subcategory's, tag's and brand's name, as the search reads them
-- (issue 33, docs/decisions/042-search-as-typed.md): a search ranks its candidates by what kind of
-- goods each is (its subcategory's and tag's names, its category's) and by its own name less its
-- brand's words. Made from the names by every search, the 177 tags' and 53 brands' vectors were a
-- quarter of a new search's statement on PGlite (2.4 of 9.7 ms, docs/benchmarks.md); kept here,
-- they are made once, when a name is written.

ALTER TABLE categories ADD COLUMN name_words tsvector GENERATED ALWAYS AS (to_tsvector('english', name)) STORED;
ALTER TABLE sub_categories ADD COLUMN name_words tsvector GENERATED ALWAYS AS (to_tsvector('english', name)) STORED;
ALTER TABLE category_tags ADD COLUMN name_words tsvector GENERATED ALWAYS AS (to_tsvector('english', name)) STORED;
ALTER TABLE brands ADD COLUMN name_words tsvector GENERATED ALWAYS AS (to_tsvector('english', name)) STORED;
