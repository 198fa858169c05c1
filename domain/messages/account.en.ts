import { ADDRESS_PROBLEM_WORDS as A } from "../address-problems.ts"
import { ERROR_TEXTS } from "../error-texts.ts"
import { IDENTITY_PROBLEM_WORDS as I } from "../identity-text.ts"
import { WISHLIST_ERROR_TEXTS } from "../wishlist.ts"

// Issue 39, ADR 064: the texts of the shopper's account in the spec's English: sign-in and
// registration, My Account with its orders and addresses, the address form, the wishlist and compare
// pages. Their Hindi (account.hi.ts) must have every key. `npm run i18n:compile` after a change.
//
// `account.problem.*` say what the domain's rules find wrong in the forms, by the problem's name
// (`account.problem.<its _tag, first letter small>`): a registration's name and e-mail
// (domain/identity-text.ts) and an address's fields (domain/address-problems.ts). Their English is the
// rules' own words, read from there (the server's 400s say the same), and so are the §8 texts of the
// orders and the wishlist. A failed call is said by src/components/failure-sentence.ts (the `failures`
// area and the server's named refusals), not here.

export const messages = {
  "account.title": "My Account",
  "account.continueShopping": "Continue shopping",
  "account.tryAgain": "Try again",
  "account.fullName": "Full name",
  "account.mobileNumber": "Mobile number",
  "account.email": "E-mail",

  "account.signIn.title": "Sign in",
  "account.signIn.intro": "We send a 6-digit code to your mobile number. New to Bazaar? The same code lets you register.",
  "account.signIn.mobileHint": "Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.",
  "account.signIn.sending": "Sending...",
  "account.signIn.sendCode": "Send code",
  "account.signIn.codeSent": "Code sent to +91 {mobile}.",
  "account.signIn.changeNumber": "Change number",
  "account.signIn.code": "6-digit code",
  "account.signIn.checking": "Checking...",
  "account.signIn.submit": "Sign in",
  "account.signIn.resendIn": "Resend code in {seconds} s",
  "account.signIn.resend": "Resend code",

  "account.register.title": "Register",
  "account.register.confirmFirst": "First confirm your mobile number with a code.",
  "account.register.getCode": "Get a code",
  "account.register.create": "Create your account",
  "account.register.confirmed": "Mobile number +91 {mobile} is confirmed.",
  "account.register.creating": "Creating...",
  "account.register.submit": "Register",

  "account.signInToSee": "Sign in to see your profile and addresses.",
  "account.signInLink": "Sign In",
  "account.name": "Name",
  "account.mobile": "Mobile",
  "account.signOut": "Sign out",
  "account.admin": "Admin",

  "account.orders.title": "My orders",
  "account.orders.seeAll": "See all orders",
  "account.orders.none": "No orders yet.",
  "account.orders.startShopping": "Start shopping",

  "account.addresses.title": "Addresses",
  "account.addresses.add": "Add an address",
  "account.addresses.save": "Save address",
  "account.addresses.none": "No saved addresses yet.",
  "account.addresses.mobile": "Mobile: {mobile}",
  "account.addresses.deliveringHere": "Delivering here",
  "account.addresses.deliverHere": "Deliver here",
  "account.addresses.edit": "Edit",
  "account.addresses.delete": "Delete",
  "account.type.Home": "Home",
  "account.type.Work": "Work",
  "account.type.Other": "Other",

  "account.deleteAddress.title": "Delete this address?",
  "account.deleteAddress.text": "It leaves your address book; orders already placed keep their address.",
  "account.deleteAddress.keep": "Keep it",
  "account.deleteAddress.confirm": "Delete address",

  "account.address.houseNo": "House / flat no.",
  "account.address.street": "Street",
  "account.address.landmark": "Landmark (optional)",
  "account.address.area": "Area / locality",
  "account.address.pincode": "Pincode",
  "account.address.city": "City",
  "account.address.state": "State / union territory",
  "account.address.choose": "Choose…",
  "account.address.type": "Address type",
  "account.address.saving": "Saving...",

  "account.update.notFound": "This address is not in your address book.",
  "account.update.back": "Back to My Account",
  "account.update.title": "Edit address",
  "account.update.save": "Save changes",

  "account.wishlist.title": "My wishlist",
  "account.wishlist.empty": "Your wishlist is empty.",
  "account.wishlist.emptyHint": "Tap the heart on any product to save it here for later.",
  "account.wishlist.count": "{count, plural, one {# product} other {# products}} saved",
  "account.wishlist.moveToCart": "Move to cart",
  "account.wishlist.remove": "Remove",
  "account.wishlist.gone": "This product is no longer available.",

  "account.compare.title": "Compare products",
  "account.compare.clearAll": "Clear all",
  "account.compare.intro": "Up to {limit} products; rows where they differ are highlighted.",
  "account.compare.empty": "Nothing to compare yet.",
  "account.compare.emptyHint": "Tick 'Compare' on up to {limit} products to see them side by side.",
  "account.compare.swipe": "Swipe sideways to see all {count} products.",
  "account.compare.region": "Products compared",
  "account.compare.caption": "Products compared side by side",
  "account.compare.remove": "Remove {name} from compare",
  "account.compare.brand": "Brand",
  "account.compare.price": "Price",
  "account.compare.mrp": "MRP",
  "account.compare.discount": "Discount",
  "account.compare.packSizes": "Pack sizes",
  "account.compare.differs": "(differs)",
  "account.compare.gone": "{count, plural, one {One product in your list is} other {# products in your list are}} no longer available.",
  "account.compare.removeGone": "{count, plural, one {Remove it} other {Remove them}}",

  // Registration's name and e-mail (domain/identity-text.ts IdentityProblem).
  "account.problem.nameMissing": I.NameMissing,
  "account.problem.emailMissing": I.EmailMissing,
  "account.problem.emailShape": I.EmailShape,
  "account.problem.nameInvisible": I.NameInvisible,
  "account.problem.emailInvisible": I.EmailInvisible,
  // The address's fields (domain/address-problems.ts AddressProblem).
  "account.problem.addressNameMissing": A.AddressNameMissing,
  "account.problem.addressNameLong": A.AddressNameLong,
  "account.problem.addressMobileShape": A.AddressMobileShape,
  "account.problem.addressHouseMissing": A.AddressHouseMissing,
  "account.problem.addressHouseLong": A.AddressHouseLong,
  "account.problem.addressStreetMissing": A.AddressStreetMissing,
  "account.problem.addressStreetLong": A.AddressStreetLong,
  "account.problem.addressLandmarkLong": A.AddressLandmarkLong,
  "account.problem.addressAreaMissing": A.AddressAreaMissing,
  "account.problem.addressAreaLong": A.AddressAreaLong,
  "account.problem.addressCityMissing": A.AddressCityMissing,
  "account.problem.addressCityLong": A.AddressCityLong,
  "account.problem.addressStateUnknown": A.AddressStateUnknown,
  "account.problem.addressPincodeShape": A.AddressPincodeShape,
  "account.problem.addressTypeUnknown": A.AddressTypeUnknown,
  // §8 texts of the orders and the wishlist (domain/error-texts.ts, domain/wishlist.ts), as the spec spells them.
  "account.problem.latestOrders": ERROR_TEXTS.latestOrders,
  "account.problem.allOrders": ERROR_TEXTS.allOrders,
  "account.problem.wishlistLoad": WISHLIST_ERROR_TEXTS.load,
  "account.problem.wishlistMerge": WISHLIST_ERROR_TEXTS.merge,
  "account.problem.wishlistUpdate": WISHLIST_ERROR_TEXTS.add,
  "account.problem.wishlistFull": "Your wishlist holds up to {limit} products. Remove one to add another."
} as const
