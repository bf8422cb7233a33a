// The table's phone page: follows the shared game over a WebSocket.
// Every text from the game (names, moves, rules) goes in with textContent,
// never as markup.
"use strict";

const page = {
  words: {},
  version: -1,
  nMoves: -1,
  snapshot: null,
  ended: false,
  retry: 0,
  socket: null,
};

function $(id) {
  return document.getElementById(id);
}

function word(key) {
  return page.words[key] || "";
}

function clear(element) {
  while (element.firstChild)
    element.removeChild(element.firstChild);
}

function cell(row, text, header, className) {
  const element = document.createElement(header ? "th" : "td");
  if (header)
    element.scope = "row";
  if (className)
    element.className = className;
  element.textContent = text;
  row.appendChild(element);
  return element;
}

function setStatus(text, warning) {
  const status = $("status");
  status.textContent = text;
  status.classList.toggle("warning", !!warning);
}

// A text with its rule IDs ("(F4)") linked to the rule's text below.
function appendWithRules(parent, text, rules) {
  const pattern = /\b([A-Z][0-9]{1,2})\b/g;
  let at = 0;
  let match;
  while ((match = pattern.exec(text)) !== null) {
    if (!rules || !Object.prototype.hasOwnProperty.call(rules, match[1]))
      continue;
    parent.appendChild(document.createTextNode(text.slice(at, match.index)));
    const link = document.createElement("a");
    link.href = "#rule-" + match[1];
    link.textContent = match[1];
    link.title = rules[match[1]].title;
    parent.appendChild(link);
    at = match.index + match[1].length;
  }
  parent.appendChild(document.createTextNode(text.slice(at)));
}

function listItem(list, text, rules) {
  const item = document.createElement("li");
  appendWithRules(item, text, rules);
  list.appendChild(item);
  return item;
}

