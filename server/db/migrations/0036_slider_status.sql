-- Issue 20 item 1 (docs/decisions/037-catalogue-admin.md): the home page's main slides and
-- three-slider banners are hidden and shown like the catalogue's levels, by a `status` flag the
-- storefront's lists read (a hidden entry keeps its place, images and link for when it is shown
-- again). The catalogue's triggers (migration 0012) tell every server of the change.
ALTER TABLE main_home_sliders ADD COLUMN status boolean NOT NULL DEFAULT true;
ALTER TABLE three_sliders ADD COLUMN status boolean NOT NULL DEFAULT true;
