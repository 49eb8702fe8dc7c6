// The design of a social card: a satori element tree in the brand's colours (src/styles/tokens.css) and fonts.
// Plain objects instead of JSX keep this build-only module out of React's reach.
import type { SocialCard } from "../../src/content/blog/social-cards.ts";
import { socialCardSize } from "../../src/content/blog/social-cards.ts";

type TextCard = Extract<SocialCard, { kind: "text" }>;
interface Element {
  type: string;
  props: {
    style?: Record<string, string | number>;
    children?: Array<Element | string> | Element | string;
    src?: string;
    width?: number;
    height?: number;
  };
}

const brand = {
  ink: "#16181d",
  inkSoft: "#3a3f4b",
  muted: "#5a606d",
  paper: "#fbfaf6",
  line: "#e4e0d5",
  accent: "#c2410c",
  accentSoft: "#fdeee4",
};
/** The category tints of tokens.css: a light ground and a dark ink that passes contrast on it. */
const tints: Record<TextCard["color"], { tint: string; ink: string }> = {
  accent: { tint: brand.accentSoft, ink: brand.accent },
  indigo: { tint: "#eef0ff", ink: "#3730a3" },
  teal: { tint: "#e6f6f4", ink: "#0f5e57" },
  amber: { tint: "#fdf3dc", ink: "#854d0e" },
  rose: { tint: "#fdecef", ink: "#9f1239" },
  emerald: { tint: "#e7f6ee", ink: "#166534" },
  sky: { tint: "#e6f3fb", ink: "#075985" },
  violet: { tint: "#f2edfd", ink: "#5b21b6" },
  orange: { tint: "#fdeee4", ink: "#9a3412" },
};

const markSvg = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">',
  '<rect width="32" height="32" rx="7" fill="#16181d"/>',
  '<path d="M10 8h12v3.5h-8v3.5h7v3.5h-7V24h-4z" fill="#fbfaf6"/>',
  "</svg>",
].join("");
const mark = `data:image/svg+xml;base64,${Buffer.from(markSvg).toString("base64")}`;

const box = (style: Element["props"]["style"], children: Element["props"]["children"]): Element => ({
  type: "div",
  props: { style: { display: "flex", ...style }, children },
});

/** Shorter titles are set larger; the longest (110 characters) still fit three lines. */
function titleFontSize(title: string): number {
  if (title.length <= 28) return 84;
  if (title.length <= 50) return 72;
  if (title.length <= 80) return 60;
  return 52;
}

export function cardElement(card: TextCard, siteName: string, host: string): Element {
  const tint = tints[card.color];
  return box(
    {
      width: socialCardSize.width,
      height: socialCardSize.height,
      position: "relative",
      background: brand.paper,
      fontFamily: "Inter",
      color: brand.ink,
    },
    [
      box(
        {
          position: "absolute",
          right: -120,
          top: -200,
          width: 480,
          height: 480,
          borderRadius: 240,
          background: tint.tint,
        },
        [],
      ),
      box({ position: "absolute", left: 0, top: 0, bottom: 0, width: 18, background: tint.ink }, []),
      box(
        {
          position: "relative",
          flexDirection: "column",
          justifyContent: "space-between",
          flexGrow: 1,
          padding: "60px 84px 54px 102px",
        },
        [
          box({ alignItems: "center" }, [
            { type: "img", props: { src: mark, width: 48, height: 48 } },
            box(
              { marginLeft: 18, fontFamily: "Fraunces", fontWeight: 600, fontSize: 32, letterSpacing: -0.4 },
              siteName,
            ),
          ]),
          box({ flexDirection: "column", width: 1000 }, [
            box(
              {
                fontSize: 22,
                fontWeight: 600,
                letterSpacing: 2.5,
                textTransform: "uppercase",
                color: tint.ink,
                marginBottom: 22,
              },
              card.kicker,
            ),
            box(
              { fontFamily: "Fraunces", fontWeight: 600, fontSize: titleFontSize(card.title), lineHeight: 1.12 },
              card.title,
            ),
          ]),
          box(
            {
              justifyContent: "space-between",
              alignItems: "center",
              borderTop: `2px solid ${brand.line}`,
              paddingTop: 26,
              fontSize: 24,
            },
            [
              box(
                {
                  color: brand.muted,
                  maxWidth: 720,
                  overflow: "hidden",
                  whiteSpace: "nowrap",
                  textOverflow: "ellipsis",
                },
                card.footer,
              ),
              box({ color: brand.inkSoft, fontWeight: 600 }, host),
            ],
          ),
        ],
      ),
    ],
  );
}
