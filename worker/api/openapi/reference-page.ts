/**
 * GET /api/docs: a self-contained reference page, no CDN and no framework. The page's one inline
 * script (allowed by a per-request nonce; the API's own policy is `default-src 'none'`) fetches
 * /api/openapi.json and renders it grouped by tag: method, path, summary, parameters, request and
 * response schemas, and a "Try it" form that sends the request with fetch (an optional bearer token
 * is kept in sessionStorage) and shows the answer. Why not a vendored UI: docs/decisions/0025.
 */

/** The page's script: plain browser JavaScript, rendered with the DOM API (never innerHTML). */
const SCRIPT = String.raw`
const $ = (tag, props = {}, ...children) => {
  const node = Object.assign(document.createElement(tag), props);
  for (const child of children) if (child != null) node.append(child);
  return node;
};
const tokenInput = document.getElementById("token");
tokenInput.value = sessionStorage.getItem("apiToken") || "";
tokenInput.addEventListener("input", () => sessionStorage.setItem("apiToken", tokenInput.value.trim()));
const pretty = (value) => $("pre", { textContent: JSON.stringify(value, null, 2) });

function example(schema) {
  if (!schema || typeof schema !== "object") return null;
  if ("default" in schema) return schema.default;
  if (schema.anyOf) return example(schema.anyOf[0]);
  if (schema.oneOf) return example(schema.oneOf[0]);
  switch (schema.type) {
    case "object": {
      const out = {};
      for (const [name, property] of Object.entries(schema.properties || {})) {
        if ((schema.required || []).includes(name)) out[name] = example(property);
      }
      return out;
    }
    case "array": return [];
    case "string": return schema.enum ? schema.enum[0] : "";
    case "integer": case "number": return schema.minimum ?? 0;
    case "boolean": return false;
    default: return schema.const ?? null;
  }
}

function tryIt(method, path, operation) {
  const form = $("form", { className: "try" });
  const fields = [];
  for (const parameter of operation.parameters || []) {
    const input = $("input", { name: parameter.name, placeholder: parameter.in + (parameter.required ? " (required)" : "") });
    fields.push([parameter, input]);
    form.append($("label", {}, $("span", { textContent: parameter.name }), input));
  }
  const content = operation.requestBody ? operation.requestBody.content : {};
  const jsonBody = content["application/json"];
  const multipart = content["multipart/form-data"];
  let bodyInput = null;
  const partInputs = [];
  if (jsonBody) {
    bodyInput = $("textarea", { rows: 6, value: JSON.stringify(example(jsonBody.schema), null, 2) });
    form.append($("label", {}, $("span", { textContent: "JSON body" }), bodyInput));
  } else if (multipart) {
    for (const [name, property] of Object.entries(multipart.schema.properties || {})) {
      const input = $("input", { name, type: property.contentMediaType ? "file" : "text" });
      partInputs.push([name, input]);
      form.append($("label", {}, $("span", { textContent: name }), input));
    }
  }
  const output = $("pre", { className: "answer", hidden: true });
  form.append($("button", { type: "submit", textContent: "Send " + method.toUpperCase() }), output);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    let url = path;
    const query = new URLSearchParams();
    for (const [parameter, input] of fields) {
      if (parameter.in === "path") url = url.replace("{" + parameter.name + "}", encodeURIComponent(input.value));
      else if (input.value !== "") query.set(parameter.name, input.value);
    }
    if (String(query)) url += "?" + query;
    const headers = {};
    if (tokenInput.value.trim()) headers.Authorization = "Bearer " + tokenInput.value.trim();
    let body;
    if (bodyInput) { headers["Content-Type"] = "application/json"; body = bodyInput.value; }
    if (partInputs.length) {
      body = new FormData();
      for (const [name, input] of partInputs) {
        if (input.type === "file") { if (input.files[0]) body.append(name, input.files[0]); }
        else if (input.value !== "") body.append(name, input.value);
      }
    }
    output.hidden = false;
    output.textContent = "…";
    try {
      const response = await fetch(url, { method: method.toUpperCase(), headers, body });
      const text = await response.text();
      let shown = text;
      try { shown = JSON.stringify(JSON.parse(text), null, 2); } catch {}
      output.textContent = response.status + " " + response.statusText + "\n\n" + shown;
    } catch (error) {
      output.textContent = String(error);
    }
  });
  return form;
}

function operationView(method, path, operation) {
  const head = $("summary", {}, $("span", { className: "method " + method, textContent: method.toUpperCase() }), $("code", { textContent: path }), " ", operation.summary || "");
  const body = $("div", { className: "body" });
  if (operation.description) body.append($("p", { textContent: operation.description }));
  if (operation.security) body.append($("p", { className: "auth", textContent: operation.security.some((s) => Object.keys(s).length === 0) ? "Bearer token optional." : "Bearer token required." }));
  if ((operation.parameters || []).length) {
    body.append($("h4", { textContent: "Parameters" }));
    const rows = operation.parameters.map((p) => $("tr", {}, $("td", {}, $("code", { textContent: p.name })), $("td", { textContent: p.in + (p.required ? ", required" : "") }), $("td", { textContent: JSON.stringify(p.schema) })));
    body.append($("table", {}, ...rows));
  }
  if (operation.requestBody) {
    for (const [type, media] of Object.entries(operation.requestBody.content)) {
      body.append($("h4", { textContent: "Request body (" + type + ")" }), pretty(media.schema));
    }
  }
  body.append($("h4", { textContent: "Responses" }));
  for (const [status, response] of Object.entries(operation.responses)) {
    const media = response.content && response.content["application/json"];
    const item = $("details", { className: "response" }, $("summary", { textContent: status + " " + response.description }));
    if (media) item.append(pretty(named(media.schema)));
    body.append(item);
  }
  body.append($("h4", { textContent: "Try it" }), tryIt(method, path, operation));
  return $("details", { className: "operation" }, head, body);
}

// A schema the document names once (components.schemas, e.g. Failure), shown where it answers;
// an allOf (a failure narrowed to the codes one answer may carry) shown as the one object it is.
let namedSchemas = {};
function named(schema) {
  if (schema && Array.isArray(schema.allOf)) {
    return schema.allOf.map(named).reduce((all, part) => {
      const properties = { ...(all.properties || {}) };
      for (const [name, value] of Object.entries(part.properties || {})) properties[name] = { ...properties[name], ...value };
      return { ...all, ...part, properties };
    }, {});
  }
  const ref = schema && typeof schema.$ref === "string" ? schema.$ref.split("/").pop() : null;
  return ref && namedSchemas[ref] ? namedSchemas[ref] : schema;
}

fetch("/api/openapi.json").then((r) => r.json()).then((doc) => {
  namedSchemas = (doc.components && doc.components.schemas) || {};
  const main = document.getElementById("reference");
  main.textContent = "";
  const byTag = new Map((doc.tags || []).map((t) => [t.name, []]));
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = (operation.tags || ["Other"])[0];
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag).push(operationView(method, path, operation));
    }
  }
  const nav = document.getElementById("tags");
  for (const [tag, views] of byTag) {
    const id = "tag-" + tag.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    nav.append($("a", { href: "#" + id, textContent: tag }));
    main.append($("section", { id }, $("h2", { textContent: tag }), ...views));
  }
  document.getElementById("intro").textContent = doc.info.description;
}).catch((error) => {
  document.getElementById("reference").textContent = "The document could not be loaded: " + error;
});
`;

