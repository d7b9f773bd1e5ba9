// The report's "your mix" panel: a line-for-line port of FrameMix.rank (Java), which owns the
// method (see its Javadoc); FrameMixTest checks that the two agree. Plain ES5, no network.
function frameMixRank(data, mix) {
  var ranked = [], unranked = [];
  for (var ci = 0; ci < data.contenders.length; ci++) {
    var c = data.contenders[ci], cost = 0, variance = 0, missing = [];
    for (var oi = 0; oi < data.operations.length; oi++) {
      var op = data.operations[oi], count = mix.counts[op.id] || 0;
      if (!(count > 0)) continue;
      var t = frameMixTime(data, op.id, mix.state, mix.entities, c);
      if (t === null) { missing.push(op.id); continue; }
      var part = (op.perEntity > 0 ? count * op.perEntity * mix.entities : count) * t[0];
      var h = t[1] === null ? NaN : t[1];
      cost += part;
      variance += part * part * h * h;
    }
    if (missing.length > 0) unranked.push({contender: c, cost: NaN, logHalfWidth: NaN, vsBest: NaN, vsBestLogHalfWidth: NaN, best: false, tied: false, missing: missing});
    else if (cost > 0) ranked.push({contender: c, cost: cost, logHalfWidth: Math.sqrt(variance) / cost});
  }
  ranked.sort(function (a, b) { return a.cost - b.cost; });
  var out = [];
  for (var i = 0; i < ranked.length; i++) {
    var l = ranked[i], best = ranked[0];
    var ratio = l.cost / best.cost;
    var hr = Math.sqrt(l.logHalfWidth * l.logHalfWidth + best.logHalfWidth * best.logHalfWidth);
    var isBest = i === 0;
    out.push({contender: l.contender, cost: l.cost, logHalfWidth: l.logHalfWidth, vsBest: ratio, vsBestLogHalfWidth: isBest ? 0 : hr,
      best: isBest, tied: !isBest && (isNaN(hr) || Math.log(ratio) <= hr), missing: []});
  }
  return out.concat(unranked);
}

function frameMixTime(data, op, state, size, contender) {
  var byState = data.times[op], bySize = byState && byState[state], byContender = bySize && bySize[String(size)];
  var t = byContender && byContender[contender];
  return t === undefined || t === null ? null : t;
}

function frameMixFormat(ns) {
  if (!(ns >= 0) || !isFinite(ns)) return "n/a";
  var units = [[1e9, "s"], [1e6, "ms"], [1e3, "\u00b5s"], [1, "ns"]];
  for (var i = 0; i < units.length; i++) {
    if (ns >= units[i][0] || i === units.length - 1) {
      var v = ns / units[i][0];
      return (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2)) + " " + units[i][1];
    }
  }
}

function frameMixRatio(v) {
  return !isFinite(v) ? "unbounded" : v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2);
}

// The mix as a URL fragment, "mix:iterate=8,lookup=10000,entities=1000000,state=churned", so a reader can share it.
function frameMixEncode(mix) {
  var parts = [];
  for (var id in mix.counts) if (mix.counts[id] > 0) parts.push(id + "=" + mix.counts[id]);
  parts.push("entities=" + mix.entities, "state=" + encodeURIComponent(mix.state));
  return "mix:" + parts.join(",");
}

