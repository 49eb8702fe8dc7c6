// Colours come only from the design tokens: no literal colour (hex, named, rgb()/hsl()/…) outside
// src/styles/tokens.css.
export default {
  ignoreFiles: ["src/styles/tokens.css", "dist/**", "node_modules/**"],
  rules: {
    "color-no-hex": [true, { message: "Use a colour token from src/styles/tokens.css, not a hex colour" }],
    "color-named": ["never", { message: "Use a colour token from src/styles/tokens.css, not a named colour" }],
    "function-disallowed-list": [
      ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color", "light-dark"],
      { message: "Use a colour token from src/styles/tokens.css (colour functions belong in the token file)" },
    ],
  },
};
