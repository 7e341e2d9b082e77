/**
 * Whether a manifest colour (theme_color, background_color) is a CSS <color> a browser would
 * accept: named colours, transparent, hex (#rgb, #rgba, #rrggbb, #rrggbbaa) and the colour
 * functions. The functions' arguments are checked for shape, not for range: a browser clamps
 * rgb(300 0 0) rather than rejecting it.
 */

/** CSS Color 4 named colours (https://www.w3.org/TR/css-color-4/#named-colors). */
const NAMED_COLORS = new Set(
  (
    "aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown " +
    "burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan " +
    "darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid " +
    "darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet " +
    "deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro " +
    "ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki " +
    "lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow " +
    "lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray " +
    "lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine " +
    "mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen " +
    "mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace " +
    "olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred " +
    "papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue " +
    "saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey " +
    "snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow " +
    "yellowgreen transparent"
  ).split(" "),
);

const FUNCTIONS = /^(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(([^()]*)\)$/;
/** Numbers, percentages, angles, "none", "/" and commas; color() also takes a space name. */
const ARGUMENT = /^(?:[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?(?:%|deg|grad|rad|turn)?|none|[a-z][a-z0-9-]*)$/;

export function isCssColor(value: string): boolean {
  const color = value.trim().toLowerCase();
  if (NAMED_COLORS.has(color)) return true;
  if (/^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/.test(color)) return true;
  const call = FUNCTIONS.exec(color);
  if (!call) return false;
  const tokens = call[2]!.replaceAll(",", " , ").replaceAll("/", " / ").split(/\s+/).filter(Boolean);
  const values = tokens.filter((token) => token !== "," && token !== "/");
  if (values.length < 3 || values.length > 5) return false;
  // Words are colour-space names, and only color() takes one.
  const words = values.filter((token) => /^[a-z]/.test(token) && token !== "none");
  if (words.length > (call[1] === "color" ? 1 : 0)) return false;
  return values.every((token) => ARGUMENT.test(token));
}
