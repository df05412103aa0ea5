// Cards of the report, drawn one page at a time from the JSON above, so that a
// report of 100,000 quotations opens quickly. Text goes in with textContent only.
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("qv-data").textContent);
  var cards = data.cards;
  var pageSize = data.page;
  var list = document.getElementById("qv-cards");
  var count = document.getElementById("qv-count");
  var pageInfo = document.getElementById("qv-page");
  var selects = {
    l: document.getElementById("f-lang"),
    r: document.getElementById("f-reason"),
    g: document.getElementById("f-group"),
    o: document.getElementById("f-outcome")
  };
  var GROUP_NAMES = { verified: "verified", refused: "refused", none: "no verdict", error: "error" };
  var filtered = cards;
  var page = 0;

  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) { node.className = cls; }
    if (text !== undefined && text !== null) { node.textContent = String(text); }
    return node;
  }

  function fill(select, field, names) {
    if (!select) { return; }
    var counts = {};
    cards.forEach(function (c) { var v = c[field]; if (v !== "") { counts[v] = (counts[v] || 0) + 1; } });
    Object.keys(counts).sort(function (a, b) { return counts[b] - counts[a] || (a < b ? -1 : 1); })
      .forEach(function (value) {
        var option = el("option", "", ((names && names[value]) || value) + " (" + counts[value] + ")");
        option.value = value;
        select.appendChild(option);
      });
    select.addEventListener("change", apply);
  }

  function segments(parent, segs) {
    segs.forEach(function (seg) {
      if (!seg[1]) { parent.appendChild(document.createTextNode(seg[0])); return; }
      var classes = seg[1].split("").map(function (k) { return "k-" + k; }).join(" ");
      parent.appendChild(el("span", classes, seg[0]));
    });
  }

  function pane(title, segs, before, more, notes) {
    var box = el("div", "pane");
    box.appendChild(el("h4", "", title));
    var text = el("div", "text");
    if (before) { text.appendChild(el("span", "note", "… ")); }
    segments(text, segs || []);
    if (more) { text.appendChild(el("span", "note", " … (" + more + " more characters)")); }
    box.appendChild(text);
    notes.forEach(function (n) { if (n) { box.appendChild(el("div", "note", n)); } });
    return box;
  }

  function card(c) {
    var box = el("div", "card g-" + c.g + (c.o ? " o-" + c.o.replace(/ /g, "-") : ""));
    var head = el("div", "meta");
    head.appendChild(el("span", "badge " + c.g, GROUP_NAMES[c.g] || c.g));
    head.appendChild(document.createTextNode(" "));
    head.appendChild(el("b", "", c.id === null || c.id === undefined ? "(no id)" : c.id));
    if (c.o) { head.appendChild(document.createTextNode(" · ")); head.appendChild(el("b", "", c.o)); }
    if (c.r) { head.appendChild(document.createTextNode(" · reason ")); head.appendChild(el("b", "", c.r)); }
    c.meta.forEach(function (kv) {
      head.appendChild(document.createTextNode(" · " + kv[0] + " "));
      head.appendChild(el("b", "", kv[1]));
    });
    if (c.vl) { head.appendChild(document.createTextNode(" · verdicts line " + c.vl)); }
    if (c.il) { head.appendChild(document.createTextNode(" · input line " + c.il)); }
    box.appendChild(head);
    if (c.err) {
      box.appendChild(el("div", "pane msg", c.err));
      return box;
    }
    var pair = el("div", "pair");
    pair.appendChild(pane("Quotation", c.q, 0, c.qmore, [c.qn, c.dn]));
    var sourceNote = c.sn || (c.src ? "" : "source not available");
    pair.appendChild(pane("Source", c.s, c.before, c.more, [sourceNote]));
    box.appendChild(pair);
    if (c.d && c.d.length) {
      var ul = el("ul", "diff");
      c.d.forEach(function (d) { ul.appendChild(el("li", "", d)); });
      box.appendChild(ul);
    }
    return box;
  }

  function render() {
    list.textContent = "";
    var pages = Math.max(1, Math.ceil(filtered.length / pageSize));
    page = Math.min(Math.max(0, page), pages - 1);
    var fragment = document.createDocumentFragment();
    filtered.slice(page * pageSize, (page + 1) * pageSize).forEach(function (c) { fragment.appendChild(card(c)); });
    list.appendChild(fragment);
    count.textContent = "showing " + filtered.length + " of " + cards.length + " quotations";
    pageInfo.textContent = "page " + (page + 1) + " of " + pages;
  }

  function apply() {
    var want = {};
    Object.keys(selects).forEach(function (k) { if (selects[k] && selects[k].value) { want[k] = selects[k].value; } });
    filtered = cards.filter(function (c) {
      return Object.keys(want).every(function (k) { return String(c[k]) === want[k]; });
    });
    page = 0;
    render();
  }

  fill(selects.l, "l");
  fill(selects.r, "r");
  fill(selects.g, "g", GROUP_NAMES);
  fill(selects.o, "o");
  document.getElementById("qv-prev").addEventListener("click", function () { page -= 1; render(); });
  document.getElementById("qv-next").addEventListener("click", function () { page += 1; render(); });
  render();
  // The cards change the page's height: go to the section the address names once they are drawn.
  if (location.hash.length > 1) {
    var target = document.getElementById(location.hash.slice(1));
    if (target) { target.scrollIntoView(); }
  }
})();
