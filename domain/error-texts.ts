/**
 * §8 error catalogue: the rejection text each call stores on failure, spelled exactly as the spec
 * (clients of the original API compare these strings). Code branches on error tags, never on these.
 * User lookup and the single product slug lookup return the server's body instead (§8), so have no text.
 */
export const ERROR_TEXTS = {
  orderSms: "Order Failed",
  newOrder: "grocer order not create",
  latestOrders: "Pincode Not Found",
  allOrders: "Orders Not Found",
  tokenGeneration: "Pincode Not Found",
  orderUpdate: "order Not Updated",
  brandLists: "404 Not Found",
  brandCreate: "brand Not create",
  brandUpdate: "brand Not create",
  brandDelete: "brand Not create",
  brandImages: "brandimages Not create",
  clientRegister: "client Not create",
  clientSms: "client Not create",
  addAddress: "client Not create",
  updateAddress: "client Not create",
  emailVerify: "404 Not Found",
  // §8: the four product lists (all, recommended, trending, hot) share one text; the list stays loading.
  productLists: "404 Not Found",
  superCategoriesLoad: "supercategories Not Found",
  superCategoryCreate: "SuperCategory Not create",
  superCategoryUpdate: "supercategory Not create",
  superCategoryDelete: "supercategory Not create",
  categoryLoad: "404 Not Found",
  subCategoryLoad: "404 Not Found",
  categoryTagLoad: "404 Not Found",
  sliderLoad: "404 Not Found",
  // §7 user lookup: the fallback message when the server's body is unusable.
  userNotFound: "user not found",
  // §2, §5: empty search submit.
  searchEmpty: "Please type something...",
  // §8: a screen chunk that has not loaded after 120 s.
  chunkFailed: "Loading chunk failed",
  // §2: the generic fallback page.
  fallbackPage: "Unexpected Application Error!"
} as const

export type ErrorTextKey = keyof typeof ERROR_TEXTS
export type ErrorText = (typeof ERROR_TEXTS)[ErrorTextKey]
