import { useMatches } from "react-router";

const TITLES: Record<string, string> = {
  rooms: "Rooms",
  roomsUpload: "Upload room images",
  roomImages: "Room images",
  roomEdit: "Edit room",
  blog: "Blog posts",
  blogNew: "New blog post",
  blogEdit: "Edit blog post",
  ezee: "eZee integration",
  pesapal: "Pesapal payments",
};

export default function AdminPlaceholder() {
  const id = (useMatches().at(-1)?.id ?? "").replace(/^admin-/, "");
  return (
    <>
      <h1 className="font-display text-3xl">{TITLES[id] ?? "Admin"}</h1>
      <p className="mt-4 text-ink-muted">This screen is not built yet.</p>
    </>
  );
}
