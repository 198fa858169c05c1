-- Look-alike e-mail addresses (issue 34, docs/decisions/044-own-codes-and-look-alikes.md): two
-- addresses that differ only by invisible characters (bidi controls, zero-width characters), by
-- compatibility forms (full-width letters: NFKC) or by case are one address. New addresses are
-- refused with such characters and stored in NFKC (domain/identity-text.ts); this key, the one
-- clients.email is unique by, also reads addresses stored before as the address they look like.
-- normalize() needs a UTF8 database (PGlite's and the shop's are).
CREATE FUNCTION email_key(email text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(normalize(regexp_replace(email, '[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]', '', 'g'), NFKC)) $$;

-- Addresses stored before that are one under the key: the client who registered it first keeps it;
-- the others' address is set aside here (an e-mail address is optional, they sign in by mobile
-- number) for support to see, and emptied.
CREATE TABLE client_emails_set_aside (
  client_id     text NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  email         text NOT NULL,
  set_aside_at  timestamptz NOT NULL DEFAULT now(),
  reason        text NOT NULL
);

WITH ranked AS (
  SELECT id, email, row_number() OVER (PARTITION BY email_key(email) ORDER BY created_at, id) AS n
  FROM clients WHERE email <> ''
), later AS (
  INSERT INTO client_emails_set_aside (client_id, email, reason)
  SELECT id, email, 'the same address as an earlier client''s, but for invisible characters, compatibility forms or case'
  FROM ranked WHERE n > 1
  RETURNING client_id
)
UPDATE clients SET email = '' WHERE id IN (SELECT client_id FROM later);

DROP INDEX clients_email_idx;
CREATE UNIQUE INDEX clients_email_key_idx ON clients (email_key(email)) WHERE email <> '';
