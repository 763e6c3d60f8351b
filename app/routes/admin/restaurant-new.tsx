import { Link } from "react-router";
import { RestaurantForm } from "~/components/admin/restaurant-form";

export function meta() {
  return [{ title: "New restaurant | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

/** /admin/restaurants/new: a restaurant's details; once added, its page opens for the dishes. */
export default function AdminRestaurantNew() {
  return (
    <>
      <p>
        <Link
          to="/admin/restaurants"
          className="inline-flex min-h-11 items-center text-ocean-700 underline"
        >
          Back to restaurants
        </Link>
      </p>
      <h1 className="font-display text-3xl text-ink">New restaurant</h1>
      <RestaurantForm restaurant={null} />
    </>
  );
}
