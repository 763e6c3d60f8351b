import { BlogPostForm } from "~/components/admin/blog-editor-form";

export function meta() {
  return [{ title: "New blog post | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

/** /admin/blog/new: a new post, a draft unless "Publish immediately" is on. */
export default function AdminBlogNew() {
  return (
    <>
      <h1 className="font-display text-3xl text-ink">Create Blog Post</h1>
      <BlogPostForm post={null} />
    </>
  );
}
