-- GST invoices (issue 19 item 6, domain/gst.ts): every product carries its tax class (HSN code and
-- GST rate), every order line the class it was sold under, and an order's tax invoice gets the next
-- number of its financial year's series when it is first issued.

ALTER TABLE products ADD COLUMN hsn text, ADD COLUMN gst_rate numeric(5, 2);

-- The products there are take the class their subcategory, else their category, is sold under
-- (the same tables as domain/gst.ts TAX_RULES_BY_SUB_CATEGORY and TAX_RULES_BY_CATEGORY, a test
-- compares them); -1 is the piece rule: 5% when the dearest option sells at ₹2,500 or less, else 18%.
-- Products of categories neither table names get HSN 9999 at 18%, for the admin to correct.
WITH rules (kind, name, hsn, rate) AS (
  VALUES
    ('category', 'Men', '6205', -1),
    ('category', 'Women', '6204', -1),
    ('category', 'Kids', '6209', -1),
    ('category', 'Winter Wear', '6201', -1),
    ('category', 'Mobile & Accessories', '8517', 18),
    ('category', 'TV & Audio', '8528', 18),
    ('category', 'Laptops & Computers', '8471', 18),
    ('category', 'Home Appliances', '8516', 18),
    ('category', 'Kitchen Appliances', '8516', 18),
    ('category', 'Personal Care', '3401', 5),
    ('category', 'Makeup', '3304', 18),
    ('category', 'Fragrances', '3303', 18),
    ('category', 'Ayurveda & Wellness', '3004', 5),
    ('category', 'Men''s Grooming', '3307', 5),
    ('category', 'Home Furnishing', '6302', -1),
    ('category', 'Furniture', '9403', 18),
    ('category', 'Kitchen & Dining', '7323', 5),
    ('category', 'Home Decor', '9405', 18),
    ('category', 'Men''s Footwear', '6404', -1),
    ('category', 'Women''s Footwear', '6404', -1),
    ('category', 'Kid''s Footwear', '6404', -1),
    ('category', 'Educational Toys', '9503', 5),
    ('category', 'Board Games', '9504', 5),
    ('category', 'Outdoor Play', '9506', 5),
    ('category', 'Soft Toys & Dolls', '9503', 5),
    ('category', 'Remote Control Toys', '9503', 5),
    ('sub', 'T-Shirts', '6109', -1),
    ('sub', 'Jeans', '6203', -1),
    ('sub', 'Kurtas', '6211', -1),
    ('sub', 'Sarees', '5407', -1),
    ('sub', 'Kurtis', '6211', -1),
    ('sub', 'Tops', '6206', -1),
    ('sub', 'Boys'' Clothing', '6203', -1),
    ('sub', 'Girls'' Clothing', '6204', -1),
    ('sub', 'Sweaters', '6110', -1),
    ('sub', 'Chargers', '8504', 18),
    ('sub', 'Power Banks', '8507', 18),
    ('sub', 'Headphones', '8518', 18),
    ('sub', 'Soundbars', '8518', 18),
    ('sub', 'Home Theatres', '8518', 18),
    ('sub', 'Pen Drives', '8523', 18),
    ('sub', 'Washing Machines', '8450', 18),
    ('sub', 'Air Conditioners', '8415', 18),
    ('sub', 'Refrigerators', '8418', 18),
    ('sub', 'Water Purifiers', '8421', 18),
    ('sub', 'Mixer Grinders', '8509', 18),
    ('sub', 'Hair Care', '3305', 5),
    ('sub', 'Oral Care', '3306', 5),
    ('sub', 'Deodorants', '3307', 18),
    ('sub', 'Essential Oils', '3301', 18),
    ('sub', 'Trimmers', '8510', 18),
    ('sub', 'Curtains', '6303', -1),
    ('sub', 'Cushion Covers', '6304', -1),
    ('sub', 'Sofas', '9401', 18),
    ('sub', 'Dinnerware', '6912', 5),
    ('sub', 'Storage Containers', '3924', 5),
    ('sub', 'Wall Decor', '4414', 18),
    ('sub', 'Showpieces', '8306', 18),
    ('sub', 'Formal Shoes', '6403', -1),
    ('sub', 'Cycles', '8712', 5),
    ('sub', 'Drones', '8806', 18)
),
classes AS (
  SELECT p.id,
    coalesce(sr.hsn, cr.hsn, '9999') AS hsn,
    CASE WHEN sr.hsn IS NOT NULL THEN sr.rate WHEN cr.hsn IS NOT NULL THEN cr.rate ELSE 18 END AS rate,
    (SELECT max(o.price) FROM pack_sizes ps JOIN pack_size_options o ON o.pack_size_id = ps.id WHERE ps.product_id = p.id) AS dearest
  FROM products p
  JOIN sub_categories s ON s.id = p.sub_category_id
  JOIN categories c ON c.id = p.category_id
  LEFT JOIN rules sr ON sr.kind = 'sub' AND sr.name = s.name
  LEFT JOIN rules cr ON cr.kind = 'category' AND cr.name = c.name
)
UPDATE products p
SET hsn = classes.hsn,
    gst_rate = CASE WHEN classes.rate >= 0 THEN classes.rate WHEN coalesce(classes.dearest, 0) <= 2500 THEN 5 ELSE 18 END
FROM classes
WHERE classes.id = p.id;

ALTER TABLE products
  ALTER COLUMN hsn SET NOT NULL,
  ALTER COLUMN gst_rate SET NOT NULL,
  ADD CONSTRAINT products_hsn_check CHECK (hsn ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'),
  ADD CONSTRAINT products_gst_rate_check CHECK (gst_rate IN (0, 0.25, 3, 5, 12, 18, 28, 40));

-- What each line was sold under: a later change of the product's class does not change an invoice.
-- Products are never deleted (only hidden), so every line's product is there to copy from.
ALTER TABLE order_lines ADD COLUMN hsn text, ADD COLUMN gst_rate numeric(5, 2);
UPDATE order_lines l SET hsn = p.hsn, gst_rate = p.gst_rate FROM products p WHERE p.id = l.product_id;
UPDATE order_lines SET hsn = '9999', gst_rate = 18 WHERE hsn IS NULL;
ALTER TABLE order_lines
  ALTER COLUMN hsn SET NOT NULL,
  ALTER COLUMN gst_rate SET NOT NULL,
  ADD CONSTRAINT order_lines_hsn_check CHECK (hsn ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'),
  ADD CONSTRAINT order_lines_gst_rate_check CHECK (gst_rate IN (0, 0.25, 3, 5, 12, 18, 28, 40));

-- One series of invoice numbers per financial year ("26-27"): consecutive, never reused. A number
-- is taken in the transaction that writes its invoice, so a rolled-back issue leaves no gap.
CREATE TABLE invoice_series (
  financial_year  text PRIMARY KEY CHECK (financial_year ~ '^[0-9]{2}-[0-9]{2}$'),
  last_serial     integer NOT NULL CHECK (last_serial >= 1)
);

CREATE TABLE invoices (
  order_id        text PRIMARY KEY REFERENCES orders (id),
  number          text NOT NULL UNIQUE CHECK (number ~ '^BZ/[0-9]{2}-[0-9]{2}/[0-9]{6,7}$' AND length(number) <= 16),
  financial_year  text NOT NULL REFERENCES invoice_series (financial_year),
  serial          integer NOT NULL CHECK (serial >= 1),
  issued_at       timestamptz NOT NULL,
  UNIQUE (financial_year, serial)
);
