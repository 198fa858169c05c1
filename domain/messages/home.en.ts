// Issue 39, ADR 064: the home page's own texts (its banners, lists and the newsletter offer), in the
// spec's English; few and short, since they travel in the home page's chunk. Their Hindi
// (home.hi.ts) must have every key. `npm run i18n:compile` after a change.

export const messages = {
  "home.offers": "Offers",
  "home.showOffer": "Show offer {number}: {name}",
  "home.featured": "Featured",
  "home.bannerAlt": "{name} in {superCategory}",
  "home.recommended": "Recommended for you",
  "home.trending": "Trending now",
  "home.hot": "Hot deals",
  "home.newsletter": "Newsletter",
  "home.newsletterTitle": "Get 20% off your first order",
  "home.newsletterThanks": "Thank you! Use the code {code} at checkout for 20% off your first order.",
  "home.email": "E-mail address",
  "home.agree": "I agree to receive offers by e-mail and accept the terms.",
  "home.subscribe": "Subscribe"
} as const
