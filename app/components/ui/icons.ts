/**
 * The site's icons: lucide's drawings, rendered by one small component each. lucide-react's
 * own components build every icon's attributes anew on each render (class names merged,
 * defaults spread, its children mapped), about 30 microseconds an icon: with fifty icons on
 * a page that was a tenth of the server's render and part of the browser's hydration. Here
 * an icon's paths are made once, as elements every render reuses, and only the `<svg>`
 * element is made per render, with the same markup lucide writes (its classes, stroke
 * defaults, and `aria-hidden` unless the icon is labelled). `icons.test.tsx` compares each
 * icon with lucide-react's.
 *
 * Import icons from here, not from "lucide-react" (a test in icons.test.tsx keeps it so);
 * a new icon is one more name in the import and one export below.
 */
import {
  AlertTriangle as LucideAlertTriangle,
  ArrowDown as LucideArrowDown,
  ArrowLeft as LucideArrowLeft,
  ArrowRight as LucideArrowRight,
  ArrowUp as LucideArrowUp,
  BedDouble as LucideBedDouble,
  Bold as LucideBold,
  BookOpen as LucideBookOpen,
  Briefcase as LucideBriefcase,
  CalendarDays as LucideCalendarDays,
  CalendarPlus as LucideCalendarPlus,
  CarFront as LucideCarFront,
  Check as LucideCheck,
  CheckCircle2 as LucideCheckCircle2,
  ChevronDown as LucideChevronDown,
  ChevronLeft as LucideChevronLeft,
  ChevronRight as LucideChevronRight,
  ChevronsUp as LucideChevronsUp,
  Clock as LucideClock,
  Coffee as LucideCoffee,
  ConciergeBell as LucideConciergeBell,
  Copy as LucideCopy,
  CreditCard as LucideCreditCard,
  ExternalLink as LucideExternalLink,
  Eye as LucideEye,
  EyeOff as LucideEyeOff,
  Globe as LucideGlobe,
  Heading2 as LucideHeading2,
  Heading3 as LucideHeading3,
  Heart as LucideHeart,
  type LucideIcon,
  ImagePlus as LucideImagePlus,
  Italic as LucideItalic,
  Link2 as LucideLink2,
  List as LucideList,
  ListOrdered as LucideListOrdered,
  Loader2 as LucideLoader2,
  Mail as LucideMail,
  MapPin as LucideMapPin,
  Maximize2 as LucideMaximize2,
  Menu as LucideMenu,
  MessageCircle as LucideMessageCircle,
  Minus as LucideMinus,
  Moon as LucideMoon,
  PartyPopper as LucidePartyPopper,
  Pause as LucidePause,
  Pencil as LucidePencil,
  Phone as LucidePhone,
  Play as LucidePlay,
  Plus as LucidePlus,
  Printer as LucidePrinter,
  type LucideProps,
  Quote as LucideQuote,
  Redo2 as LucideRedo2,
  RefreshCw as LucideRefreshCw,
  Rss as LucideRss,
  Search as LucideSearch,
  Send as LucideSend,
  ShieldAlert as LucideShieldAlert,
  Shirt as LucideShirt,
  Star as LucideStar,
  Strikethrough as LucideStrikethrough,
  Sun as LucideSun,
  Trash2 as LucideTrash2,
  Trees as LucideTrees,
  Underline as LucideUnderline,
  Undo2 as LucideUndo2,
  Upload as LucideUpload,
  Users as LucideUsers,
  UtensilsCrossed as LucideUtensilsCrossed,
  Van as LucideVan,
  Waves as LucideWaves,
  Wifi as LucideWifi,
  X as LucideX,
  XCircle as LucideXCircle,
} from "lucide-react";
import { createElement, type ReactElement } from "react";

/** An icon's drawing, as lucide-react's components hold it. */
export interface LucideIconData {
  name: string;
  /** Older names of the icon: lucide adds a class for each. */
  aliases?: unknown[];
  size?: number;
  node: [string, Record<string, string | number>][];
}

export type { LucideIcon, LucideProps };

const A11Y = /^(aria-|role$|title$)/;

/**
 * The drawing inside one of lucide-react's components: each is a forwardRef whose render
 * passes its drawing on as the `icon` prop (icons.test.tsx fails if a new version does not).
 */
