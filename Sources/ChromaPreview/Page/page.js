// The preview page: lists every document from /state.json and keeps it current over the
// /events WebSocket, replacing only what changed (no reload).
"use strict";
const shown = new Map(); // name → version on screen
window.chromaPreview = { loadedAt: Date.now(), updates: 0 };

function element(tag, attributes, children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes || {})) node.setAttribute(key, value);
  for (const child of children || []) node.append(child);
  return node;
}

function figure(doc, scale) {
  const image = element("img", {
    src: `/image/${doc.index}/${doc.version}/${scale}x.png`,
    width: String(doc.width), height: String(doc.height),
    alt: `${doc.name} at ${scale}×`, "data-scale": `${scale}x`,
  });
  return element("figure", {}, [image, element("figcaption", {}, [`${scale}× (${doc.width * scale}×${doc.height * scale} px)`])]);
}

function contrastTable(rows) {
  const head = element("tr", {}, ["text", "background", "ratio", "level"].map((t) => element("th", {}, [t])));
  const body = rows.map((row) => element("tr", {}, [
    element("td", {}, [element("span", { class: "chip", style: `background:${row.foreground}` }), " ", row.foreground]),
    element("td", {}, [element("span", { class: "chip", style: `background:${row.background}` }), " ", row.background]),
    element("td", {}, [row.ratio.toFixed(2)]),
    element("td", {}, [row.level]),
  ]));
  return element("table", { class: "contrast" }, [head, ...body]);
}

function article(doc) {
  const parts = [element("h2", {}, [doc.name])];
  if (doc.error) {
    parts.push(element("p", { class: "error", role: "alert" }, [doc.error]));
  } else {
    parts.push(element("p", { class: "meta" }, [`${doc.width}×${doc.height} px · rendered in ${doc.milliseconds} ms`]));
    const images = [figure(doc, 1), figure(doc, 2)];
    if (doc.contrast) images.push(contrastTable(doc.contrast));
    parts.push(element("div", { class: "images" }, images));
  }
  return element("article", { "data-name": doc.name, "data-version": String(doc.version) }, parts);
}

async function refresh() {
  const response = await fetch("/state.json", { cache: "no-store" });
  const state = await response.json();
  const main = document.getElementById("documents");
  const names = new Set(state.documents.map((d) => d.name));
  for (const node of [...main.children]) if (!names.has(node.dataset.name)) node.remove();
  state.documents.forEach((doc, index) => {
    const current = [...main.children].find((node) => node.dataset.name === doc.name);
    if (current && shown.get(doc.name) === doc.version) return;
    const next = article(doc);
    if (current) current.replaceWith(next); else main.insertBefore(next, main.children[index] || null);
    shown.set(doc.name, doc.version);
    window.chromaPreview.updates += 1;
  });
  document.getElementById("status").textContent = `${state.documents.length} document(s) · version ${state.version}`;
}

function connect() {
  const socket = new WebSocket(`ws://${location.host}/events`);
  socket.onmessage = () => refresh().catch(() => {});
  socket.onclose = () => {
    document.getElementById("status").textContent = "disconnected; retrying…";
    setTimeout(connect, 500);
  };
}

refresh().catch(() => {});
connect();