function swatch(colour) {
  const element = document.createElement("span");
  element.className = "swatch";
  element.setAttribute("aria-hidden", "true");
  if (/^#[0-9a-fA-F]{6}$/.test(colour || ""))
    element.style.backgroundColor = colour;
  return element;
}

function applyWords() {
  for (const element of document.querySelectorAll("[data-word]"))
    element.textContent = word(element.dataset.word);
  document.documentElement.lang = page.language || "en";
  document.title = word("title");
}

function showStandings(snapshot) {
  const body = $("standings").tBodies[0];
  clear(body);
  const order = snapshot.players.map((player, index) => index)
    .sort((a, b) => snapshot.players[a].rank - snapshot.players[b].rank || a - b);
  for (const index of order) {
    const player = snapshot.players[index];
    const row = document.createElement("tr");
    cell(row, String(player.rank), false, "number");
    const name = cell(row, "", true);
    name.appendChild(swatch(player.colour));
    name.appendChild(document.createTextNode(player.name));
    cell(row, String(player.points), false, "number");
    body.appendChild(row);
  }
  const empires = $("empires").tBodies[0];
  clear(empires);
  for (const empire of snapshot.empires) {
    const row = document.createElement("tr");
    cell(row, String(empire.rank), false, "number");
    const name = cell(row, "", true);
    const mark = swatch(null);
    mark.classList.add("empire-" + empire.id);
    name.appendChild(mark);
    name.appendChild(document.createTextNode(empire.name));
    cell(row, String(empire.size), false, "number");
    empires.appendChild(row);
  }
}

function boardSource(version) {
  const dark = window.matchMedia("(prefers-color-scheme: dark)").matches;
  return "board.svg?v=" + version + (dark ? "&dark" : "");
}

function showBoard(snapshot) {
  const board = $("board");
  board.src = boardSource(snapshot.version);
  board.alt = word("board_alt").replace("%u", String(snapshot.n_moves));
}

function showMoves(snapshot) {
  const list = $("moves");
  clear(list);
  if (snapshot.moves.length === 0) {
    const item = document.createElement("li");
    item.textContent = word("no_moves");
    list.appendChild(item);
  }
  // newest first
  for (let i = snapshot.moves.length - 1; i >= 0; i--) {
    const item = listItem(list, snapshot.moves[i].text, snapshot.rules);
    item.value = snapshot.moves[i].number;
  }
  list.reversed = true;
  if ($("history").open)
    loadHistory();
}

function showLegal(snapshot) {
  const section = $("legal-section");
  section.hidden = snapshot.to_act === null;
  if (snapshot.to_act === null)
    return;
  $("legal-who").textContent = word("to_act").replace("%s", snapshot.players[snapshot.to_act].name);
  clear($("legal-list"));
  if ($("legal").open)
    loadLegal();
}

// What the player to act may do: asked for when opened, not sent with
// every move (the laptop takes a while to list them late in a game).
function loadLegal() {
  const version = page.version;
  fetch("legal.json", { cache: "no-store" })
    .then((response) => response.ok ? response.json() : Promise.reject(response.status))
    .then((legal) => {
      if (version !== page.version)
        return;
      const list = $("legal-list");
      clear(list);
      for (const move of legal.legal)
        listItem(list, move.text, legal.rules);
    })
    .catch(() => {});
}

function showStory(snapshot) {
  const box = $("story");
  clear(box);
  const points = snapshot.story.points;
  if (points.length < 2)
    return;
  const ns = "http://www.w3.org/2000/svg";
  const width = 320, height = 160;
  const max = Math.max(1, ...points.flat());
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("viewBox", "0 0 " + width + " " + height);
  svg.setAttribute("class", "story");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-labelledby", "story-title");
  const axis = document.createElementNS(ns, "line");
  axis.setAttribute("x1", "0"); axis.setAttribute("y1", String(height - 1));
  axis.setAttribute("x2", String(width)); axis.setAttribute("y2", String(height - 1));
  axis.setAttribute("class", "axis");
  svg.appendChild(axis);
  snapshot.players.forEach((player, index) => {
    const line = document.createElementNS(ns, "polyline");
    const coordinates = points.map((row, position) =>
      (position * width / (points.length - 1)).toFixed(1) + "," + (height - 4 - row[index] * (height - 8) / max).toFixed(1));
    line.setAttribute("points", coordinates.join(" "));
    line.setAttribute("fill", "none");
    line.setAttribute("stroke-width", "2");
    if (/^#[0-9a-fA-F]{6}$/.test(player.colour || ""))
      line.setAttribute("stroke", player.colour);
    svg.appendChild(line);
  });
  box.appendChild(svg);
}

function showOver(snapshot) {
  const over = $("over");
  over.hidden = !snapshot.score_sheet;
  if (!snapshot.score_sheet)
    return;
  const sheet = $("sheet");
  clear(sheet);
  for (const line of snapshot.score_sheet)
    listItem(sheet, line, snapshot.rules);
  showStory(snapshot);
}

function showRules(snapshot) {
  const box = $("rules");
  clear(box);
  const ids = Object.keys(snapshot.rules || {});
  $("rules-section").hidden = ids.length === 0;
  for (const id of ids) {
    const article = document.createElement("article");
    article.className = "rule";
    article.id = "rule-" + id;
    const title = document.createElement("h3");
    title.textContent = id + " · " + snapshot.rules[id].title;
    const text = document.createElement("p");
    text.textContent = snapshot.rules[id].text;
    article.appendChild(title);
    article.appendChild(text);
    box.appendChild(article);
  }
}

function show(snapshot) {
  if (snapshot.version <= page.version && page.snapshot)
    return;
  const first = page.snapshot === null;
  page.snapshot = snapshot;
  page.version = snapshot.version;
  $("heading").textContent = snapshot.heading;
  $("subheading").textContent = snapshot.subheading;
  const now = $("table-now");
  now.hidden = !snapshot.table_now;
  clear(now);
  if (snapshot.table_now)
    appendWithRules(now, snapshot.table_now, snapshot.rules);
  showStandings(snapshot);
  showBoard(snapshot);
  showMoves(snapshot);
  showLegal(snapshot);
  showOver(snapshot);
  showRules(snapshot);
  // a new move is said once, politely; a reconnection says nothing new
  if (!first && snapshot.n_moves !== page.nMoves) {
    const last = snapshot.moves[snapshot.moves.length - 1];
    $("announce").textContent = last ? last.text : snapshot.heading;
  }
  page.nMoves = snapshot.n_moves;
  document.body.dataset.version = String(snapshot.version);
}

function loadHistory() {
  fetch("history.json", { cache: "no-store" })
    .then((response) => response.ok ? response.json() : Promise.reject(response.status))
    .then((history) => {
      const list = $("history-list");
      clear(list);
      for (const move of history.moves)
        listItem(list, move.text, history.rules);
    })
    .catch(() => {});
}

function end() {
  page.ended = true;
  setStatus(word("ended"), true);
  document.body.dataset.state = "ended";
}

function connect() {
  if (page.ended)
    return;
  const url = new URL("live", window.location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  const socket = new WebSocket(url.href);
  page.socket = socket;
  socket.addEventListener("open", () => {
    page.retry = 0;
    setStatus("");
    document.body.dataset.state = "live";
  });
  socket.addEventListener("message", (event) => {
    let message;
    try {
      message = JSON.parse(event.data);
    } catch (error) {
      return;
    }
    if (message.type === "words") {
      page.words = message.words;
      page.language = message.language;
      applyWords();
      if (page.snapshot)
        showBoard(page.snapshot);
    } else if (message.type === "snapshot") {
      show(message.snapshot);
    } else if (message.type === "ended") {
      end();
    }
  });
  socket.addEventListener("close", () => {
    if (page.ended || page.socket !== socket)
      return;
    // a refused page (sharing stopped: 404) ends; a lost network comes back
    document.body.dataset.state = "reconnecting";
    setStatus(word("reconnecting") || "…", true);
    const delay = Math.min(5000, 500 * Math.pow(2, page.retry++));
    window.setTimeout(() => {
      fetch(".", { method: "HEAD", cache: "no-store" })
        .then((response) => response.status === 404 ? end() : connect())
        .catch(() => connect());
    }, delay);
  });
}

document.addEventListener("DOMContentLoaded", () => {
  $("legal").addEventListener("toggle", () => {
    if ($("legal").open)
      loadLegal();
  });
  $("history").addEventListener("toggle", () => {
    if ($("history").open)
      loadHistory();
  });
  window.matchMedia("(prefers-color-scheme: dark)").addEventListener("change", () => {
    if (page.snapshot)
      showBoard(page.snapshot);
  });
  setStatus("…");
  connect();
});