const STYLE = `
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 64rem; padding: 1rem; color: #1f2328; }
header { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; }
nav a { margin-right: .75rem; }
code, pre, textarea, input { font-family: ui-monospace, monospace; font-size: 13px; }
pre { background: #f6f8fa; padding: .5rem; overflow: auto; max-height: 24rem; }
details.operation { border: 1px solid #d0d7de; border-radius: 6px; margin: .4rem 0; }
details.operation > summary { cursor: pointer; padding: .4rem .6rem; }
.body { padding: 0 .8rem .8rem; }
.method { display: inline-block; min-width: 4.2rem; font-weight: 700; font-size: 12px; }
.get { color: #0969da; } .post { color: #1a7f37; } .put { color: #9a6700; } .delete { color: #cf222e; }
.auth { color: #6e7781; }
table { border-collapse: collapse; } td { border-top: 1px solid #d0d7de; padding: .2rem .5rem; }
.try label { display: block; margin: .3rem 0; } .try label span { display: inline-block; min-width: 8rem; }
.try textarea { width: 100%; }
@media (prefers-color-scheme: dark) { body { background: #0d1117; color: #e6edf3; } pre { background: #161b22; } a { color: #58a6ff; } }
`;

/** The reference page, its script and style allowed by `nonce` (see referencePagePolicy). */
export function referencePage(nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>PWA Store API reference</title>
<link rel="icon" href="/logo.svg" type="image/svg+xml">
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<header>
<h1>PWA Store API</h1>
<a href="/api/openapi.json">openapi.json</a>
<label>Bearer token <input id="token" type="password" autocomplete="off" size="40"></label>
</header>
<p id="intro"></p>
<nav id="tags"></nav>
<main id="reference">Loading /api/openapi.json…</main>
<script nonce="${nonce}">${SCRIPT}</script>
</body>
</html>`;
}

/**
 * The page's own Content-Security-Policy: only its nonce'd script and style run, requests go only
 * to this origin, nothing frames it.
 */
export function referencePagePolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}
