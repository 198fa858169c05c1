-- Wishlists, blog limits and contact messages (issue 7, DESIGN §4). Plain PostgreSQL 15: runs
-- unchanged on PGlite and on a PostgreSQL server.

-- A signed-in customer's wishlist (DESIGN §4: merged with the visitor's at sign-in). At most
-- WISHLIST_LIMIT rows per client (domain/http/shop.http.ts): the writes lock the client's row
-- before counting, so two racing adds cannot both pass the limit. A product that is deleted
-- leaves every wishlist; one that is hidden stays (it may be shown again).
CREATE TABLE wishlist_items (
  client_id   text NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  product_id  text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  added_at    timestamptz NOT NULL DEFAULT now(),
  -- Breaks ties between rows added in one transaction (a merge): the later insert is the newer.
  seq         bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  PRIMARY KEY (client_id, product_id)
);
CREATE INDEX wishlist_items_product_idx ON wishlist_items (product_id);

-- blog_posts exists since 0001; these are the limits of domain/blog.ts's BlogPost, so a row the
-- database holds is always one the API can answer. Lengths are in characters.
ALTER TABLE blog_posts
  ADD CONSTRAINT blog_posts_id_check CHECK (id ~ '^[0-9a-f]{24}$'),
  ADD CONSTRAINT blog_posts_title_check CHECK (char_length(title) BETWEEN 1 AND 200 AND title = btrim(title, E' \t\n\r\f')),
  ADD CONSTRAINT blog_posts_slug_url_check CHECK (char_length(slug_url) <= 160 AND slug_url ~ '^[a-z0-9][a-z0-9,.-]*$'),
  ADD CONSTRAINT blog_posts_cover_image_check CHECK (char_length(cover_image) <= 2048),
  ADD CONSTRAINT blog_posts_summary_check CHECK (char_length(summary) <= 1000),
  ADD CONSTRAINT blog_posts_body_check CHECK (char_length(body) <= 100000);

-- Messages from the contact form (/Content1), as domain/http/shop.http.ts's ContactMessage decodes
-- them (trimmed). Nobody reads them through the API yet; the shop's staff read the table.
-- The Schema counts UTF-16 units and the database characters: a character outside the BMP is two
-- units, so the lower bounds here are half the Schema's (a name of one emoji passes both).
CREATE TABLE contact_messages (
  id          text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  name        text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80 AND name = btrim(name, E' \t\n\r\f')),
  email       text NOT NULL CHECK (char_length(email) <= 254 AND position('@' in email) > 1),
  mobile      text CHECK (mobile ~ '^[6-9][0-9]{9}$'),
  message     text NOT NULL CHECK (char_length(message) BETWEEN 5 AND 2000 AND message = btrim(message, E' \t\n\r\f')),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC);
