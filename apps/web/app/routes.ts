import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // One listing, three addresses: the spec's menus link all three.
  route("shop-left", "routes/listing.tsx", { id: "shop-left" }),
  route("shop-left-two", "routes/listing.tsx", { id: "shop-left-two" }),
  route("shop-right", "routes/listing.tsx", { id: "shop-right" }),
  route("shop-detail/:sno", "routes/product.tsx"),
  // Every other page links the whole stylesheet (decision 062); the three above link their own.
  layout("routes/every-part.tsx", [
    // The signed-in shopper's own pages: a visitor is sent to log in and back.
    route("wishlist", "routes/wishlist.tsx"),
    route("cart", "routes/cart.tsx"),
    route("checkout", "routes/checkout.tsx"),
    route("appointment", "routes/appointment.tsx"),
    route("login", "routes/login.tsx"),
    route("register", "routes/register.tsx"),
    route("forgot-password", "routes/forgot-password.tsx"),
    route("change-password", "routes/change-password.tsx"),
    // The account area (spec 001): /account goes on to /dashboard.
    route("account", "routes/account.tsx"),
    route("dashboard", "routes/dashboard.tsx"),
    route("orders", "routes/orders.tsx"),
    // Listed without protection in the spec; the page signs the visitor in and shows only their own.
    route("orderdetail/:orderId", "routes/order-detail.tsx"),
    // Listed without protection: the page itself tells a visitor to log in (spec 001).
    route("AddressManager", "routes/addresses.tsx"),
    // Payment (decision 025): the static /payment/success outranks /payment/:orderId.
    route("payment/success", "routes/payment-done.ts"),
    route("payment/:orderId", "routes/payment.tsx"),
    route("payment-success", "routes/payment-success.tsx"),
    // No page: the header's Log out form posts here.
    route("logout", "routes/logout.tsx"),
    // No pages: the wishlist's and cart's buttons post here (lib/personal-forms.ts).
    route("wishlist/change", "routes/wishlist-change.ts"),
    route("cart/change", "routes/cart-change.ts"),
    // Information pages (spec 001): public, kept for visitors like the catalogue's pages.
    route("ring-size-guide", "routes/ring-size-guide.tsx"),
    route("bangle-size-guide", "routes/bangle-size-guide.tsx"),
    route("contact", "routes/contact.tsx"),
    route("gallery", "routes/gallery.tsx"),
    route("gallery-two", "routes/gallery-two.tsx"),
    route("classification", "routes/classification.tsx"),
    route("coming-soon", "routes/coming-soon.tsx"),
    // The blog (decision 031): three views of its articles, and an article, whose bare address
    // shows the newest.
    route("blog-grid", "routes/blog-grid.tsx"),
    route("blog-list", "routes/blog-list.tsx"),
    route("blog-grid-sidebar", "routes/blog-grid-sidebar.tsx"),
    route("blog-detail/:slug?", "routes/blog-detail.tsx"),
    // Policies and information (issue 12 item 5, decision 032): the shop's own text, kept for visitors.
    route("privacypolicy", "routes/privacy-policy.tsx"),
    route("terms-conditions", "routes/terms-conditions.tsx"),
    route("cancellation-return-policy", "routes/cancellation-return-policy.tsx"),
    route("refund-policy", "routes/refund-policy.tsx"),
    // The spec's literal "&"; /delivery%26shipping is decoded to it before matching, so both reach it.
    route("delivery&shipping", "routes/delivery-shipping.tsx"),
    route("why-choose-us", "routes/why-choose-us.tsx"),
    route("about", "routes/about.tsx"),
    route("faq", "routes/faq.tsx"),
    route("legal", "routes/legal.tsx"),
    route("team", "routes/team.tsx"),
    route("typography", "routes/typography.tsx"),
    // The staff console (issue 25, decision 045): its own layout, without the storefront's header;
    // every page in it but the login requires a staff session.
    route("staff/login", "routes/staff/login.tsx"),
    // No page: the console bar's Sign out form posts here.
    route("staff/logout", "routes/staff/logout.tsx"),
    route("staff", "routes/staff/layout.tsx", [
      index("routes/staff/home.tsx"),
      route("appointments", "routes/staff/appointments.tsx"),
      route("messages", "routes/staff/messages.tsx"),
      route("orders", "routes/staff/orders.tsx"),
      route("orders/:orderId", "routes/staff/order.tsx"),
      route("users", "routes/staff/users.tsx"),
      route("pincodes", "routes/staff/pincodes.tsx"),
      // The catalogue's photos and the home page's lists (issue 26, decision 047).
      route("catalogue/home", "routes/staff/catalogue-home.tsx"),
      route("catalogue/:sno/photos", "routes/staff/catalogue-photos.tsx"),
      route("rates", "routes/staff/rates.tsx"),
      // The catalogue (issue 26 item 4, decision 049).
      route("catalogue", "routes/staff/catalogue/list.tsx"),
      route("catalogue/new", "routes/staff/catalogue/piece.tsx", { id: "staff-catalogue-new" }),
      route("catalogue/import", "routes/staff/catalogue/import.tsx"),
      route("catalogue/:sno", "routes/staff/catalogue/piece.tsx"),
    ]),
    // Last: every path no other route claims is the spec's 404 page, with a real 404 status.
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
