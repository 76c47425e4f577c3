#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# archive.sh PBEMD SRC WORK DEMO_FS DEMO_HG DEMO_TS - `pbemd export` and `pbemd
# replay --archive` (issue 12 items 4 and 5):
#   - each finished demo game exports as a static site and a game.json;
#   - the archive alone (no database, no keys) re-adjudicates with
#     identical hashes;
#   - a tampered archive (one sealed sheet, one event) is caught and the
#     phase named;
#   - a game still in play exports as the referee's only, and says so;
#   - the site opens from file:// in a real headless Chromium: the index
#     lists the phases, a phase page shows its events (screenshots kept in
#     WORK for a human to look at).
set -eu
PBEMD=$1 SRC=$2 WORK=$3 DEMO_FS=$4 DEMO_HG=$5 DEMO_TS=$6
export PBEMD_FAKE_SECRET=archive-v1
. "$SRC/integration/lib.sh"
setup		# a fresh game g1 in $H, started: phase 1 open

for pair in "far-side:$DEMO_FS" "highest-ground:$DEMO_HG" "strongest:$DEMO_TS"; do
	rules=${pair%%:*} home=${pair#*:}
	out=$WORK/site-$rules
	"$PBEMD" --home "$home" export demo "$out" > "$WORK/export-$rules.txt" 2>&1 ||
	    fail "$rules: export failed: $(cat "$WORK/export-$rules.txt")"
	[ -f "$out/index.html" ] && [ -f "$out/game.json" ] && [ -f "$out/phase-001.html" ] &&
	    ok "$rules: exported (index, phase pages, game.json)" || fail "$rules: site incomplete"
	grep -q "the whole game, revealed" "$WORK/export-$rules.txt" &&
	    ok "$rules: a finished game is revealed whole" || fail "$rules: not public"
	grep -q "referee-only" "$out/index.html" && fail "$rules: a finished game marked referee-only" || true
	# the archive alone: moved away from the home, no database, no keys
	mv "$out" "$WORK/moved-$rules"
	"$PBEMD" --home /nonexistent replay --archive "$WORK/moved-$rules" > "$WORK/r.txt" 2>&1 &&
	    grep -q "all hashes identical" "$WORK/r.txt" &&
	    ok "$rules: replay --archive: identical hashes, no database, no keys" ||
	    fail "$rules: replay --archive: $(cat "$WORK/r.txt")"
	# tampering: one sealed sheet, then one event
	for what in sheet event; do
		t=$WORK/tampered-$rules-$what
		rm -rf "$t" && cp -r "$WORK/moved-$rules" "$t"
		/usr/bin/python3 - "$t/game.json" "$what" <<'PY'
import json, sys
p, what = sys.argv[1], sys.argv[2]
a = json.load(open(p))
for ph in a["phases"][2:]:
    if what == "sheet" and ph.get("sheets"):
        ph["sheets"][0]["text"] += "\n"
        break
    if what == "event" and ph.get("events", "[]") != "[]":
        ev = json.loads(ph["events"])
        ev[0]["text"] += " (edited)"
        ph["events"] = json.dumps(ev, sort_keys=True, separators=(",", ":"))
        break
print(ph["seq"])
json.dump(a, open(p, "w"))
PY
		seq=$(/usr/bin/python3 -c "import json,sys; a=json.load(open(sys.argv[1]))
for ph in a['phases'][2:]:
    if ('$what'=='sheet' and ph.get('sheets')) or ('$what'=='event' and ph.get('events','[]')!='[]'):
        print(ph['seq']); break" "$t/game.json")
		if "$PBEMD" replay --archive "$t" > "$WORK/r.txt" 2>&1; then
			fail "$rules: a tampered $what was not caught"
		else
			grep -q "phase $seq" "$WORK/r.txt" &&
			    ok "$rules: a tampered $what is caught and phase $seq named" ||
			    fail "$rules: tampered $what: $(cat "$WORK/r.txt")"
		fi
	done
done

# A game in play: the export is the referee's, and every page says so.
pbemd export g1 "$WORK/site-inplay" > "$WORK/e.txt"
grep -q "REFEREE ONLY" "$WORK/e.txt" && grep -q 'id="referee-only"' "$WORK/site-inplay/index.html" &&
    grep -q 'id="referee-only"' "$WORK/site-inplay/phase-001.html" &&
    ok "a game in play exports as the referee's only, marked on every page" ||
    fail "in-play export not marked"
# Players by their keys' names; their mail addresses only when asked.
grep -q '@' "$WORK/site-inplay/index.html" && fail "an address on the index unasked" ||
    ok "the index names players without their mail addresses"
pbemd export --addresses g1 "$WORK/site-addr" > "$WORK/e.txt"
grep -q '@' "$WORK/site-addr/index.html" &&
    ok "export --addresses adds the players' mail addresses" ||
    fail "export --addresses: no address on the index"

# A real browser, from file://.
CHROME=$(command -v chromium || true)
if [ -z "$CHROME" ]; then
	fail "chromium is not installed (scripts/install-deps installs it)"
else
	for rules in far-side highest-ground strongest; do
		site=$WORK/moved-$rules
		flags="--headless --no-sandbox --disable-gpu --disable-quic --no-first-run
		    --disable-background-networking --disable-component-update --disable-sync
		    --user-data-dir=$WORK/chrome-$rules --allow-file-access-from-files"
		# shellcheck disable=SC2086
		timeout 120 "$CHROME" $flags --dump-dom "file://$site/index.html" \
		    > "$WORK/dom-index-$rules.html" 2>/dev/null || true
		grep -q 'phase-001.html' "$WORK/dom-index-$rules.html" &&
		    grep -q 'all hashes identical' "$WORK/dom-index-$rules.html" &&
		    ok "$rules: Chromium loads the index from file:// (phases, verification)" ||
		    fail "$rules: index DOM"
		# the story first: scenario, players by name, result, final map,
		# a thumbnail and headline per phase; the hashes after them
		/usr/bin/python3 - "$WORK/dom-index-$rules.html" "$site" <<'PY' &&
import html, os, re, sys
d, site = open(sys.argv[1]).read(), sys.argv[2]
def one(pat):
    m = re.search(pat, d, re.S)
    assert m, pat
    return html.unescape(m.group(1)).strip()
scen = one(r'id="scenario">(.*?)<')
assert scen and scen != "demo", scen
players = re.findall(r'class="player">(.*?)<', d)
assert len(players) >= 2 and all(p.endswith(" player") for p in players), players
assert "@" not in d, "a mail address on the index"
res = one(r'id="result">(.*?)<')
assert "wins" in res or "draw" in res.lower() or "victory" in res.lower(), res
fin = one(r'id="final-map" src="(phase-\d+\.png)"')
assert os.path.getsize(os.path.join(site, fin)) > 1000, fin
assert re.search(r'<a href="%s"><img id="final-map"' % fin, d), "final map not linked"
rows = re.findall(r'<td class="headline">(.*?)</td>', d)
thumbs = re.findall(r'src="(thumb-\d+\.png)"', d)
assert len(rows) >= 10 and len(thumbs) >= len(rows) - 1, (len(rows), len(thumbs))
for t in thumbs:
    assert os.path.getsize(os.path.join(site, t)) < 60000, t
news = [r for r in rows if not r.startswith("manoeuvre")]
assert news, "no phase has a headline"
assert d.index('id="phases"') < d.index('id="hashes"'), "hashes before the story"
print(scen, "|", ", ".join(players), "|", res, "|", fin, "|", len(thumbs), "thumbnails |", news[-1])
PY
		    ok "$rules: the index tells the story: scenario, players, result, final map, a thumbnail and headline per phase, then the hashes" ||
		    fail "$rules: the index's story"
		grep -q '<a id="full-map" href="phase-003.png">' "$site/phase-003.html" &&
		    ok "$rules: phase 3's map is linked at full size" ||
		    fail "$rules: phase 3's map not linked at full size"
		# shellcheck disable=SC2086
		timeout 120 "$CHROME" $flags --dump-dom "file://$site/phase-003.html" \
		    > "$WORK/dom-phase-$rules.html" 2>/dev/null || true
		grep -q 'id="map"' "$WORK/dom-phase-$rules.html" &&
		    [ "$(head -c 8 "$site/phase-003.png" | od -An -tx1 | tr -d ' ')" = 89504e470d0a1a0a ] &&
		    ok "$rules: phase 3's page shows its map (a valid PNG)" ||
		    fail "$rules: phase 3 has no map picture"
		n=$(grep -c '<li>' "$WORK/dom-phase-$rules.html" || true)
		[ "$n" -gt 0 ] && ok "$rules: Chromium shows phase 3's $n events" ||
		    fail "$rules: phase page DOM has no events"
		for page in index phase-003; do
			# shellcheck disable=SC2086
			timeout 120 "$CHROME" $flags --window-size=1100,1400 \
			    --screenshot="$WORK/shot-$rules-$page.png" \
			    "file://$site/$page.html" >/dev/null 2>&1 || true
		done
		[ -s "$WORK/shot-$rules-index.png" ] &&
		    ok "$rules: screenshots kept in $WORK" || fail "$rules: no screenshot"
	done
fi
echo "$fails failed"
[ "$fails" -eq 0 ]
