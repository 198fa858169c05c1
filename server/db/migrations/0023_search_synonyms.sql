-- Search that understands (issue 19 item 5, ADR 033): groups of words a shopper may mean alike, in
-- English, Hinglish spellings or Hindi, which an admin edits (PUT search/synonyms replaces them all).
-- The search gives each word of a query the terms of its group (domain/search-query.ts).

CREATE TABLE search_synonyms (
  position  integer PRIMARY KEY CHECK (position >= 0),
  terms     text[] NOT NULL CHECK (cardinality(terms) BETWEEN 2 AND 12)
);

-- A starter list of the words Indian shoppers search clothing and footwear by.
INSERT INTO search_synonyms (position, terms) VALUES
  (0, ARRAY['saree', 'sari', 'saari', 'साड़ी']),
  (1, ARRAY['jhumka', 'jhumki', 'earrings', 'झुमका']),
  (2, ARRAY['chappal', 'slippers', 'sandals', 'चप्पल']),
  -- A kurti (a woman's shorter tunic) is not a kurta: each has its own group.
  (3, ARRAY['kurti', 'kurtis', 'कुर्ती']),
  (15, ARRAY['kurta', 'kurtas', 'कुर्ता']),
  (4, ARRAY['lehenga', 'lehnga', 'ghagra', 'लहंगा']),
  (5, ARRAY['dupatta', 'chunni', 'odhni', 'दुपट्टा']),
  (6, ARRAY['jutti', 'mojari', 'juttis', 'जूती']),
  (7, ARRAY['salwar', 'shalwar', 'सलवार']),
  (8, ARRAY['pyjama', 'pajama', 'पजामा']),
  (9, ARRAY['sherwani', 'achkan', 'शेरवानी']),
  (10, ARRAY['bangles', 'chudi', 'choodiyan', 'चूड़ी']),
  (11, ARRAY['dhoti', 'veshti', 'mundu', 'धोती']),
  (12, ARRAY['kolhapuri', 'kolhapuris', 'कोल्हापुरी']),
  (13, ARRAY['mobile', 'phone', 'smartphone', 'मोबाइल']),
  (14, ARRAY['tv', 'television', 'टीवी'])
;

-- Search answers are kept like the catalogue's (ADR 022): a change to the groups tells every process.
CREATE TRIGGER search_synonyms_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms FOR EACH STATEMENT EXECUTE FUNCTION bazaar_catalogue_changed();
