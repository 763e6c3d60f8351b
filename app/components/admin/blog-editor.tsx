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
  type LucideIcon,
  Minus,
  Quote,
  Redo2,
  Strikethrough,
  Underline,
  Undo2,
} from "lucide-react";
import { type ReactNode, useId, useRef, useState } from "react";
import { adminApi, failureMessage } from "~/admin/api-client";
import { Button } from "~/components/ui/button";
import { Field, Label } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;

export interface BlogEditorProps {
  /** Initial HTML (the post being edited). */
  initialHtml: string;
  onChange: (html: string) => void;
  /** Id of the visible label, for the editable area's accessible name. */
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  /** The language the text is written in (its direction follows: Arabic right to left). */
  lang?: string;
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
  lang,
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
        ...(lang ? { lang, dir: lang === "ar" ? "rtl" : "ltr" } : {}),
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

  const chain = () => editor.chain().focus();
  const tools: {
    label: string;
    icon: LucideIcon;
    active?: boolean;
    disabled?: boolean;
    /** Arrows that point the other way in right-to-left pages. */
    mirrored?: boolean;
    onClick: () => void;
  }[] = [
    {
      label: "Heading",
      icon: Heading2,
      active: editor.isActive("heading", { level: 2 }),
      onClick: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      label: "Subheading",
      icon: Heading3,
      active: editor.isActive("heading", { level: 3 }),
      onClick: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      label: "Bold",
      icon: Bold,
      active: editor.isActive("bold"),
      onClick: () => chain().toggleBold().run(),
    },
    {
      label: "Italic",
      icon: Italic,
      active: editor.isActive("italic"),
      onClick: () => chain().toggleItalic().run(),
    },
    {
      label: "Underline",
      icon: Underline,
      active: editor.isActive("underline"),
      onClick: () => chain().toggleUnderline().run(),
    },
    {
      label: "Strikethrough",
      icon: Strikethrough,
      active: editor.isActive("strike"),
      onClick: () => chain().toggleStrike().run(),
    },
    {
      label: "Bulleted list",
      icon: List,
      active: editor.isActive("bulletList"),
      onClick: () => chain().toggleBulletList().run(),
    },
    {
      label: "Numbered list",
      icon: ListOrdered,
      active: editor.isActive("orderedList"),
      onClick: () => chain().toggleOrderedList().run(),
    },
    {
      label: "Quote",
      icon: Quote,
      active: editor.isActive("blockquote"),
      onClick: () => chain().toggleBlockquote().run(),
    },
    { label: "Divider", icon: Minus, onClick: () => chain().setHorizontalRule().run() },
    { label: "Link", icon: Link2, active: editor.isActive("link"), onClick: openLink },
    {
      label: "Insert image",
      icon: ImagePlus,
      active: panel === "image",
      onClick: () => {
        setImageError(null);
        setPanel(panel === "image" ? null : "image");
      },
    },
    {
      label: "Undo",
      icon: Undo2,
      mirrored: true,
      disabled: !editor.can().undo(),
      onClick: () => chain().undo().run(),
    },
    {
      label: "Redo",
      icon: Redo2,
      mirrored: true,
      disabled: !editor.can().redo(),
      onClick: () => chain().redo().run(),
    },
  ];

  return (
    <div
      className={`rounded-lg border bg-white ${invalid ? "border-danger" : "border-sand-300"} focus-within:ring-2 focus-within:ring-ocean-700`}
    >
      <div
        role="toolbar"
        aria-label="Formatting"
        className="flex flex-wrap gap-1 border-b border-sand-200 p-1"
      >
        {tools.map(({ icon: Icon, mirrored, ...tool }) => (
          <ToolButton key={tool.label} {...tool}>
            <Icon aria-hidden="true" className={mirrored ? "size-5 rtl:-scale-x-100" : "size-5"} />
          </ToolButton>
        ))}
      </div>

      {panel === "link" ? (
        <div className="flex flex-wrap items-end gap-2 border-b border-sand-200 bg-sand-50 p-3">
          <Field id={linkId} label="Link URL" error={linkError} className="min-w-60 flex-1">
            <Input
              type="url"
              inputMode="url"
              value={linkUrl}
              placeholder="https://"
              onChange={(event) => setLinkUrl(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  applyLink();
                }
                if (event.key === "Escape") setPanel(null);
              }}
            />
          </Field>
          <Button onClick={applyLink}>Apply link</Button>
          {editor.isActive("link") ? (
            <Button
              variant="secondary"
              onClick={() => {
                chain().extendMarkRange("link").unsetLink().run();
                setPanel(null);
              }}
            >
              Remove link
            </Button>
          ) : null}
        </div>
      ) : null}

      {panel === "image" ? (
        <div className="grid gap-2 border-b border-sand-200 bg-sand-50 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <div>
            <Label htmlFor={fileId}>Image file (PNG or JPG up to 2MB)</Label>
            <input
              id={fileId}
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg"
              className="block w-full text-sm"
            />
          </div>
          <Field id={altId} label="Image description">
            <Input value={alt} onChange={(event) => setAlt(event.target.value)} />
          </Field>
          <Button disabled={uploading} onClick={insertImage}>
            {uploading ? "Uploading..." : "Upload and insert"}
          </Button>
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
