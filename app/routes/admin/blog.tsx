import * as Dialog from "@radix-ui/react-dialog";
import { Plus, Search } from "lucide-react";
import { useState } from "react";
import { data, Form, Link, useNavigation, useRevalidator } from "react-router";
import { adminApi } from "~/admin/api-client";
import { Pager } from "~/components/admin/pager";
import { RangeFilter, typedRange } from "~/components/admin/range-filter";
import { useReturnFocus } from "~/components/admin/use-return-focus";
import { Button, ButtonLink } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Cell, RowLink, Table, TableRow } from "~/components/ui/table";
import { toast } from "~/components/ui/use-toast";
import { formatHotelDay } from "~core/format";
import { type AdminBlogPostDto, BLOG_MESSAGES } from "~core/schemas/blog";
import { hasNul, NOT_ALLOWED_MESSAGE } from "~core/schemas/text";
import { listAdminPosts } from "~server/services/content/admin-blog";
import { readPaging } from "~server/services/platform/paging";
import type { Route } from "./+types/blog";

const FILTERS = [
  { value: "all", label: "All" },
  { value: "published", label: "Published" },
  { value: "drafts", label: "Drafts" },
] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  if (hasNul(q)) throw data({ errors: { q: NOT_ALLOWED_MESSAGE } }, { status: 400 });
  const wanted = url.searchParams.get("status");
  const status = FILTERS.some((filter) => filter.value === wanted) ? (wanted as string) : "all";
  const range = typedRange(url.searchParams);
  const paging = readPaging(url.searchParams);
  const { rows, paging: page } = await listAdminPosts(
    context.services,
    { q, status, from: paging.query.from, to: paging.query.to },
    paging.query,
  );
  const errors = paging.ok ? {} : paging.errors;
  return data({ posts: rows, paging: page, q, status, range, errors }, paging.ok ? 200 : 400);
}

