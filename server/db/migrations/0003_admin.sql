-- Shop settings (issue 6): one row. The rain status drives the §9 rain fee in every cart; the
-- seller portal URL is where 'Sell on' opens (NULL: the SELLER_PORTAL_URL configuration).
CREATE TABLE shop_settings (
  id                 boolean PRIMARY KEY DEFAULT true CHECK (id),
  rain_status        boolean NOT NULL DEFAULT false,
  seller_portal_url  text CHECK (seller_portal_url IS NULL OR seller_portal_url ~ '^https?://'),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  updated_by         text REFERENCES clients (id) ON DELETE SET NULL
);
INSERT INTO shop_settings (id) VALUES (true);