// The mix a fragment holds ({counts, entities, state}, each absent when not given), or null when it holds none.
function frameMixDecode(hash) {
  var h = String(hash || "").replace(/^#/, "");
  if (h.indexOf("mix:") !== 0) return null;
  var out = {counts: {}}, parts = h.substring(4).split(",");
  for (var i = 0; i < parts.length; i++) {
    var kv = parts[i].split("="), k = kv[0], v = decodeURIComponent(kv[1] || "");
    if (k === "entities") out.entities = parseInt(v, 10);
    else if (k === "state") out.state = v;
    else if (isFinite(parseFloat(v))) out.counts[k] = parseFloat(v);
  }
  return out;
}

// The operations of a mix that no contender was measured in at its entity count and state (the full profile's 16M
// measures a few workloads only): the panel ranks without them and names them.
function frameMixUnmeasured(data, mix) {
  var out = [];
  for (var i = 0; i < data.operations.length; i++) {
    var id = data.operations[i].id;
    if (!(mix.counts[id] > 0)) continue;
    var byState = data.times[id], bySize = byState && byState[mix.state], byContender = bySize && bySize[String(mix.entities)];
    var any = false;
    if (byContender) for (var c in byContender) any = true;
    if (!any) out.push(id);
  }
  return out;
}

// Wires the panel: inputs named after the operations, an entity count and a state select, preset buttons, a result
// table. The reader's numbers are only ever changed by the reader, a preset button, or the entity count: counts made
// one by one (lookups, inserts, removes) are kept as shares of the entities and rescale with them. The mix is kept
// in the URL's fragment (loc: the page's location and history; none in tests that do not pass them).
function frameMixPanel(root, data, loc) {
  var form = root.querySelector("form"), body = root.querySelector("tbody"), note = root.querySelector(".mix-note");
  var win = loc || (typeof window !== "undefined" ? {location: window.location, history: window.history} : null);
  var shares = {}, entities = parseInt(form.elements.entities.value, 10);
  function remember() {
    for (var i = 0; i < data.operations.length; i++) {
      var op = data.operations[i];
      if (op.perEntity > 0) continue;
      var v = parseFloat(form.elements[op.id].value);
      shares[op.id] = isFinite(v) && v > 0 ? v / entities : 0;
    }
  }
  function read() {
    var counts = {};
    for (var i = 0; i < data.operations.length; i++) {
      var v = parseFloat(form.elements[data.operations[i].id].value);
      counts[data.operations[i].id] = isFinite(v) && v > 0 ? v : 0;
    }
    return {counts: counts, entities: parseInt(form.elements.entities.value, 10), state: form.elements.state.value};
  }
  // keep: write the mix into the address (once the reader has set one: opening the page must not replace an anchor)
  function show(keep) {
    var mix = read(), unmeasured = frameMixUnmeasured(data, mix), counts = {}, any = false;
    for (var id in mix.counts) {
      counts[id] = unmeasured.indexOf(id) >= 0 ? 0 : mix.counts[id];
      if (mix.counts[id] > 0) any = true;
    }
    var lines = frameMixRank(data, {counts: counts, entities: mix.entities, state: mix.state}), rows = [], bestName = "";
    var bytes = (data.bytesPerEntity || {})[String(mix.entities)] || {};
    for (var i = 0; i < lines.length; i++) {
      var l = lines[i];
      if (l.best) bestName = l.contender;
      var standing = l.best ? "best" : l.tied ? "tied" : l.missing.length ? "" : "behind";
      var cost = l.missing.length ? "not measured: " + l.missing.join(", ") : frameMixFormat(l.cost)
        + (isNaN(l.logHalfWidth) ? " [no interval]" : " [" + frameMixFormat(l.cost * Math.exp(-l.logHalfWidth)) + ", " + frameMixFormat(l.cost * Math.exp(l.logHalfWidth)) + "]");
      var vs = l.missing.length ? "" : l.best ? "1" : frameMixRatio(l.vsBest) + (isNaN(l.vsBestLogHalfWidth) ? " [no interval]"
        : " [" + frameMixRatio(l.vsBest * Math.exp(-l.vsBestLogHalfWidth)) + ", " + frameMixRatio(l.vsBest * Math.exp(l.vsBestLogHalfWidth)) + "]");
      var b = bytes[l.contender];
      rows.push("<tr class=\"" + standing + "\"><td>" + (l.missing.length ? "" : i + 1) + "</td><td>" + l.contender + (l.tied ? " =" : "")
        + "</td><td class=\"n\">" + cost + "</td><td class=\"n\">" + vs + "</td><td class=\"n\">"
        + (typeof b === "number" ? b.toFixed(1) : "not measured") + "</td></tr>");
    }
    body.innerHTML = rows.join("");
    var without = unmeasured.length ? " No contender was measured in " + unmeasured.join(", ") + " at " + mix.entities
      + " entities (" + mix.state + "): ranked without " + (unmeasured.length > 1 ? "them" : "it") + "." : "";
    note.textContent = !any ? "Set at least one count."
      : bestName ? "Cheapest per frame: " + bestName + "; \"=\": tied with it (the ratio interval to the best contains 1)." + without
      : "Nothing measured for this mix at " + mix.entities + " entities (" + mix.state + ")." + without;
    if (keep !== false && win && win.location) {
      var hash = "#" + frameMixEncode(mix);
      try { win.history.replaceState(null, "", hash); } catch (e) { win.location.hash = hash; }
    }
  }
  var saved = win && win.location ? frameMixDecode(win.location.hash) : null;
  if (saved) {
    if (saved.entities) for (var s = 0; s < form.elements.entities.options.length; s++)
      if (parseInt(form.elements.entities.options[s].value, 10) === saved.entities) form.elements.entities.value = String(saved.entities);
    if (saved.state && data.states.indexOf(saved.state) >= 0) form.elements.state.value = saved.state;
    for (var o = 0; o < data.operations.length; o++) form.elements[data.operations[o].id].value = String(saved.counts[data.operations[o].id] || 0);
    entities = parseInt(form.elements.entities.value, 10);
  }
  remember();
  var buttons = root.querySelectorAll("button[data-preset]");
  for (var b = 0; b < buttons.length; b++) {
    buttons[b].onclick = function (ev) {
      if (ev) ev.preventDefault();
      var p = null, id = this.getAttribute("data-preset");
      for (var k = 0; k < data.presets.length; k++) if (data.presets[k].id === id) p = data.presets[k];
      for (var i = 0; i < data.operations.length; i++) {
        var op = data.operations[i], f = p.perEntity[op.id] || 0;
        form.elements[op.id].value = String(op.perEntity > 0 ? f : Math.round(f * entities));
      }
      remember();
      show();
    };
  }
  // Enter in an input submits the form: it must neither apply a preset (the buttons are type="button", so none is
  // the form's default button) nor reload the page
  form.onsubmit = function (ev) { if (ev) ev.preventDefault(); show(); return false; };
  form.oninput = function (ev) {
    var t = ev && ev.target;
    if (t && t.name !== "entities" && t.name !== "state") remember();
    show();
  };
  form.onchange = function (ev) {
    var n = parseInt(form.elements.entities.value, 10);
    if (n !== entities) {
      entities = n;
      for (var i = 0; i < data.operations.length; i++) {
        var op = data.operations[i];
        if (op.perEntity === 0 && shares[op.id] > 0) form.elements[op.id].value = String(Math.round(shares[op.id] * n));
      }
    } else if (ev && ev.target && ev.target.name !== "state") remember();
    show();
  };
  show(false);
}
