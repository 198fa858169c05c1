import { HttpApi, OpenApi } from "@effect/platform"
import { StaffGroup } from "#domain/http/staff.http.ts"
import { ReviewAdminGroup, ReviewCustomerGroup, ReviewGroup } from "#domain/http/review.http.ts"
import { DeliveryAdminGroup, DeliveryGroup } from "#domain/http/delivery.http.ts"
import { BrandAdminGroup, BrandGroup } from "#domain/http/brand.http.ts"
import {
  CategoryGroup,
  CategoryTagGroup,
  SliderGroup,
  SubCategoryGroup,
  SuperCategoryAdminGroup,
  SuperCategoryGroup
} from "#domain/http/catalogue.http.ts"
import { CategoryAdminGroup, CategoryTagAdminGroup, SliderAdminGroup, SubCategoryAdminGroup } from "#domain/http/catalogue-admin.http.ts"
import { ClientGroup, SessionGroup, SmsGroup } from "#domain/http/client.http.ts"
import { StockAlertGroup } from "#domain/http/stock-alert.http.ts"
import { SearchAdminGroup, SearchGroup } from "#domain/http/search.http.ts"
import { CouponAdminGroup, DashboardGroup, MessageAdminGroup, SettingsAdminGroup } from "#domain/http/shop-admin.http.ts"
import { ServiceUnavailable } from "#domain/http/errors.ts"
import { ProductAdminGroup } from "#domain/http/product-admin.http.ts"
import { ProductCsvGroup } from "#domain/http/product-csv.http.ts"
import { ReturnsAdminGroup, ReturnsGroup } from "#domain/http/returns.http.ts"
import { CustomerAdminGroup } from "#domain/http/customer-admin.http.ts"
import { ProductGroup } from "#domain/http/product.http.ts"
import { OrderGroup } from "#domain/http/order.http.ts"
import { OrderAdminGroup } from "#domain/http/order-admin.http.ts"
import { BlogGroup, ContactGroup, CouponGroup, OfferGroup, SettingsGroup, WishlistGroup } from "#domain/http/shop.http.ts"
import { MyOffersGroup } from "#domain/http/my-offers.http.ts"

/**
 * The groups of the contract (domain/http/api.ts) that this server implements today. A group
 * joins when its feature lands; until then its paths answer 404, never a fake.
 */
export const ServedApi = HttpApi.make("bazaar")
  .add(SuperCategoryGroup)
  .add(SuperCategoryAdminGroup)
  .add(CategoryGroup)
  .add(SubCategoryGroup)
  .add(CategoryTagGroup)
  .add(SliderGroup)
  .add(CategoryAdminGroup)
  .add(SubCategoryAdminGroup)
  .add(CategoryTagAdminGroup)
  .add(SliderAdminGroup)
  .add(ProductGroup)
  .add(ProductAdminGroup)
  .add(ProductCsvGroup)
  .add(BrandGroup)
  .add(BrandAdminGroup)
  .add(ClientGroup)
  .add(SmsGroup)
  .add(SessionGroup)
  .add(OrderGroup)
  .add(OrderAdminGroup)
  .add(ReturnsGroup)
  .add(ReturnsAdminGroup)
  .add(CustomerAdminGroup)
  .add(WishlistGroup)
  .add(BlogGroup)
  .add(CouponGroup)
  .add(OfferGroup)
  .add(MyOffersGroup)
  .add(DeliveryGroup)
  .add(DeliveryAdminGroup)
  .add(ReviewGroup)
  .add(ReviewCustomerGroup)
  .add(ReviewAdminGroup)
  .add(SettingsGroup)
  .add(SettingsAdminGroup)
  .add(ContactGroup)
  .add(StockAlertGroup)
  .add(SearchGroup)
  .add(SearchAdminGroup)
  .add(StaffGroup)
  .add(CouponAdminGroup)
  .add(MessageAdminGroup)
  .add(DashboardGroup)
  .addError(ServiceUnavailable)
  .prefix("/api/v1")
  .annotate(OpenApi.Title, "Bazaar API (served)")
