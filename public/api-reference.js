// The API reference page's script (GET /api/docs, worker/api/openapi/reference-page.ts): plain
// browser JavaScript that fetches /api/openapi.json and renders it with the DOM API (never
// innerHTML). A static file, so the Worker carries none of it.
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
    case "array":
      return [];
    case "string":
      return schema.enum ? schema.enum[0] : "";
    case "integer":
    case "number":
      return schema.minimum ?? 0;
    case "boolean":
      return false;
    default:
      return schema.const ?? null;
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
  form.append($("button", { type: "submit", textContent: `Send ${method.toUpperCase()}` }), output);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    let url = path;
    const query = new URLSearchParams();
    for (const [parameter, input] of fields) {
      if (parameter.in === "path") url = url.replace(`{${parameter.name}}`, encodeURIComponent(input.value));
      else if (input.value !== "") query.set(parameter.name, input.value);
    }
    if (String(query)) url += `?${query}`;
    const headers = {};
    if (tokenInput.value.trim()) headers.Authorization = `Bearer ${tokenInput.value.trim()}`;
    let body;
    if (bodyInput) {
      headers["Content-Type"] = "application/json";
      body = bodyInput.value;
    }
    if (partInputs.length) {
      body = new FormData();
      for (const [name, input] of partInputs) {
        if (input.type === "file") {
          if (input.files[0]) body.append(name, input.files[0]);
        } else if (input.value !== "") body.append(name, input.value);
      }
    }
    output.hidden = false;
    output.textContent = "…";
    try {
      const response = await fetch(url, { method: method.toUpperCase(), headers, body });
      const text = await response.text();
      let shown = text;
      try {
        shown = JSON.stringify(JSON.parse(text), null, 2);
      } catch {}
      output.textContent = `${response.status} ${response.statusText}\n\n${shown}`;
    } catch (error) {
      output.textContent = String(error);
    }
  });
  return form;
}

function operationView(method, path, operation) {
  const head = $(
    "summary",
    {},
    $("span", { className: `method ${method}`, textContent: method.toUpperCase() }),
    $("code", { textContent: path }),
    " ",
    operation.summary || "",
  );
  const body = $("div", { className: "body" });
  if (operation.description) body.append($("p", { textContent: operation.description }));
  if (operation.security)
    body.append(
      $("p", {
        className: "auth",
        textContent: operation.security.some((s) => Object.keys(s).length === 0) ? "Bearer token optional." : "Bearer token required.",
      }),
    );
  if ((operation.parameters || []).length) {
    body.append($("h4", { textContent: "Parameters" }));
    const rows = operation.parameters.map((p) =>
      $(
        "tr",
        {},
        $("td", {}, $("code", { textContent: p.name })),
        $("td", { textContent: p.in + (p.required ? ", required" : "") }),
        $("td", { textContent: JSON.stringify(p.schema) }),
      ),
    );
    body.append($("table", {}, ...rows));
  }
  if (operation.requestBody) {
    for (const [type, media] of Object.entries(operation.requestBody.content)) {
      body.append($("h4", { textContent: `Request body (${type})` }), pretty(media.schema));
    }
  }
  body.append($("h4", { textContent: "Responses" }));
  for (const [status, response] of Object.entries(operation.responses)) {
    const media = response.content?.["application/json"];
    const item = $("details", { className: "response" }, $("summary", { textContent: `${status} ${response.description}` }));
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
    const merged = { properties: {} };
    for (const part of schema.allOf.map(named)) {
      const properties = merged.properties;
      for (const [name, value] of Object.entries(part.properties || {})) properties[name] = { ...properties[name], ...value };
      Object.assign(merged, part, { properties });
    }
    return merged;
  }
  const ref = schema && typeof schema.$ref === "string" ? schema.$ref.split("/").pop() : null;
  return ref && namedSchemas[ref] ? namedSchemas[ref] : schema;
}

fetch("/api/openapi.json")
  .then((r) => r.json())
  .then((doc) => {
    namedSchemas = doc.components?.schemas || {};
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
      const id = `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
      nav.append($("a", { href: `#${id}`, textContent: tag }));
      main.append($("section", { id }, $("h2", { textContent: tag }), ...views));
    }
    document.getElementById("intro").textContent = doc.info.description;
  })
  .catch((error) => {
    document.getElementById("reference").textContent = `The document could not be loaded: ${error}`;
  });