function fromLucide(component: LucideIcon): LucideIcon {
  const render = (component as unknown as { render?: (props: object, ref: null) => unknown })
    .render;
  const element = render?.({}, null) as { props?: { icon?: LucideIconData } } | undefined;
  const data = element?.props?.icon;
  if (!data?.name || !Array.isArray(data.node)) {
    throw new Error("lucide-react's icon components no longer carry their drawing");
  }
  return lucideIcon(data);
}

const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;

/** A number as SVG path data writes it (no trailing zeros, no "-0"). */
const n = (value: number) => String(Math.round(value * 1000) / 1000 + 0);

/**
 * A path's data that can follow another subpath: a leading relative moveto is absolute only
 * at the start of a path, so it is written as an absolute one (its further pairs stay
 * relative lines).
 */
function standalone(d: string): string {
  const trimmed = d.trim();
  if (!trimmed.startsWith("m")) return trimmed;
  const first = /^m([^a-zA-Z]*)/.exec(trimmed);
  const numbers = first?.[1]?.match(NUMBER) ?? [];
  const rest = trimmed.slice(first?.[0].length ?? 1);
  const [x = "0", y = "0", ...more] = numbers;
  return `M${x} ${y}${more.length > 0 ? `l${more.join(" ")}` : ""}${rest}`;
}

/**
 * The drawing of lucide's shapes (path, circle, rect, line) as the data of one path: closed
 * shapes are closed subpaths, so the stroke, its joins and caps come out as the shapes drew
 * them (icons.test.tsx compares the pixels with lucide-react's icons).
 */
export function iconPath(node: LucideIconData["node"]): string {
  return node
    .map(([tag, a]) => {
      const num = (name: string) => Number(a[name] ?? 0);
      switch (tag) {
        case "path":
          return standalone(String(a.d));
        case "circle": {
          const [cx, cy, r] = [num("cx"), num("cy"), num("r")];
          return `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0z`;
        }
        case "rect": {
          const [x, y, w, h] = [num("x"), num("y"), num("width"), num("height")];
          const rx = Math.min(a.rx === undefined ? num("ry") : num("rx"), w / 2);
          const ry = Math.min(a.ry === undefined ? num("rx") : num("ry"), h / 2);
          if (rx <= 0 || ry <= 0) return `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}z`;
          const arc = (dx: number, dy: number) => `a${n(rx)} ${n(ry)} 0 0 1 ${n(dx)} ${n(dy)}`;
          return (
            `M${n(x + rx)} ${n(y)}h${n(w - 2 * rx)}${arc(rx, ry)}v${n(h - 2 * ry)}${arc(-rx, ry)}` +
            `h${n(-(w - 2 * rx))}${arc(-rx, -ry)}v${n(-(h - 2 * ry))}${arc(rx, -ry)}z`
          );
        }
        case "line":
          return `M${n(num("x1"))} ${n(num("y1"))}L${n(num("x2"))} ${n(num("y2"))}`;
        default:
          throw new Error(`lucide icon shape <${tag}> is not drawn by iconPath`);
      }
    })
    .join("");
}

/** A component for one icon, with lucide-react's props (size, color, strokeWidth, className…). */
function lucideIcon(data: LucideIconData): LucideIcon {
  const box = data.size ?? 24;
  // One <path> for the whole drawing: a page holds dozens of icons, and every element is
  // work for the server's render and the browser's hydration (the home page drew 183 shapes).
  const paths: ReactElement[] = [createElement("path", { key: "d", d: iconPath(data.node) })];
  const names = [data.name, ...(data.aliases ?? [])].filter(
    (name): name is string => typeof name === "string" && name.trim() !== "",
  );
  const base = ["lucide", ...names.map((name) => `lucide-${name}`)].join(" ");
  // biome-ignore lint/correctness/noComponentHookFactories: made once per icon, when this module loads
  function Icon({
    size = 24,
    color = "currentColor",
    strokeWidth = 2,
    absoluteStrokeWidth,
    nonScalingStroke: _nonScalingStroke,
    className,
    children,
    ...rest
  }: LucideProps) {
    const labelled =
      children != null ||
      Object.keys(rest).some((name) => A11Y.test(name) && rest[name as keyof typeof rest] != null);
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: `0 0 ${box} ${box}`,
        fill: "none",
        stroke: color,
        strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * box) / Number(size) : strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: className ? `${base} ${className}` : base,
        ...(labelled ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      children == null ? paths : [...paths, children],
    );
  }
  Icon.displayName = data.name.replace(/(^|-)(\w)/g, (_m, _dash, letter: string) =>
    letter.toUpperCase(),
  );
  return Icon as unknown as LucideIcon;
}

