import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * Every route of spec 000 and spec 001 section 2, one line each. Pages that a
 * later issue builds share the placeholder module for now, told apart by id.
 */
const placeholder = (path: string, id: string) =>
  route(path, "routes/public/placeholder.tsx", { id: `page-${id}` });
/** A page with its own module (it may still re-export the placeholder until it is built). */
const page = (path: string, file: string, id: string) =>
  route(path, `routes/public/${file}.tsx`, { id: `page-${id}` });
const adminPlaceholder = (path: string, id: string) =>
  route(path, "routes/admin/placeholder.tsx", { id: `admin-${id}` });

export default [
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("rooms", "routes/public/rooms.tsx"),
    route("rooms/:id", "routes/public/room.tsx"),
    route("booking", "routes/public/booking.tsx"),
    route("booking/confirmation", "routes/public/booking-confirmation.tsx"),
    route("booking/find", "routes/public/booking-find.tsx"),
    page("dining", "dining", "dining"),
    page("dining/:id/menu", "menu", "menu"),
    page("dining/:id/reserve", "reserve", "reserve"),
    page("packages", "packages", "packages"),
    route("events", "routes/public/events-redirect.tsx"),
    page("gallery", "gallery", "gallery"),
    page("contact", "contact", "contact"),
    placeholder("blog", "blog"),
    placeholder("blog/:slug", "blogPost"),
    page("feedback", "feedback", "feedback"),
    page("about", "about", "about"),
    page("experiences", "experiences", "experiences"),
    page("privacy-policy", "privacy-policy", "privacy"),
    page("terms-conditions", "terms-conditions", "terms"),
    page("cancellation-policy", "cancellation-policy", "cancellation"),
    page("faqs", "faqs", "faqs"),
    page("sustainability", "sustainability", "sustainability"),
    page("careers", "careers", "careers"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/setup", "routes/admin/setup.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("bookings", "routes/admin/bookings.tsx"),
    route("bookings/:id", "routes/admin/booking.tsx"),
    route("messages", "routes/admin/messages.tsx"),
    route("feedback", "routes/admin/feedback.tsx"),
    route("subscribers", "routes/admin/subscribers.tsx"),
    route("rooms", "routes/admin/rooms.tsx"),
    route("rooms/upload", "routes/admin/rooms-upload.tsx"),
    route("rooms/:id/images", "routes/admin/room-images.tsx"),
    route("rooms/edit/:id", "routes/admin/room-edit.tsx"),
    adminPlaceholder("blog", "blog"),
    adminPlaceholder("blog/new", "blogNew"),
    adminPlaceholder("blog/:id/edit", "blogEdit"),
    adminPlaceholder("ezee", "ezee"),
    adminPlaceholder("pesapal", "pesapal"),
  ]),
] satisfies RouteConfig;
