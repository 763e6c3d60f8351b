import { Plus } from "lucide-react";
import { useState } from "react";
import { type FieldErrors, formObject, PRIMARY, SECONDARY } from "~/components/admin/admin-form";
import { ImageField, TextField } from "~/components/admin/fields";
import { ListActions } from "~/components/admin/list-actions";
import { useAdminCall } from "~/components/admin/use-admin-call";
import { hotelToday } from "../../../core/dates";
import { listAdminSocialPosts } from "../../../server/services/admin-content/testimonials";
import type { Route } from "./+types/social-posts";

export function meta() {
  return [{ title: "Social posts | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const rows = await listAdminSocialPosts(context.services.db);
  return {
    today: hotelToday(),
    posts: rows.map((row) => ({
      id: row.id,
      image: row.image,
      caption: row.caption,
      link: row.link,
      likes: row.likes,
      isVisible: row.isVisible,
      postedAt: (row.postedAt ?? row.createdAt).toISOString().slice(0, 10),
    })),
  };
}

type Post = Route.ComponentProps["loaderData"]["posts"][number];

/**
 * Posts stored here are the social section's last fallback (when neither the web
 * feed nor the Instagram API gives posts); newest first, at most twelve shown.
 */
export default function AdminSocialPosts({ loaderData }: Route.ComponentProps) {
  const { posts, today } = loaderData;
  const { busy, call } = useAdminCall();
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function save(event: React.FormEvent<HTMLFormElement>, id: number | "new") {
    event.preventDefault();
    const values = formObject(event.currentTarget);
    const body = { ...values, isVisible: values.isVisible === "on" };
    const result =
      id === "new"
        ? await call("/api/admin/social-posts", "POST", body, {
            failure: "Failed to add the post.",
            success: "Post added.",
          })
        : await call(`/api/admin/social-posts/${id}`, "PUT", body, {
            failure: "Failed to save the post.",
            success: "Post saved.",
          });
    setErrors(result.body.errors ?? {});
    if (result.ok) setEditing(null);
  }

  const form = (post: Post | null) => {
    const id = post?.id ?? "new";
    return (
      <form
        onSubmit={(event) => void save(event, id)}
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <div className="sm:col-span-2">
          <ImageField
            name="image"
            label="Image"
            folder="social"
            value={post?.image ?? null}
            errors={errors}
          />
        </div>
        <TextField
          name="caption"
          label="Caption"
          value={post?.caption}
          errors={errors}
          multiline
          className="sm:col-span-2"
          hint="The feed shows the first 60 characters."
        />
        <TextField
          name="link"
          label="Link to the post (optional)"
          type="url"
          value={post?.link}
          errors={errors}
        />
        <TextField
          name="postedAt"
          label="Date"
          type="date"
          value={post?.postedAt ?? today}
          errors={errors}
        />
        <TextField
          name="likes"
          label="Likes"
          value={post?.likes ?? 0}
          errors={errors}
          inputMode="numeric"
        />
        <label className="flex min-h-11 items-center gap-2 self-end text-ink">
          <input
            type="checkbox"
            name="isVisible"
            defaultChecked={post?.isVisible ?? true}
            className="size-5"
          />
          Shown on the website
        </label>
        <div className="flex gap-3 sm:col-span-2">
          <button type="submit" disabled={busy} className={PRIMARY}>
            {id === "new" ? "Add post" : "Save post"}
          </button>
          <button type="button" onClick={() => setEditing(null)} className={SECONDARY}>
            Cancel
          </button>
        </div>
      </form>
    );
  };

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">Social posts</h1>
        <button
          type="button"
          onClick={() => {
            setErrors({});
            setEditing("new");
          }}
          className={PRIMARY}
        >
          <Plus aria-hidden="true" className="size-4" />
          New post
        </button>
      </div>
      <p className="mt-2 max-w-3xl text-ink-muted">
        The social section of the home and gallery pages shows these stored posts only when neither
        the web feed nor the Instagram API gives any: newest date first, at most twelve.
      </p>
      {editing === "new" ? (
        <section
          aria-labelledby="new-post"
          className="mt-6 rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200"
        >
          <h2 id="new-post" className="font-display text-2xl text-ink">
            New post
          </h2>
          {form(null)}
        </section>
      ) : null}
      {posts.length === 0 ? (
        <p className="mt-6 text-ink-muted">No stored posts yet.</p>
      ) : (
        <ul aria-busy={busy} className="mt-6 grid gap-4">
          {posts.map((post, index) => (
            <li key={post.id} className="rounded-xl bg-white p-4 ring-1 ring-sand-200">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="flex gap-3">
                  <img src={post.image} alt="" className="size-20 rounded-lg object-cover" />
                  <div>
                    <h2 className="font-semibold text-ink">{post.caption.slice(0, 80)}</h2>
                    <p className="text-sm text-ink-muted">
                      {post.postedAt} · {post.likes} likes
                      {post.isVisible ? "" : " · hidden from the website"}
                    </p>
                  </div>
                </div>
                <ListActions
                  label={post.caption.slice(0, 40)}
                  index={index}
                  count={posts.length}
                  busy={busy}
                  visible={post.isVisible}
                  editing={editing === post.id}
                  onVisible={(isVisible) =>
                    void call(
                      `/api/admin/social-posts/${post.id}/visibility`,
                      "PUT",
                      { isVisible },
                      {
                        failure: "Failed to change the visibility.",
                        success: isVisible ? "Shown on the website." : "Hidden from the website.",
                      },
                    )
                  }
                  onEdit={() => {
                    setErrors({});
                    setEditing(editing === post.id ? null : post.id);
                  }}
                  onDelete={() =>
                    void call(`/api/admin/social-posts/${post.id}`, "DELETE", undefined, {
                      failure: "Failed to delete the post.",
                      success: "Post deleted.",
                    })
                  }
                />
              </div>
              {editing === post.id ? form(post) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
