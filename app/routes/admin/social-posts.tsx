import {
  EditableRows,
  FormButtons,
  ListHeader,
  RowVersion,
  useEditableList,
  VisibleField,
  withVisibility,
} from "~/components/admin/editable-list";
import { ImageField, TextField } from "~/components/admin/fields";
import { RowSummary } from "~/components/admin/row-summary";
import { hotelToday } from "~core/dates";
import { listAdminSocialPosts } from "~server/services/content/admin/testimonials";
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
      version: row.version,
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
  const list = useEditableList({
    endpoint: "/api/admin/social-posts",
    noun: "post",
    toBody: withVisibility,
  });
  const { busy, errors } = list;

  const form = (post: Post | null) => {
    const id = post?.id ?? "new";
    return (
      <form
        onSubmit={(event) => void list.save(event, id)}
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <RowVersion row={post} list={list} />
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
        <VisibleField checked={post?.isVisible ?? true} className="self-end" />
        <FormButtons
          isNew={id === "new"}
          noun="post"
          busy={busy}
          onCancel={list.close}
          className="sm:col-span-2"
        />
      </form>
    );
  };

  return (
    <>
      <ListHeader title="Social posts" newLabel="New post" onNew={() => list.toggle("new")} />
      <p className="mt-2 max-w-3xl text-ink-muted">
        The social section of the home and gallery pages shows these stored posts only when neither
        the web feed nor the Instagram API gives any: newest date first, at most twelve.
      </p>
      <EditableRows
        list={list}
        rows={posts}
        newPanel={{ id: "new-post", title: "New post" }}
        empty="No stored posts yet."
        label={(post) => post.caption.slice(0, 40)}
        form={form}
        summary={(post) => (
          <RowSummary image={post.image} imageClassName="size-20 rounded-lg">
            <h2 className="font-semibold text-ink">{post.caption.slice(0, 80)}</h2>
            <p className="text-sm text-ink-muted">
              {post.postedAt} · {post.likes} likes
              {post.isVisible ? "" : " · hidden from the website"}
            </p>
          </RowSummary>
        )}
      />
    </>
  );
}