export function meta() {
  return [{ title: "Journal | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

/** Blog management: search, All / Published / Drafts, the table and its actions. */
export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const { posts, q, status, range, errors, paging } = loaderData;
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const [busy, setBusy] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminBlogPostDto | null>(null);
  // After the dialog: its Delete button, or (the post deleted) the search field.
  const returnFocus = useReturnFocus(() => document.querySelector<HTMLElement>(`input[name="q"]`));

  async function togglePublished(post: AdminBlogPostDto) {
    setBusy(post.id);
    const result = await adminApi.put(`/api/admin/blog/posts/${post.id}/publish`, {
      published: !post.published,
    });
    setBusy(null);
    if (!result.ok) {
      toast({ variant: "destructive", title: "Error", description: BLOG_MESSAGES.statusFailed });
      return;
    }
    toast({ title: post.published ? "Post unpublished." : "Post published." });
    revalidator.revalidate();
  }

  async function confirmDelete() {
    if (!deleting) return;
    const post = deleting;
    setBusy(post.id);
    const result = await adminApi.delete(`/api/admin/blog/posts/${post.id}`);
    setBusy(null);
    if (!result.ok) {
      toast({ variant: "destructive", title: "Error", description: BLOG_MESSAGES.deleteFailed });
      return;
    }
    toast({ title: "Blog post deleted." });
    setDeleting(null);
    revalidator.revalidate();
  }

  // A filter keeps the search and the range, and starts again at the first page.
  const filterHref = (value: string) => {
    const params = new URLSearchParams();
    if (q) params.set("q", q);
    if (value !== "all") params.set("status", value);
    if (range.from) params.set("from", range.from);
    if (range.to) params.set("to", range.to);
    const query = params.toString();
    return query ? `/admin/blog?${query}` : "/admin/blog";
  };

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">Blog Posts</h1>
        <ButtonLink to="/admin/blog/new" size="sm">
          <Plus aria-hidden="true" className="size-4" />
          New Post
        </ButtonLink>
      </div>

      <div className="mt-6 flex flex-wrap items-end gap-4">
        <Form method="get" role="search" className="flex flex-1 flex-wrap items-end gap-2">
          {status !== "all" ? <input type="hidden" name="status" value={status} /> : null}
          {range.from ? <input type="hidden" name="from" value={range.from} /> : null}
          {range.to ? <input type="hidden" name="to" value={range.to} /> : null}
          <Field id="blog-search" label="Search posts" className="min-w-56 flex-1">
            <Input type="search" name="q" defaultValue={q} />
          </Field>
          <Button type="submit" variant="secondary">
            <Search aria-hidden="true" className="size-4" />
            Search
          </Button>
        </Form>
        <nav aria-label="Filter posts" className="flex gap-1 rounded-lg bg-sand-100 p-1">
          {FILTERS.map((filter) => (
            <Link
              key={filter.value}
              to={filterHref(filter.value)}
              aria-current={status === filter.value ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-md px-4 text-sm font-semibold ${status === filter.value ? "bg-white text-ocean-900 shadow-sm" : "text-ink"}`}
            >
              {filter.label}
            </Link>
          ))}
        </nav>
      </div>

      <RangeFilter {...range} errors={errors} fromLabel="Written from" toLabel="Written to" />

      <div aria-busy={navigation.state === "loading"} className="mt-6">
        {posts.length === 0 ? (
          <p className="rounded-xl bg-sand-100 p-8 text-center text-ink">No blog posts found</p>
        ) : (
          <Table
            columns={["Title", "Excerpt", "Author", "Category", "Status", "Created", "Actions"]}
            className="md:min-w-[56rem]"
            headCellClassName="px-2 py-2 text-start"
            wrapperClassName=""
          >
            {posts.map((post) => (
              <TableRow key={post.id} className="align-top">
                <Cell className="font-semibold text-ink md:px-2 md:py-3">{post.title}</Cell>
                <Cell className="text-ink-muted md:max-w-64 md:px-2 md:py-3">
                  <span className="line-clamp-2">{post.excerpt}</span>
                </Cell>
                <Cell label="Author" className="md:px-2 md:py-3">
                  {post.author}
                </Cell>
                <Cell label="Category" className="md:px-2 md:py-3">
                  {post.category}
                </Cell>
                <Cell label="Status" className="md:px-2 md:py-3">
                  <span
                    className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${post.published ? "bg-palm-600/10 text-palm-700" : "bg-sand-200 text-ink"}`}
                  >
                    {post.published ? "Published" : "Draft"}
                  </span>
                </Cell>
                <Cell label="Created" className="whitespace-nowrap md:px-2 md:py-3">
                  {formatHotelDay(post.createdAt)}
                </Cell>
                <Cell className="md:px-2 md:py-3">
                  <span className="flex flex-wrap gap-x-4 whitespace-nowrap">
                    <button
                      type="button"
                      disabled={busy === post.id}
                      onClick={() => togglePublished(post)}
                      aria-label={`${post.published ? "Unpublish" : "Publish"} ${post.title}`}
                      className="min-h-11 min-w-11 font-semibold text-ocean-700 underline disabled:opacity-50"
                    >
                      {post.published ? "Unpublish" : "Publish"}
                    </button>
                    <RowLink to={`/admin/blog/${post.id}/edit`} aria-label={`Edit ${post.title}`}>
                      Edit
                    </RowLink>
                    <button
                      type="button"
                      disabled={busy === post.id}
                      onClick={() => {
                        returnFocus.remember();
                        setDeleting(post);
                      }}
                      aria-label={`Delete ${post.title}`}
                      className="min-h-11 min-w-11 font-semibold text-danger underline disabled:opacity-50"
                    >
                      Delete
                    </button>
                  </span>
                </Cell>
              </TableRow>
            ))}
          </Table>
        )}
        <Pager paging={paging} label="Posts" />
      </div>

      <Dialog.Root open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
          <Dialog.Content
            onCloseAutoFocus={returnFocus.onCloseAutoFocus}
            className="fixed start-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl rtl:translate-x-1/2"
          >
            <Dialog.Title className="font-display text-2xl text-ink">
              Delete blog post?
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-ink-muted">
              “{deleting?.title}” will be removed for good, with its cover image. This cannot be
              undone.
            </Dialog.Description>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary">Cancel</Button>
              </Dialog.Close>
              <Button variant="danger" disabled={busy !== null} onClick={confirmDelete}>
                Delete
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
