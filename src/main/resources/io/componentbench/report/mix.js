// The report's "your mix" panel: a line-for-line port of FrameMix.rank (Java), which owns the
// method (see its Javadoc); FrameMixScriptTest checks that the two agree. Plain ES5, no network.
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

// Wires the panel: inputs named after the operations, an entity count and a state select, preset buttons, a result table.
function frameMixPanel(root, data) {
  var form = root.querySelector("form"), body = root.querySelector("tbody"), note = root.querySelector(".mix-note");
  function read() {
    var counts = {};
    for (var i = 0; i < data.operations.length; i++) {
      var v = parseFloat(form.elements[data.operations[i].id].value);
      counts[data.operations[i].id] = isFinite(v) && v > 0 ? v : 0;
    }
    return {counts: counts, entities: parseInt(form.elements.entities.value, 10), state: form.elements.state.value};
  }
  function show() {
    var mix = read(), lines = frameMixRank(data, mix), rows = [], bestName = "";
    for (var i = 0; i < lines.length; i++) {
      var l = lines[i];
      if (l.best) bestName = l.contender;
      var standing = l.best ? "best" : l.tied ? "tied" : l.missing.length ? "" : "behind";
      var cost = l.missing.length ? "not measured: " + l.missing.join(", ") : frameMixFormat(l.cost)
        + (isNaN(l.logHalfWidth) ? " [no interval]" : " [" + frameMixFormat(l.cost * Math.exp(-l.logHalfWidth)) + ", " + frameMixFormat(l.cost * Math.exp(l.logHalfWidth)) + "]");
      var vs = l.missing.length ? "" : l.best ? "1" : frameMixRatio(l.vsBest) + (isNaN(l.vsBestLogHalfWidth) ? " [no interval]"
        : " [" + frameMixRatio(l.vsBest * Math.exp(-l.vsBestLogHalfWidth)) + ", " + frameMixRatio(l.vsBest * Math.exp(l.vsBestLogHalfWidth)) + "]");
      rows.push("<tr class=\"" + standing + "\"><td>" + (l.missing.length ? "" : i + 1) + "</td><td>" + l.contender + (l.tied ? " =" : "")
        + "</td><td class=\"n\">" + cost + "</td><td class=\"n\">" + vs + "</td></tr>");
    }
    body.innerHTML = rows.join("");
    note.textContent = bestName ? "Cheapest per frame: " + bestName + "; \"=\": tied with it (the ratio interval to the best contains 1)." : "Set at least one count.";
  }
  var buttons = root.querySelectorAll("button[data-preset]");
  for (var b = 0; b < buttons.length; b++) {
    buttons[b].onclick = function (ev) {
      ev.preventDefault();
      var p = null, id = this.getAttribute("data-preset");
      for (var k = 0; k < data.presets.length; k++) if (data.presets[k].id === id) p = data.presets[k];
      var n = parseInt(form.elements.entities.value, 10);
      for (var i = 0; i < data.operations.length; i++) {
        var op = data.operations[i], f = p.perEntity[op.id] || 0;
        form.elements[op.id].value = op.perEntity > 0 ? f : Math.round(f * n);
      }
      show();
    };
  }
  form.oninput = show;
  form.onchange = show;
  show();
}