export const AlertTriangle = fromLucide(LucideAlertTriangle);
export const ArrowDown = fromLucide(LucideArrowDown);
export const ArrowLeft = fromLucide(LucideArrowLeft);
export const ArrowRight = fromLucide(LucideArrowRight);
export const ArrowUp = fromLucide(LucideArrowUp);
export const BedDouble = fromLucide(LucideBedDouble);
export const Bold = fromLucide(LucideBold);
export const BookOpen = fromLucide(LucideBookOpen);
export const Briefcase = fromLucide(LucideBriefcase);
export const CalendarDays = fromLucide(LucideCalendarDays);
export const CalendarPlus = fromLucide(LucideCalendarPlus);
export const CarFront = fromLucide(LucideCarFront);
export const Check = fromLucide(LucideCheck);
export const CheckCircle2 = fromLucide(LucideCheckCircle2);
export const ChevronDown = fromLucide(LucideChevronDown);
export const ChevronLeft = fromLucide(LucideChevronLeft);
export const ChevronRight = fromLucide(LucideChevronRight);
export const ChevronsUp = fromLucide(LucideChevronsUp);
export const Clock = fromLucide(LucideClock);
export const Coffee = fromLucide(LucideCoffee);
export const ConciergeBell = fromLucide(LucideConciergeBell);
export const Copy = fromLucide(LucideCopy);
export const CreditCard = fromLucide(LucideCreditCard);
export const ExternalLink = fromLucide(LucideExternalLink);
export const Eye = fromLucide(LucideEye);
export const EyeOff = fromLucide(LucideEyeOff);
export const Globe = fromLucide(LucideGlobe);
export const Heading2 = fromLucide(LucideHeading2);
export const Heading3 = fromLucide(LucideHeading3);
export const Heart = fromLucide(LucideHeart);
export const ImagePlus = fromLucide(LucideImagePlus);
export const Italic = fromLucide(LucideItalic);
export const Link2 = fromLucide(LucideLink2);
export const List = fromLucide(LucideList);
export const ListOrdered = fromLucide(LucideListOrdered);
export const Loader2 = fromLucide(LucideLoader2);
export const Mail = fromLucide(LucideMail);
export const MapPin = fromLucide(LucideMapPin);
export const Maximize2 = fromLucide(LucideMaximize2);
export const Menu = fromLucide(LucideMenu);
export const MessageCircle = fromLucide(LucideMessageCircle);
export const Minus = fromLucide(LucideMinus);
export const Moon = fromLucide(LucideMoon);
export const PartyPopper = fromLucide(LucidePartyPopper);
export const Pause = fromLucide(LucidePause);
export const Pencil = fromLucide(LucidePencil);
export const Phone = fromLucide(LucidePhone);
export const Play = fromLucide(LucidePlay);
export const Plus = fromLucide(LucidePlus);
export const Printer = fromLucide(LucidePrinter);
export const Quote = fromLucide(LucideQuote);
export const Redo2 = fromLucide(LucideRedo2);
export const RefreshCw = fromLucide(LucideRefreshCw);
export const Rss = fromLucide(LucideRss);
export const Search = fromLucide(LucideSearch);
export const Send = fromLucide(LucideSend);
export const ShieldAlert = fromLucide(LucideShieldAlert);
export const Shirt = fromLucide(LucideShirt);
export const Star = fromLucide(LucideStar);
export const Strikethrough = fromLucide(LucideStrikethrough);
export const Sun = fromLucide(LucideSun);
export const Trash2 = fromLucide(LucideTrash2);
export const Trees = fromLucide(LucideTrees);
export const Underline = fromLucide(LucideUnderline);
export const Undo2 = fromLucide(LucideUndo2);
export const Upload = fromLucide(LucideUpload);
export const Users = fromLucide(LucideUsers);
export const UtensilsCrossed = fromLucide(LucideUtensilsCrossed);
export const Van = fromLucide(LucideVan);
export const Waves = fromLucide(LucideWaves);
export const Wifi = fromLucide(LucideWifi);
export const X = fromLucide(LucideX);
export const XCircle = fromLucide(LucideXCircle);
