/**
 * The journal's WYSIWYG editor (Tiptap 3), loaded only by the admin post form
 * (React.lazy): staff write with toolbar buttons and never type HTML. It produces
 * only what the server's allow-list keeps (headings 2-4, paragraphs, bold, italic,
 * underline, strike, lists, quotes, links, rules, code, images from /uploads/);
 * the server cleans it again anyway.
 */
import Image from "@tiptap/extension-image";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Minus,
  Quote,
  Redo2,
  Strikethrough,
  Underline,
  Undo2,
} from "lucide-react";
import { type ReactNode, useId, useRef, useState } from "react";
import { adminApi, failureMessage } from "~/admin/api-client";

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;

export interface BlogEditorProps {
  /** Initial HTML (the post being edited). */
  initialHtml: string;
  onChange: (html: string) => void;
  /** Id of the visible label, for the editable area's accessible name. */
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
}

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // Keep the text selection while a button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-ocean-50 focus-visible:outline-2 focus-visible:outline-ocean-700 disabled:opacity-40 ${active ? "bg-ocean-100 text-ocean-900" : ""}`}
    >
      {children}
    </button>
  );
}

export default function BlogEditor({
  initialHtml,
  onChange,
  labelId,
  describedBy,
  invalid,
}: BlogEditorProps) {
  const editor = useEditor({
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          protocols: ["http", "https", "mailto", "tel"],
          isAllowedUri: (url) => SAFE_LINK.test(url),
          HTMLAttributes: { rel: "noopener noreferrer", target: null },
        },
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class:
          "min-h-72 px-4 py-3 text-ink focus-visible:outline-none [&_h2]:mt-4 [&_h2]:font-display [&_h2]:text-2xl [&_h3]:mt-3 [&_h3]:font-display [&_h3]:text-xl [&_h4]:mt-3 [&_h4]:font-semibold [&_p]:mt-2 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:list-decimal [&_ol]:ps-6 [&_a]:text-ocean-700 [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:border-coral-500 [&_blockquote]:ps-3 [&_img]:max-w-full [&_img]:rounded-lg",
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });

  const linkId = useId();
  const altId = useId();
  const fileId = useId();
  const [panel, setPanel] = useState<"link" | "image" | null>(null);
  const [linkUrl, setLinkUrl] = useState("");
  const [linkError, setLinkError] = useState<string | null>(null);
  const [alt, setAlt] = useState("");
  const [imageError, setImageError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  if (!editor) {
    return <div className="min-h-80 rounded-lg border border-sand-300 bg-sand-50" />;
  }

  function openLink() {
    setLinkUrl((editor?.getAttributes("link").href as string | undefined) ?? "");
    setLinkError(null);
    setPanel(panel === "link" ? null : "link");
  }

  function applyLink() {
    const url = linkUrl.trim();
    if (!url) {
      editor?.chain().focus().extendMarkRange("link").unsetLink().run();
      setPanel(null);
      return;
    }
    if (!SAFE_LINK.test(url)) {
      setLinkError("Use an address starting with https://, http://, mailto:, tel: or /.");
      return;
    }
    const chain = editor!.chain().focus().extendMarkRange("link");
    // With nothing selected, the address itself becomes the link text.
    if (editor!.state.selection.empty && !editor!.isActive("link")) {
      chain
        .insertContent({ type: "text", text: url, marks: [{ type: "link", attrs: { href: url } }] })
        .run();
    } else {
      chain.setLink({ href: url }).run();
    }
    setPanel(null);
  }

  async function insertImage() {
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setImageError("Choose a PNG or JPG image.");
      return;
    }
    if (!alt.trim()) {
      setImageError("Describe the image for guests who cannot see it.");
      return;
    }
    setUploading(true);
    setImageError(null);
    const body = new FormData();
    body.set("image", file);
    const result = await adminApi.upload<{ src?: string; width?: number; height?: number }>(
      "/api/admin/blog/images",
      body,
    );
    setUploading(false);
    const { src, width, height } = result.body;
    if (!result.ok || !src) {
      setImageError(failureMessage(result, "Failed to upload the image. Please try again."));
      return;
    }
    editor?.chain().focus().setImage({ src, alt: alt.trim(), width, height }).run();
    setAlt("");
    if (fileInput.current) fileInput.current.value = "";
    setPanel(null);
  }

  const INPUT =
    "min-h-11 w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-ocean-700";

  return (
    <div
      className={`rounded-lg border bg-white ${invalid ? "border-danger" : "border-sand-300"} focus-within:ring-2 focus-within:ring-ocean-700`}
    >
      <div
        role="toolbar"
        aria-label="Formatting"
        className="flex flex-wrap gap-1 border-b border-sand-200 p-1"
      >
        <ToolButton
          label="Heading"
          active={editor.isActive("heading", { level: 2 })}
          onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()}
        >
          <Heading2 aria-hidden="true" className="size-5" />
        </ToolButton>
        <ToolButton
          label="Subheading"
          active={editor.isActive("heading", { level: 3 })}
          onClick={() => editor.chain().focus().toggleHeading({ level: 3 }).run()}
        >
          <Heading3 aria-hidden="true" className="size-5" />
        </ToolButton>
        <ToolButton
          label="Bold"
          active={editor.isActive("bold")}
          onClick={() => editor.chain().focus().toggleBold().run()}
        >
          <Bold aria-hidden="true" className="size-5" />
        </ToolButton>
        <ToolButton
          label="Italic"
          active={editor.isActive("italic")}
          onClick={() => editor.chain().focus().toggleItalic().run()}
        >
          <Italic aria-hidden="true" className="size-5" />
        </ToolButton>
        <ToolButton
          label="Underline"
          active={editor.isActive("underline")}
          onClick={() => editor.chain().focus().toggleUnderline().run()}
        >
          <Underline aria-hidden="true" className="size-5" />
        </ToolButton>
        <ToolButton
          label="Strikethrough"
          active={editor.isActive("strike")}
          onClick={() => editor.chain().focus().toggleStrike().run()}
        >
          <Strikethrough aria-hidden="true" className="size-5" />
        </ToolButton>
        <ToolButton
          label="Bulleted list"
          active={editor.isActive("bulletList")}
          onClick={() => editor.chain().focus().toggleBulletList().run()}
        >
          <List aria-hidden="true" className="size-5" />
        </ToolButton>
        <ToolButton
          label="Numbered list"
          active={editor.isActive("orderedList")}
          onClick={() => editor.chain().focus().toggleOrderedList().run()}
        >
          <ListOrdered aria-hidden="true" className="size-5" />
        </ToolButton>
        <ToolButton
          label="Quote"
          active={editor.isActive("blockquote")}
          onClick={() => editor.chain().focus().toggleBlockquote().run()}
        >
          <Quote aria-hidden="true" className="size-5" />
        </ToolButton>
        <ToolButton
          label="Divider"
          onClick={() => editor.chain().focus().setHorizontalRule().run()}
        >
          <Minus aria-hidden="true" className="size-5" />
        </ToolButton>
        <ToolButton label="Link" active={editor.isActive("link")} onClick={openLink}>
          <Link2 aria-hidden="true" className="size-5" />
        </ToolButton>
        <ToolButton
          label="Insert image"
          active={panel === "image"}
          onClick={() => {
            setImageError(null);
            setPanel(panel === "image" ? null : "image");
          }}
        >
          <ImagePlus aria-hidden="true" className="size-5" />
        </ToolButton>
        <ToolButton
          label="Undo"
          disabled={!editor.can().undo()}
          onClick={() => editor.chain().focus().undo().run()}
        >
          <Undo2 aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </ToolButton>
        <ToolButton
          label="Redo"
          disabled={!editor.can().redo()}
          onClick={() => editor.chain().focus().redo().run()}
        >
          <Redo2 aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </ToolButton>
      </div>

      {panel === "link" ? (
        <div className="flex flex-wrap items-end gap-2 border-b border-sand-200 bg-sand-50 p-3">
          <div className="min-w-60 flex-1">
            <label htmlFor={linkId} className="mb-1 block text-sm font-semibold text-ink">
              Link URL
            </label>
            <input
              id={linkId}
              type="url"
              inputMode="url"
              value={linkUrl}
              placeholder="https://"
              aria-invalid={linkError ? true : undefined}
              aria-describedby={linkError ? `${linkId}-error` : undefined}
              onChange={(event) => setLinkUrl(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  applyLink();
                }
                if (event.key === "Escape") setPanel(null);
              }}
              className={INPUT}
            />
          </div>
          <button
            type="button"
            onClick={applyLink}
            className="min-h-11 rounded-lg bg-ocean-700 px-4 font-semibold text-white hover:bg-ocean-800"
          >
            Apply link
          </button>
          {editor.isActive("link") ? (
            <button
              type="button"
              onClick={() => {
                editor.chain().focus().extendMarkRange("link").unsetLink().run();
                setPanel(null);
              }}
              className="min-h-11 rounded-lg px-4 font-semibold text-ocean-800 ring-1 ring-ocean-700"
            >
              Remove link
            </button>
          ) : null}
          {linkError ? (
            <p id={`${linkId}-error`} className="w-full text-sm font-medium text-danger">
              {linkError}
            </p>
          ) : null}
        </div>
      ) : null}

      {panel === "image" ? (
        <div className="grid gap-2 border-b border-sand-200 bg-sand-50 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <div>
            <label htmlFor={fileId} className="mb-1 block text-sm font-semibold text-ink">
              Image file (PNG or JPG up to 2MB)
            </label>
            <input
              id={fileId}
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg"
              className="block w-full text-sm"
            />
          </div>
          <div>
            <label htmlFor={altId} className="mb-1 block text-sm font-semibold text-ink">
              Image description
            </label>
            <input
              id={altId}
              value={alt}
              onChange={(event) => setAlt(event.target.value)}
              className={INPUT}
            />
          </div>
          <button
            type="button"
            disabled={uploading}
            onClick={insertImage}
            className="min-h-11 rounded-lg bg-ocean-700 px-4 font-semibold text-white hover:bg-ocean-800 disabled:opacity-60"
          >
            {uploading ? "Uploading..." : "Upload and insert"}
          </button>
          {imageError ? (
            <p role="alert" className="text-sm font-medium text-danger sm:col-span-3">
              {imageError}
            </p>
          ) : null}
        </div>
      ) : null}

      <EditorContent editor={editor} />
    </div>
  );
}
