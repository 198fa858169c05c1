-- Search as Indians type (issue 33 item 3, docs/decisions/042-search-as-typed.md): the starter
-- synonym groups (migration 0023) grow by the words shoppers type that the demo catalogue is not
-- written in: "sadi" for a saree, "joota" for shoes, "earphones" for headphones, "mobile cover",
-- "fridge", "mixie", "kadai", "tshirt". An admin may have changed the groups since: a term is added
-- to a group only when no group holds it yet, and a new group only when none of its terms is in a
-- group (a term stays in one group: domain/search-query.ts SynonymGroups), so nothing an admin
-- wrote is undone or doubled.

CREATE FUNCTION bazaar_synonym_terms_taken(asked text[]) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM search_synonyms g, unnest(g.terms) AS t (term) WHERE lower(t.term) IN (SELECT lower(x) FROM unnest(asked) AS x))
$$;

-- Terms added to the starter groups that hold a word, at most 12 terms a group.
CREATE FUNCTION bazaar_grow_synonym_group(member text, added text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE search_synonyms g SET terms = g.terms || ARRAY(
      SELECT a FROM unnest(added) WITH ORDINALITY AS n (a, i) WHERE NOT bazaar_synonym_terms_taken(ARRAY[a]) ORDER BY i)
  WHERE g.position = (SELECT min(h.position) FROM search_synonyms h WHERE member = ANY (h.terms))
    AND cardinality(g.terms) + cardinality(ARRAY(SELECT a FROM unnest(added) AS a WHERE NOT bazaar_synonym_terms_taken(ARRAY[a]))) <= 12
$$;

SELECT bazaar_grow_synonym_group('saree', ARRAY['sadi', 'saadi']);
SELECT bazaar_grow_synonym_group('chappal', ARRAY['sandal', 'slipper', 'hawai chappal']);

-- New groups, after the last, each only when none of its terms is taken.
CREATE FUNCTION bazaar_add_synonym_group(added text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_synonyms (position, terms)
  SELECT coalesce((SELECT max(position) FROM search_synonyms), -1) + 1, added
  WHERE NOT bazaar_synonym_terms_taken(added) AND (SELECT count(*) FROM search_synonyms) < 200
$$;

SELECT bazaar_add_synonym_group(ARRAY['joota', 'juta', 'jootiyan', 'shoes', 'जूता']);
SELECT bazaar_add_synonym_group(ARRAY['earphones', 'earbuds', 'headphones', 'headset', 'neckband', 'tws']);
-- The demo catalogue sells no covers: the group also leads a shopper to the accessories they sit beside.
SELECT bazaar_add_synonym_group(ARRAY['mobile cover', 'mobile case', 'phone cover', 'phone case', 'back cover', 'mobile accessories']);
SELECT bazaar_add_synonym_group(ARRAY['t-shirt', 'tshirt', 't-shirts', 'tshirts']);
SELECT bazaar_add_synonym_group(ARRAY['fridge', 'refrigerator', 'फ्रिज']);
SELECT bazaar_add_synonym_group(ARRAY['ac', 'air conditioner']);
SELECT bazaar_add_synonym_group(ARRAY['mixie', 'mixer grinder', 'mixi']);
SELECT bazaar_add_synonym_group(ARRAY['kadhai', 'kadai', 'karahi', 'कड़ाही']);
SELECT bazaar_add_synonym_group(ARRAY['pendrive', 'pen drive']);
SELECT bazaar_add_synonym_group(ARRAY['bedsheet', 'bed sheet', 'chadar', 'चादर']);
SELECT bazaar_add_synonym_group(ARRAY['perfume', 'attar', 'itra', 'ittar', 'इत्र']);
SELECT bazaar_add_synonym_group(ARRAY['deo', 'deodorant']);

DROP FUNCTION bazaar_add_synonym_group(text[]);
DROP FUNCTION bazaar_grow_synonym_group(text, text[]);
DROP FUNCTION bazaar_synonym_terms_taken(text[]);
