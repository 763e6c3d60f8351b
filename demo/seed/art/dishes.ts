/** Top-down plated dishes, drawn in a 1200 x 1200 space around (600, 600). */

import { type Ctx, circ, ell, f, g, path, rect, shade } from "./core";
import { bowl, cutlery, herbs, leaf, lemon, plate, prawn } from "./dish-parts";

export type DishKind =
  | "seafood-platter"
  | "pasta"
  | "swahili-curry"
  | "salad"
  | "dessert"
  | "breakfast";

/** The food and plate only (no table), for reuse in close-ups. */
export function plated(ctx: Ctx, kind: DishKind): string {
  let out = "";
  const c = 600;
  if (kind === "seafood-platter") {
    out += plate(ctx, c, c, 440, "#F4F1EA");
    out +=
      ell(c - 110, c + 150, 200, 110, "#E8C07A") +
      path(
        `M${c - 270} ${c + 150}h320M${c - 250} ${c + 105}h290M${c - 240} ${c + 195}h270`,
        "none",
        { stroke: "#B7843F", "stroke-width": 9, opacity: 0.6 },
      );
    for (let i = 0; i < 6; i++)
      out += prawn(
        c + 80 + (i % 3) * 95,
        c - 200 + Math.floor(i / 3) * 130,
        1.6,
        i * 40 + ctx.r(-10, 10),
      );
    for (let i = 0; i < 9; i++)
      out +=
        circ(
          c - 250 + (i % 3) * 80 + ctx.r(-10, 10),
          c - 230 + Math.floor(i / 3) * 75,
          34,
          "none",
          { stroke: "#F1DDB0", "stroke-width": 16 },
        ) +
        circ(c - 250 + (i % 3) * 80, c - 230 + Math.floor(i / 3) * 75, 34, "none", {
          stroke: "#D9B77A",
          "stroke-width": 3,
          opacity: 0.6,
        });
    for (let i = 0; i < 5; i++)
      out +=
        ell(c + 120 + i * 40, c + 170 + (i % 2) * 30, 26, 40, "#283845", {
          transform: `rotate(${i * 20} ${c + 120 + i * 40} ${c + 170})`,
        }) +
        ell(c + 120 + i * 40, c + 170 + (i % 2) * 30, 14, 26, "#F3B88E", {
          transform: `rotate(${i * 20} ${c + 120 + i * 40} ${c + 170})`,
        });
    out += lemon(c - 260, c - 20, 46, -30) + lemon(c + 40, c + 280, 42, 20);
    out += circ(c + 10, c - 10, 56, "#FFFFFF") + circ(c + 10, c - 10, 46, "#E07A5F");
    out += herbs(ctx, c, c, 300, 14);
  } else if (kind === "pasta") {
    out += plate(ctx, c, c, 400, "#FFFFFF");
    let swirl = "";
    for (let i = 0; i < 26; i++) {
      const r = ctx.r(60, 230);
      const a0 = ctx.r(0, 6.28);
      const a1 = a0 + ctx.r(1.5, 3);
      swirl += `M${f(c + Math.cos(a0) * r)} ${f(c + Math.sin(a0) * r)}A${f(r)} ${f(r)} 0 0 1 ${f(c + Math.cos(a1) * r)} ${f(c + Math.sin(a1) * r)}`;
    }
    out +=
      circ(c, c, 260, "#E8C977") +
      path(swirl, "none", {
        stroke: "#D8B25E",
        "stroke-width": 12,
        opacity: 0.6,
        transform: "translate(5 6)",
      }) +
      path(swirl, "none", { stroke: "#F5DE9A", "stroke-width": 10, "stroke-linecap": "round" });
    out += path(`M${c - 120} ${c - 60}q60 -50 130 -10t110 40q-40 80 -130 60t-110 -90Z`, "#C8553D", {
      opacity: 0.85,
    });
    for (let i = 0; i < 9; i++)
      out += circ(c + ctx.r(-160, 160), c + ctx.r(-160, 160), ctx.r(16, 26), "#C8553D", {
        opacity: 0.9,
      });
    for (let i = 0; i < 5; i++)
      out += circ(c + ctx.r(-180, 180), c + ctx.r(-180, 180), 26, "#D94F3A");
    out += herbs(ctx, c, c, 150, 7, "#2F7D4F");
    for (let i = 0; i < 12; i++)
      out += rect(c + ctx.r(-150, 150), c + ctx.r(-150, 150), ctx.r(14, 26), 6, "#FBF3D5", {
        transform: `rotate(${ctx.i(0, 180)} ${c} ${c})`,
      });
  } else if (kind === "swahili-curry") {
    out += plate(ctx, c - 150, c + 140, 300, "#F4EEE3");
    out +=
      ell(c - 200, c + 150, 170, 130, "#FBF8F3") +
      path(`M${c - 320} ${c + 150}q60 -30 120 0t120 0`, "none", {
        stroke: "#EFE7D6",
        "stroke-width": 10,
      });
    out +=
      circ(c - 60, c + 250, 110, "#E3B26A") +
      circ(c - 60, c + 250, 110, "none", {
        stroke: "#C98E43",
        "stroke-width": 6,
        "stroke-dasharray": "14 22",
      });
    for (let i = 0; i < 8; i++)
      out += circ(c - 60 + ctx.r(-80, 80), c + 250 + ctx.r(-80, 80), ctx.r(5, 11), "#9A6530", {
        opacity: 0.7,
      });
    out += bowl(ctx, c + 170, c - 150, 280, "#0F5C6E", "#D2782E");
    out += path(`M${c + 40} ${c - 170}q80 -60 150 0t120 20`, "none", {
      stroke: "#F5E6C8",
      "stroke-width": 16,
      "stroke-linecap": "round",
      opacity: 0.85,
    });
    for (let i = 0; i < 9; i++)
      out += rect(
        c + 170 + ctx.r(-170, 150),
        c - 150 + ctx.r(-170, 150),
        52,
        44,
        ctx.pick(["#F6E7CF", "#EED8B7", "#F1E0C2"]),
        { rx: 12, transform: `rotate(${ctx.i(0, 90)} ${c + 170} ${c - 150})` },
      );
    out += herbs(ctx, c + 170, c - 150, 170, 12, "#2F7D4F");
    out += bowl(ctx, c + 300, c + 300, 120, "#FBF8F3", "#E9D9B7");
    for (let i = 0; i < 10; i++)
      out += rect(
        c + 300 + ctx.r(-70, 50),
        c + 300 + ctx.r(-70, 50),
        26,
        22,
        ctx.pick(["#D94F3A", "#F3E6F0", "#4E9A58"]),
        { rx: 5 },
      );
  } else if (kind === "salad") {
    out += bowl(ctx, c, c, 420, "#FBF8F3", "#DCEBC8");
    const greens = ["#3D8A55", "#5FA463", "#2F7D4F", "#7DBA6B", "#8E5A7A"];
    for (let i = 0; i < 46; i++) {
      const a = ctx.r(0, Math.PI * 2);
      const d = 290 * Math.sqrt(ctx.rnd());
      out += leaf(
        c + Math.cos(a) * d - 50,
        c + Math.sin(a) * d,
        ctx.r(90, 150),
        ctx.r(0, 360),
        ctx.pick(greens),
      );
    }
    for (let i = 0; i < 6; i++)
      out += g(
        ell(0, 0, 70, 34, "#CFE29A") +
          ell(0, 0, 70, 34, "none", { stroke: "#3F6B2E", "stroke-width": 6 }),
        { transform: `translate(${c + 40 + i * 30} ${c - 120 + i * 28}) rotate(${30 + i * 8})` },
      );
    for (let i = 0; i < 10; i++) {
      const tx = c + ctx.r(-240, 240);
      const ty = c + ctx.r(-240, 240);
      out += circ(tx, ty, 34, "#E0533F") + circ(tx - 10, ty - 10, 9, "#F28A76");
    }
    for (let i = 0; i < 12; i++)
      out += rect(c + ctx.r(-220, 220), c + ctx.r(-220, 220), 40, 40, "#FBF8F3", { rx: 6 });
    for (let i = 0; i < 40; i++)
      out += ell(c + ctx.r(-250, 250), c + ctx.r(-250, 250), 5, 3, "#E9D7A8");
  } else if (kind === "dessert") {
    out += plate(ctx, c, c, 380, "#1F2A30");
    out += path(`M${c - 260} ${c + 160}q120 -80 240 -20t240 -40`, "none", {
      stroke: "#E07A5F",
      "stroke-width": 14,
      "stroke-linecap": "round",
    });
    out += g(
      path("M-120 -160L170 -60L-40 140Z", "#F3E2C1") +
        path("M-120 -160L170 -60L160 -30L-130 -130Z", "#6B3E26") +
        path("M-80 -50L120 -10", "none", { stroke: "#E9C46A", "stroke-width": 12 }) +
        path("M-60 40L60 10", "none", { stroke: "#B23A48", "stroke-width": 10 }),
      { transform: `translate(${c - 40} ${c + 10}) scale(1.35)` },
    );
    out +=
      circ(c + 150, c + 120, 64, "#F6C46A") +
      circ(c + 150, c + 120, 64, "none", { stroke: "#EDAE45", "stroke-width": 6 });
    out += circ(c + 230, c + 30, 50, "#FBF1E0");
    for (let i = 0; i < 9; i++)
      out += circ(
        c + ctx.r(-240, 240),
        c + ctx.r(120, 260),
        ctx.r(12, 18),
        ctx.pick(["#B23A48", "#6C2E6B", "#E07A5F"]),
      );
    out += leaf(c + 170, c + 60, 50, -40, "#3D8A55") + leaf(c + 190, c + 80, 44, 10, "#5FA463");
    out += path(`M${c - 200} ${c - 220}q20 30 0 60t0 60`, "none", {
      stroke: "#FBF1E0",
      "stroke-width": 5,
      opacity: 0.7,
    });
  } else {
    out += plate(ctx, c - 60, c + 40, 400, "#FFFFFF");
    out += path(
      `M${c - 330} ${c - 20}Q${c - 330} ${c - 140} ${c - 200} ${c - 160}Q${c - 60} ${c - 140} ${c - 90} ${c - 10}Q${c - 150} ${c + 40} ${c - 250} ${c + 30}Z`,
      "#FFFFFF",
      { stroke: "#EFEAE0", "stroke-width": 4 },
    );
    out += circ(c - 210, c - 80, 54, "#F4A91C") + circ(c - 225, c - 95, 16, "#FBD57A");
    out +=
      path(
        `M${c - 60} ${c - 120}Q${c + 20} ${c - 230} ${c + 120} ${c - 120}Q${c + 60} ${c - 30} ${c - 40} ${c - 40}Z`,
        "#FFFFFF",
        { stroke: "#EFEAE0", "stroke-width": 4 },
      ) + circ(c + 30, c - 110, 50, "#F4A91C");
    for (let i = 0; i < 3; i++)
      out += rect(c - 300 + i * 20, c + 80 + i * 60, 200, 42, "#9C4A2E", {
        rx: 21,
        transform: `rotate(-12 ${c - 200} ${c + 140})`,
      });
    out +=
      rect(c + 40, c + 40, 190, 170, "#D9A25B", { rx: 30 }) +
      rect(c + 58, c + 58, 154, 134, "#F1D08E", { rx: 20 });
    out += circ(c - 20, c + 290, 70, "#D9462E") + circ(c - 20, c + 290, 40, "#EB6B52");
    out += herbs(ctx, c - 60, c + 40, 260, 6);
    out +=
      circ(c + 420, c - 340, 110, "#FFFFFF") +
      circ(c + 420, c - 340, 74, "#6B4226") +
      circ(c + 400, c - 360, 22, "#B88A5E", { opacity: 0.6 });
    out +=
      circ(c + 430, c + 360, 90, "#FFFFFF", { opacity: 0.6 }) +
      circ(c + 430, c + 360, 76, "#F6A623");
    out += bowl(ctx, c + 360, c + 20, 150, "#E6F3F4", "#FFF3DF");
    for (let i = 0; i < 6; i++)
      out += path(
        `M${c + 300 + (i % 3) * 50} ${c - 20 + Math.floor(i / 3) * 70}l50 0l-25 45Z`,
        i % 2 ? "#F08A5D" : "#E94F4F",
      );
  }
  return out;
}

