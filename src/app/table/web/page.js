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
  // A line per player in their colour over an outline of the text colour (as
  // the window's chart): a white or black player's line shows on either page.
  snapshot.players.forEach((player, index) => {
    const coordinates = points.map((row, position) =>
      (position * width / (points.length - 1)).toFixed(1) + "," + (height - 4 - row[index] * (height - 8) / max).toFixed(1));
    for (const kind of ["outline", "player"]) {
      const line = document.createElementNS(ns, "polyline");
      line.setAttribute("points", coordinates.join(" "));
      line.setAttribute("class", kind);
      if (kind === "player" && /^#[0-9a-fA-F]{6}$/.test(player.colour || ""))
        line.style.stroke = player.colour;
      svg.appendChild(line);
    }
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
  seatSnapshot(snapshot);
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
      if (seat.player !== null)
        $("seat-title").textContent = word("seat_title").replace("%s", seat.name);
      if (page.snapshot)
        showBoard(page.snapshot);
    } else if (message.type === "snapshot") {
      show(message.snapshot);
    } else if (message.type === "ended") {
      end();
    } else if (isSeatPage()) {
      seatMessage(message);
    }
  });
  socket.addEventListener("close", (event) => {
    if (page.ended || page.socket !== socket)
      return;
    if (event.code === 4001 || event.code === 4002)
      return seatClosed(event.code === 4001 ? "seat_withdrawn" : "taken_over");
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

// ---- Seat mode (/s/<token>/): this player proposes their own moves ----
// docs/table-seats.md. The table accepts a proposal; the page only offers
// what the core lists in its `legal` answer and sends one of those moves.

const COLOURS = ["orange", "yellow", "green", "violet", "joker"];
const KINDS = {  // the legal entries' kinds, grouped as the window's buttons
  expand: "expand", expand_pass: "expand_pass", move: "move",
  build_city: "build_city", build_ship: "build_ship",
  bank_swap: "bank", bank_pick: "bank", trade: "trade", pass: "pass",
};
const PAID_KINDS = ["move", "build_city", "build_ship"];

const seat = {
  player: null,
  legal: [],
  kind: null,
  entry: null,
  from: null,
  paid: {},
  fields: null,
  proposal: null,
  request: null,
};

function isSeatPage() {
  return /^\/s\/[^/]+\//.test(window.location.pathname);
}

function send(message) {
  if (page.socket && page.socket.readyState === WebSocket.OPEN)
    page.socket.send(JSON.stringify(message));
}

function button(parent, text, handler, className) {
  const element = document.createElement("button");
  element.type = "button";
  element.textContent = text;
  if (className)
    element.className = className;
  element.addEventListener("click", handler);
  parent.appendChild(element);
  return element;
}

function seatBegin(message) {
  seat.player = message.player;
  seat.name = message.name;
  document.body.dataset.seat = String(message.player);
  $("seat").hidden = false;
  $("seat-title").textContent = word("seat_title").replace("%s", message.name);
  if (seat.fields === null) {
    seat.fields = { width: 1, height: 1, fields: [] };
    fetch("fields.json", { cache: "no-store" })
      .then((response) => response.ok ? response.json() : Promise.reject(response.status))
      .then((fields) => {
        seat.fields = fields;
        showTargets();
      })
      .catch(() => {});
  }
}

function isOpen(proposal) {
  return proposal !== null && ["sent", "partner", "waiting"].includes(proposal.state);
}

// After each snapshot: a new position ends any choice begun on the old one.
function seatSnapshot(snapshot) {
  if (seat.player === null)
    return;
  seat.legal = [];
  seat.request = null;
  $("trade-request").hidden = true;
  // a result stays until the position after the one it was made on
  const proposal = seat.proposal;
  if (proposal && !isOpen(proposal) && (proposal.state !== "accepted" || snapshot.version > proposal.at + 1)) {
    seat.proposal = null;
    showProposal();
  }
  closeChooser();
  showKinds();
  if (snapshot.to_act === seat.player && !isOpen(seat.proposal))
    send({ type: "legal", version: snapshot.version });
}

function seatLegal(message) {
  if (message.version !== page.version)
    return;
  seat.legal = Array.isArray(message.moves) ? message.moves : [];
  showKinds();
}

function showKinds() {
  const kinds = $("kinds");
  clear(kinds);
  const shown = seat.legal.length > 0 && !isOpen(seat.proposal);
  $("choices").hidden = !shown;
  document.body.dataset.choices = shown ? String(seat.legal.length) : "0";
  if (!shown)
    return;
  const seen = [];
  for (const entry of seat.legal) {
    const kind = KINDS[entry.kind];
    if (kind && !seen.includes(kind))
      seen.push(kind);
  }
  for (const kind of seen) {
    const element = button(kinds, word("kind_" + kind), () => openChooser(kind));
    element.dataset.kind = kind;
  }
}

function entriesOf(kind) {
  return seat.legal.filter((entry) => KINDS[entry.kind] === kind);
}

function openChooser(kind) {
  seat.kind = kind;
  seat.entry = null;
  seat.from = null;
  $("chooser").hidden = false;
  $("chooser-title").textContent = word("kind_" + kind);
  showChooser();
  (kind === "move" ? $("board-title") : $("chooser")).scrollIntoView({ block: "start" });
  const first = $("options").querySelector("input");
  if (first && kind !== "move")
    first.focus();
}

function closeChooser() {
  seat.kind = null;
  seat.entry = null;
  seat.from = null;
  $("chooser").hidden = true;
  showTargets();
}

function destination(entry) {
  return entry.move.route[entry.move.route.length - 1];
}

// The options: every entry of the kind; for a ship, those from the tapped field.
function showChooser() {
  const options = $("options");
  clear(options);
  let entries = entriesOf(seat.kind);
  if (seat.kind === "move") {
    if (seat.from !== null)
      entries = entries.filter((entry) => entry.move.from === seat.from);
    $("chooser-hint").textContent = word(seat.from === null ? "tap_ship" : "tap_destination")
      .replace("%s", seat.from || "");
  } else {
    $("chooser-hint").textContent = word("choose_one");
  }
  entries.forEach((entry) => {
    const label = document.createElement("label");
    label.className = "option";
    const input = document.createElement("input");
    input.type = "radio";
    input.name = "entry";
    input.checked = entry === seat.entry;
    input.addEventListener("change", () => choose(entry));
    label.appendChild(input);
    label.appendChild(document.createTextNode(entry.text));
    options.appendChild(label);
  });
  showTargets();
  showChosen();
}

function choose(entry) {
  seat.entry = entry;
  if (entry.kind === "move")
    seat.from = entry.move.from;
  seat.paid = {};
  $("shown").value = "";
  $("shown").setCustomValidity("");
  if (entry.cost > 0 && entry.colour)
    seat.paid[entry.colour] = entry.cost;
  showChooser();
}

// The board's tap targets: the ships that may move, then their destinations.
function showTargets() {
  const targets = $("targets");
  clear(targets);
  if (seat.kind !== "move" || !seat.fields)
    return;
  const entries = entriesOf("move");
  const ids = [];
  if (seat.from === null)
    entries.forEach((entry) => ids.includes(entry.move.from) || ids.push(entry.move.from));
  else
    entries.filter((entry) => entry.move.from === seat.from)
      .forEach((entry) => ids.includes(destination(entry)) || ids.push(destination(entry)));
  const chosen = seat.entry ? destination(seat.entry) : null;
  if (seat.from !== null)
    ids.unshift(seat.from);  // the ship being moved: tapped again, choose another
  for (const id of ids) {
    const field = seat.fields.fields.find((f) => f.id === id);
    if (!field)
      continue;  // no place on the board (the list still has it)
    const target = button(targets, "", () => tapField(id), "target");
    target.setAttribute("aria-label", word("field").replace("%s", id));
    target.setAttribute("aria-pressed", String(id === chosen || id === seat.from));
    target.dataset.field = id;
    // in percent of the image: it scales with the image's shown size
    target.style.left = (100 * field.x / seat.fields.width) + "%";
    target.style.top = (100 * field.y / seat.fields.height) + "%";
    target.style.width = (200 * field.r / seat.fields.width) + "%";
  }
}

function tapField(id) {
  if (seat.from === null || id === seat.from) {
    seat.from = seat.from === null ? id : null;
    seat.entry = null;
    showChooser();
    return;
  }
  // the shortest route to the field; the list offers the others
  const entries = entriesOf("move").filter((entry) => entry.move.from === seat.from && destination(entry) === id)
    .sort((a, b) => a.move.route.length - b.move.route.length);
  if (entries.length > 0)
    choose(entries[0]);
}

function priceText(entry) {
  if (!entry.cost)
    return word("price_none");
  if (entry.colour)
    return word("price").replace("%u", String(entry.cost)).replace("%s", word(entry.colour));
  return word("price_any").replace("%u", String(entry.cost));
}

function showChosen() {
  const entry = seat.entry;
  $("chosen").hidden = entry === null;
  $("propose").disabled = entry === null || isOpen(seat.proposal);
  if (entry === null)
    return;
  $("chosen-text").textContent = entry.text;
  const route = $("route");
  route.hidden = entry.kind !== "move";
  if (entry.kind === "move")
    route.textContent = word("route").replace("%s", [entry.move.from].concat(entry.move.route).join(" → "));
  $("price").textContent = priceText(entry);
  $("shown-box").hidden = entry.kind !== "expand_pass";
  const paid = $("paid");
  paid.hidden = !(PAID_KINDS.includes(entry.kind) && entry.cost > 0);
  if (!paid.hidden)
    showSteppers();
}

function showSteppers() {
  const box = $("steppers");
  clear(box);
  for (const colour of COLOURS) {
    const row = document.createElement("div");
    row.className = "stepper";
    row.dataset.colour = colour;
    const name = document.createElement("span");
    name.className = "stepper-name";
    name.appendChild(swatch(null)).classList.add("empire-" + colour);
    name.appendChild(document.createTextNode(word(colour)));
    row.appendChild(name);
    const count = document.createElement("output");
    count.textContent = String(seat.paid[colour] || 0);
    button(row, "−", () => step(colour, -1)).setAttribute("aria-label", word("fewer").replace("%s", word(colour)));
    row.appendChild(count);
    button(row, "+", () => step(colour, 1)).setAttribute("aria-label", word("more").replace("%s", word(colour)));
    box.appendChild(row);
  }
  const total = COLOURS.reduce((sum, colour) => sum + (seat.paid[colour] || 0), 0);
  $("paid-total").textContent = word("paid_total").replace("%u", String(total)).replace("%u", String(seat.entry.cost));
}

function step(colour, by) {
  const count = Math.max(0, Math.min(60, (seat.paid[colour] || 0) + by));
  seat.paid[colour] = count;
  showSteppers();
  const row = $("steppers").querySelector('[data-colour="' + colour + '"] button:' + (by < 0 ? "first-of-type" : "last-of-type"));
  if (row)
    row.focus();
}

// The tiles the player shows to prove they cannot play (E4): "3, 17, 28".
function tilesShown() {
  const input = $("shown");
  const tiles = input.value.split(/[\s,;]+/).filter((tile) => tile !== "");
  const valid = tiles.every((tile) => /^[0-9]{1,2}$/.test(tile) && Number(tile) >= 1 && Number(tile) <= 32);
  input.setCustomValidity(valid ? "" : word("tiles_invalid"));
  input.setAttribute("aria-invalid", String(!valid));
  if (!valid) {
    input.reportValidity();
    return null;
  }
  return tiles.map((tile) => String(Number(tile)));
}

function proposalId() {
  const bytes = new Uint8Array(12);
  window.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function propose() {
  const entry = seat.entry;
  if (!entry || isOpen(seat.proposal))
    return;
  const move = Object.assign({}, entry.move);
  delete move.paid;
  if (PAID_KINDS.includes(entry.kind) && entry.cost > 0) {
    const paid = {};
    for (const colour of COLOURS)
      if (seat.paid[colour])
        paid[colour] = seat.paid[colour];
    if (Object.keys(paid).length > 0)
      move.paid = paid;
  }
  if (entry.kind === "expand_pass") {
    const shown = tilesShown();
    if (shown === null)
      return;
    if (shown.length > 0)
      move.shown = shown;
  }
  seat.proposal = { id: proposalId(), state: "sent", text: entry.text };
  send({ type: "propose", id: seat.proposal.id, version: page.version, move: move });
  closeChooser();
  showProposal();
  showKinds();
}

function showProposal() {
  const proposal = seat.proposal;
  const box = $("proposal");
  box.hidden = proposal === null;
  document.body.dataset.proposal = proposal ? proposal.state : "";
  if (proposal === null)
    return;
  $("proposal-text").textContent = proposal.text;
  let state = word("state_" + proposal.state);
  if (proposal.state === "refused" && proposal.reason)
    state = state + " " + proposal.reason;
  $("proposal-state").textContent = state;
  const rule = $("proposal-rule");
  rule.hidden = !proposal.rule;
  clear(rule);
  if (proposal.rule) {
    const rules = (page.snapshot && page.snapshot.rules) || {};
    const known = Object.prototype.hasOwnProperty.call(rules, proposal.rule);
    rule.textContent = word("rule").replace("%s", proposal.rule) + (known ? " · " + rules[proposal.rule].title : "");
    rule.dataset.rule = proposal.rule;
  }
  $("take-back").hidden = !isOpen(proposal);
}

function seatProposal(message) {
  // a malformed proposal is refused without its id: it can only be the one sent
  const ours = seat.proposal && (message.id === seat.proposal.id || (message.id === null && seat.proposal.state === "sent"));
  if (!ours)
    return;
  seat.proposal.state = message.state;
  seat.proposal.at = page.version;
  if (typeof message.text === "string" && message.text)
    seat.proposal.text = message.text;
  if (message.state === "accepted")
    seat.legal = [];  // played: the next snapshot brings the new position
  seat.proposal.reason = typeof message.reason === "string" ? message.reason : "";
  seat.proposal.rule = typeof message.rule === "string" ? message.rule : "";
  showProposal();
  // refused or taken back: the same position, choose again
  if (["refused", "withdrawn"].includes(message.state) && page.snapshot && page.snapshot.to_act === seat.player
      && seat.legal.length === 0)
    send({ type: "legal", version: page.version });
  showKinds();
}

function seatTradeRequest(message) {
  seat.request = message.id;
  $("trade-request").hidden = false;
  $("trade-request-text").textContent = message.text || "";
  $("trade-agree").focus();
}

function answerTrade(agree) {
  if (seat.request === null)
    return;
  send({ type: "trade-answer", id: seat.request, agree: agree });
  seat.request = null;
  $("trade-request").hidden = true;
  $("announce").textContent = word(agree ? "agreed" : "declined");
}

// Another phone took the seat, or the laptop withdrew its link: no reconnecting.
function seatClosed(reason) {
  page.ended = true;
  seat.legal = [];
  closeChooser();
  showKinds();
  $("trade-request").hidden = true;
  $("proposal").hidden = true;
  setStatus(word(reason), true);
  document.body.dataset.state = reason;
}

function seatMessage(message) {
  if (message.type === "seat")
    seatBegin(message);
  else if (message.type === "legal")
    seatLegal(message);
  else if (message.type === "proposal")
    seatProposal(message);
  else if (message.type === "trade-request")
    seatTradeRequest(message);
  else if (message.type === "taken-over")
    seatClosed("taken_over");
  else if (message.type === "seat-withdrawn")
    seatClosed("seat_withdrawn");
}

function seatListen() {
  $("propose").addEventListener("click", propose);
  $("cancel").addEventListener("click", () => {
    closeChooser();
    const first = $("kinds").querySelector("button");
    if (first)
      first.focus();
  });
  $("take-back").addEventListener("click", () => {
    if (isOpen(seat.proposal))
      send({ type: "withdraw", id: seat.proposal.id });
  });
  $("trade-agree").addEventListener("click", () => answerTrade(true));
  $("trade-decline").addEventListener("click", () => answerTrade(false));
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
  seatListen();
  setStatus("…");
  connect();
});
