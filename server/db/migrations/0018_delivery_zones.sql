-- Delivery by pincode (issue 19 item 2, domain/delivery.ts): the zones of states the shop delivers
-- to, each with its working days to deliver and whether Cash on Delivery is taken there, which an
-- admin edits (PUT delivery/zones replaces them all); and the day each order is promised for.

CREATE TABLE delivery_zones (
  position  integer PRIMARY KEY CHECK (position >= 0),
  name      text NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 60),
  states    text[] NOT NULL CHECK (cardinality(states) >= 1),
  days      integer NOT NULL CHECK (days BETWEEN 1 AND 30),
  cod       boolean NOT NULL
);

-- The shop starts delivering everywhere (domain/delivery.ts DEFAULT_ZONES, a test compares them).
INSERT INTO delivery_zones (position, name, states, days, cod) VALUES
  (0, 'Karnataka', ARRAY['Karnataka'], 2, true),
  (1, 'South India', ARRAY['Tamil Nadu', 'Kerala', 'Andhra Pradesh', 'Telangana', 'Puducherry', 'Goa'], 3, true),
  (2, 'West and Central India', ARRAY['Maharashtra', 'Gujarat', 'Madhya Pradesh', 'Chhattisgarh', 'Rajasthan', 'Dadra and Nagar Haveli and Daman and Diu'], 4, true),
  (3, 'North India', ARRAY['Delhi', 'Haryana', 'Punjab', 'Chandigarh', 'Uttar Pradesh', 'Uttarakhand', 'Himachal Pradesh', 'Jammu and Kashmir'], 5, true),
  (4, 'East India', ARRAY['West Bengal', 'Odisha', 'Bihar', 'Jharkhand'], 5, true),
  (5, 'North-East India', ARRAY['Assam', 'Arunachal Pradesh', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Sikkim', 'Tripura'], 7, false),
  (6, 'Islands and Ladakh', ARRAY['Andaman and Nicobar Islands', 'Lakshadweep', 'Ladakh'], 10, false)
;

-- The day the order was promised for when it was placed (its zone's days from then, Sundays not
-- counted); NULL for orders placed before this migration.
ALTER TABLE orders ADD COLUMN promised_date date;
