/**
 * The Content-Type a hosted file is stored and served with, by its extension. Served with
 * `X-Content-Type-Options: nosniff`, so the type is what the browser goes by: scripts must be a
 * JavaScript type to run, style sheets text/css, the manifest a JSON type. Anything unknown is
 * application/octet-stream (downloaded, never rendered).
 */

const TEXT = "; charset=utf-8";

const TYPES: Record<string, string> = {
  html: `text/html${TEXT}`,
  htm: `text/html${TEXT}`,
  css: `text/css${TEXT}`,
  js: `text/javascript${TEXT}`,
  mjs: `text/javascript${TEXT}`,
  cjs: `text/javascript${TEXT}`,
  json: `application/json${TEXT}`,
  map: `application/json${TEXT}`,
  webmanifest: `application/manifest+json${TEXT}`,
  txt: `text/plain${TEXT}`,
  md: `text/markdown${TEXT}`,
  csv: `text/csv${TEXT}`,
  xml: `application/xml${TEXT}`,
  svg: "image/svg+xml",
  png: "image/png",
  apng: "image/apng",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  ico: "image/x-icon",
  bmp: "image/bmp",
  woff: "font/woff",
  woff2: "font/woff2",
  ttf: "font/ttf",
  otf: "font/otf",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  ogg: "audio/ogg",
  oga: "audio/ogg",
  wav: "audio/wav",
  weba: "audio/webm",
  mp4: "video/mp4",
  webm: "video/webm",
  ogv: "video/ogg",
  vtt: `text/vtt${TEXT}`,
  wasm: "application/wasm",
  pdf: "application/pdf",
  zip: "application/zip",
  glb: "model/gltf-binary",
  gltf: "model/gltf+json",
};

export const FALLBACK_CONTENT_TYPE = "application/octet-stream";

/**
 * @example
 * contentTypeFor("sw.js")                  // "text/javascript; charset=utf-8"
 * contentTypeFor("icons/icon-512.PNG")     // "image/png"
 * contentTypeFor("LICENSE")                // "application/octet-stream"
 */
export function contentTypeFor(path: string): string {
  const file = path.slice(path.lastIndexOf("/") + 1);
  const dot = file.lastIndexOf(".");
  if (dot <= 0 && !file.startsWith(".")) return FALLBACK_CONTENT_TYPE;
  return TYPES[file.slice(dot + 1).toLowerCase()] ?? FALLBACK_CONTENT_TYPE;
}

/** Whether a type is an image (images may be embedded by other origins, e.g. the store's cards). */
export const isImageType = (contentType: string) => contentType.startsWith("image/");
