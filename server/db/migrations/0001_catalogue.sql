-- Catalogue: super categories, categories, subcategories, category tags, brands, sliders,
-- products with pack sizes and pack size options, blog posts, and the images the shop serves.
-- Plain PostgreSQL 15: runs unchanged on PGlite and on a PostgreSQL server.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE images (
  id            text PRIMARY KEY,              -- content hash: a URL that never changes meaning
  content_type  text NOT NULL CHECK (content_type IN ('image/svg+xml', 'image/png', 'image/jpeg', 'image/webp')),
  bytes         bytea NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE super_categories (
  id             text PRIMARY KEY,
  name           text NOT NULL UNIQUE,
  slug_url       text NOT NULL UNIQUE,
  show_products  boolean NOT NULL DEFAULT true,
  desktop_image  text NOT NULL DEFAULT '',
  position       integer NOT NULL DEFAULT 0
);

CREATE TABLE categories (
  id                 text PRIMARY KEY,
  name               text NOT NULL,
  slug_url           text NOT NULL UNIQUE,
  status             boolean NOT NULL DEFAULT true,
  super_category_id  text NOT NULL REFERENCES super_categories (id),
  desktop_image      text NOT NULL DEFAULT '',
  position           integer NOT NULL DEFAULT 0,
  UNIQUE (id, super_category_id)
);
CREATE INDEX categories_super_category_idx ON categories (super_category_id);

CREATE TABLE sub_categories (
  id                 text PRIMARY KEY,
  name               text NOT NULL,
  slug_url           text NOT NULL UNIQUE,
  status             boolean NOT NULL DEFAULT true,
  category_id        text NOT NULL,
  super_category_id  text NOT NULL,
  desktop_image      text NOT NULL DEFAULT '',
  position           integer NOT NULL DEFAULT 0,
  FOREIGN KEY (category_id, super_category_id) REFERENCES categories (id, super_category_id),
  UNIQUE (id, category_id, super_category_id)
);
CREATE INDEX sub_categories_category_idx ON sub_categories (category_id);

CREATE TABLE category_tags (
  id                 text PRIMARY KEY,
  name               text NOT NULL,
  slug_url           text NOT NULL UNIQUE,
  status             boolean NOT NULL DEFAULT true,
  sub_category_id    text NOT NULL,
  category_id        text NOT NULL,
  super_category_id  text NOT NULL,
  desktop_image      text NOT NULL DEFAULT '',
  position           integer NOT NULL DEFAULT 0,
  FOREIGN KEY (sub_category_id, category_id, super_category_id)
    REFERENCES sub_categories (id, category_id, super_category_id),
  UNIQUE (id, sub_category_id, category_id, super_category_id)
);
CREATE INDEX category_tags_sub_category_idx ON category_tags (sub_category_id);

CREATE TABLE brands (
  id             text PRIMARY KEY,
  name           text NOT NULL,
  slug_url       text NOT NULL UNIQUE,
  show           boolean NOT NULL DEFAULT true,
  mobile_image   text NOT NULL DEFAULT '',
  desktop_image  text NOT NULL DEFAULT '',
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE brand_categories (
  brand_id     text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  category_id  text NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  PRIMARY KEY (brand_id, category_id)
);
CREATE INDEX brand_categories_category_idx ON brand_categories (category_id);

CREATE TABLE brand_sub_categories (
  brand_id         text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  sub_category_id  text NOT NULL REFERENCES sub_categories (id) ON DELETE CASCADE,
  PRIMARY KEY (brand_id, sub_category_id)
);
CREATE INDEX brand_sub_categories_sub_category_idx ON brand_sub_categories (sub_category_id);

CREATE TABLE main_home_sliders (
  id             text PRIMARY KEY,
  name           text NOT NULL,
  slug_url       text NOT NULL,
  desktop_image  text NOT NULL DEFAULT '',
  mobile_image   text NOT NULL DEFAULT '',
  position       integer NOT NULL DEFAULT 0
);

CREATE TABLE three_sliders (
  id                 text PRIMARY KEY,
  name               text NOT NULL,
  super_category_id  text NOT NULL REFERENCES super_categories (id),
  slug_url           text NOT NULL,
  desktop_image      text NOT NULL DEFAULT '',
  position           integer NOT NULL DEFAULT 0
);

CREATE TABLE products (
  id                 text PRIMARY KEY,
  seq                bigint GENERATED ALWAYS AS IDENTITY UNIQUE,  -- breaks ties between equal created_at
  name               text NOT NULL,
  slug_url           text NOT NULL UNIQUE,
  description        text NOT NULL DEFAULT '',
  category_tag_id    text NOT NULL,
  sub_category_id    text NOT NULL,
  category_id        text NOT NULL,
  super_category_id  text NOT NULL,
  brand_id           text NOT NULL REFERENCES brands (id),
  attributes         jsonb NOT NULL DEFAULT '{}'::jsonb,
  recommended        boolean NOT NULL DEFAULT false,
  trending           boolean NOT NULL DEFAULT false,
  hot                boolean NOT NULL DEFAULT false,
  show               boolean NOT NULL DEFAULT true,
  price_from         numeric(12, 2) NOT NULL DEFAULT 0,  -- lowest option price: kept by every product write
  keywords           text NOT NULL DEFAULT '',           -- tag, subcategory, category, brand, attribute values
  created_at         timestamptz NOT NULL DEFAULT now(),
  -- Search weighs the name (A) over the keywords (B); descriptions are left out: they make the
  -- vectors large and the matches vague.
  search             tsvector GENERATED ALWAYS AS (
                       setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', keywords), 'B')) STORED,
  FOREIGN KEY (category_tag_id, sub_category_id, category_id, super_category_id)
    REFERENCES category_tags (id, sub_category_id, category_id, super_category_id)
);
CREATE INDEX products_listing_idx ON products (created_at DESC, seq DESC) WHERE show;
CREATE INDEX products_super_category_idx ON products (super_category_id, created_at DESC, seq DESC) WHERE show;
CREATE INDEX products_category_idx ON products (category_id, created_at DESC, seq DESC) WHERE show;
CREATE INDEX products_sub_category_idx ON products (sub_category_id, created_at DESC, seq DESC) WHERE show;
CREATE INDEX products_category_tag_idx ON products (category_tag_id, created_at DESC, seq DESC) WHERE show;
CREATE INDEX products_brand_idx ON products (brand_id, created_at DESC, seq DESC) WHERE show;
CREATE INDEX products_recommended_idx ON products (created_at DESC, seq DESC) WHERE show AND recommended;
CREATE INDEX products_trending_idx ON products (created_at DESC, seq DESC) WHERE show AND trending;
CREATE INDEX products_hot_idx ON products (created_at DESC, seq DESC) WHERE show AND hot;
CREATE INDEX products_price_idx ON products (price_from, created_at DESC, seq DESC) WHERE show;
CREATE INDEX products_search_idx ON products USING gin (search);
CREATE INDEX products_name_trgm_idx ON products USING gin (lower(name) gin_trgm_ops);

CREATE TABLE pack_sizes (
  id          text PRIMARY KEY,
  product_id  text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  name        text NOT NULL,
  ps_prime    boolean NOT NULL DEFAULT false,
  thumbnail   text NOT NULL DEFAULT '',
  slider      jsonb NOT NULL DEFAULT '[]'::jsonb,
  position    integer NOT NULL DEFAULT 0
);
CREATE INDEX pack_sizes_product_idx ON pack_sizes (product_id, position);

CREATE TABLE pack_size_options (
  id               text PRIMARY KEY,
  pack_size_id     text NOT NULL REFERENCES pack_sizes (id) ON DELETE CASCADE,
  name             text NOT NULL,
  psn_prime        boolean NOT NULL DEFAULT false,
  price            numeric(12, 2) NOT NULL CHECK (price >= 0),
  mrp              numeric(12, 2) NOT NULL,
  available_stock  integer NOT NULL CHECK (available_stock >= 0),
  position         integer NOT NULL DEFAULT 0,
  CHECK (mrp >= price)
);
CREATE INDEX pack_size_options_pack_size_idx ON pack_size_options (pack_size_id, position);

CREATE TABLE blog_posts (
  id            text PRIMARY KEY,
  title         text NOT NULL,
  slug_url      text NOT NULL UNIQUE,
  cover_image   text NOT NULL DEFAULT '',
  summary       text NOT NULL DEFAULT '',
  body          text NOT NULL DEFAULT '',
  published_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blog_posts_published_idx ON blog_posts (published_at DESC);
