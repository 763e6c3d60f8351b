import { data, Link } from "react-router";
import { BlogPostForm } from "~/components/admin/blog-editor-form";
import { ButtonLink } from "~/components/ui/button";
import { BLOG_MESSAGES } from "~core/schemas/blog";
import { idFromParam } from "~core/schemas/text";
import { getAdminPost } from "~server/services/content/admin-blog";
import type { Route } from "./+types/blog-edit";

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = idFromParam(params.id) ?? 0;
  const post = id && id <= 2_147_483_647 ? await getAdminPost(context.services, id) : null;
  if (!post) return data({ post: null }, { status: 404 });
  return { post };
}

export function meta() {
  return [{ title: "Edit blog post | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

/** /admin/blog/{id}/edit, with the load-failure message and Return to Blog List. */
export default function AdminBlogEdit({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  if (!post) {
    return (
      <div role="alert" className="rounded-xl bg-coral-500/10 p-6">
        <h1 className="font-display text-2xl text-ink">Edit Blog Post</h1>
        <p className="mt-2 text-ink">{BLOG_MESSAGES.loadFailed}</p>
        <ButtonLink to="/admin/blog" className="mt-4">
          Return to Blog List
        </ButtonLink>
      </div>
    );
  }
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">Edit Blog Post</h1>
        {post.published ? (
          <Link to={`/blog/${post.slug}`} className="font-semibold text-ocean-700 underline">
            View on the site
          </Link>
        ) : null}
      </div>
      {/* A new key per post: the form's state starts from the loaded post. */}
      <BlogPostForm key={post.id} post={post} />
    </>
  );
}