const TABLE: Record<DishKind, readonly [string, string]> = {
  "seafood-platter": ["#D9C6A5", "#C9B28C"],
  pasta: ["#E6F3F4", "#CFE3E6"],
  "swahili-curry": ["#B78C64", "#A47A55"],
  salad: ["#FBF8F3", "#EADFCC"],
  dessert: ["#2C3A40", "#24313A"],
  breakfast: ["#EADFCC", "#DCCBAE"],
};

/** Full square dish image with a table surface, napkin and cutlery. */
export function dishScene(ctx: Ctx, kind: DishKind, alt = false): string {
  const [a, b] = alt ? (["#F4EEE3", "#E2D6C2"] as const) : TABLE[kind];
  let out = rect(0, 0, 1200, 1200, ctx.lin([a, b], 0, 0, 1, 1));
  let grain = "";
  if (alt) {
    for (let i = 1; i < 6; i++) grain += `M${i * 200} 0v1200M0 ${i * 200}h1200`;
  } else {
    for (let y = 60; y < 1200; y += 120) grain += `M0 ${y + ctx.i(-10, 10)}h1200`;
  }
  out += path(grain, "none", { stroke: shade(b, -0.1), "stroke-width": 3, opacity: 0.35 });
  const napkin = alt
    ? "#6FB7C4"
    : kind === "dessert"
      ? "#E07A5F"
      : kind === "pasta"
        ? "#0F5C6E"
        : "#FBF8F3";
  const nap = alt ? "rotate(14 1000 980)" : "rotate(-12 110 910)";
  const nx = alt ? 860 : -40;
  out +=
    rect(nx, 830, 300, 300, napkin, { transform: nap, rx: 8 }) +
    rect(nx, 830, 300, 300, "none", {
      transform: nap,
      stroke: shade(napkin, -0.15),
      "stroke-width": 4,
      rx: 8,
    });
  out += g(cutlery(0, 0, 360), {
    transform: alt ? "translate(1040 300) rotate(10)" : "translate(60 180) rotate(-8)",
  });
  if (alt) {
    out +=
      circ(170, 170, 120, "#FFFFFF") +
      circ(170, 170, 80, "#6B4226") +
      circ(150, 150, 24, "#B88A5E", { opacity: 0.6 });
    for (let i = 0; i < 7; i++)
      out += circ(
        150 + ctx.r(-60, 60),
        1040 + ctx.r(-50, 50),
        ctx.r(14, 22),
        ctx.pick(["#E07A5F", "#F2C14E", "#B23A48"]),
      );
    out += g(plated(ctx, kind), {
      transform: "translate(620 640) rotate(24) scale(0.88) translate(-600 -600)",
    });
  } else {
    out += plated(ctx, kind);
  }
  return out;
}
