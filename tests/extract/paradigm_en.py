"""A compositional paradigm of English attribution: dialogue items built by crossing independent
dimensions, each with its gold owner / relay chain / kind computed by construction.

Run ``python tests/extract/paradigm_en.py [N] [--cells] [--fails DIM=VALUE ...]`` for accuracy per
dimension value and per pair of dimensions; ``tests/extract/test_en_paradigm.py`` samples it in CI.

Dimensions (an item takes one value of each that applies to its kind):
- ``kind``: hearsay (somebody else's view, relayed by the speaker), first (the speaker's own
  view), record (a third-person or shared happening: an Event/Fact and no Claim), asked (a
  reported question: no claim of its content);
- ``source``: how the holder is named; ``frame``: how the report is framed; ``content``: what is
  reported; ``opener``; ``register`` (spoken, texting, texting with abbreviations, a typo);
  ``nesting`` (one or two levels).
All vocabulary is invented here (no data file's names, topics or sentences).
"""

from __future__ import annotations

import random
import sys
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime
from itertools import combinations

# people: (name, gender) — gender picks he/she/they for pronoun sources
PEOPLE = [
    ("Ysmay", "f"), ("Aldwyn", "m"), ("Briallen", "f"), ("Tegwen", "f"), ("Caradoc", "m"),
    ("Rozenn", "f"), ("Sennen", "m"), ("Nessa", "f"), ("Yestin", "m"), ("Eseld", "f"),
    ("Gerens", "m"), ("Ysolt", "f"), ("Hedyn", "m"), ("Demelza", "f"), ("Kitto", "m"),
]
SPEAKER_PAIRS = [("Pellinor", "Jenifry"), ("Morvoren", "Tryphan"), ("Ebrel", "Maddern")]
KIN = ["landlord", "flatmate", "coach", "sister", "brother", "mum", "boss", "neighbour", "cousin"]
ROLES = ["the manager", "the landlord", "the receptionist", "the coach", "the caretaker"]
APPOS = ["the new sous chef", "my old tutor", "the one from the bell-ringers", "our lodger"]
# things: (noun phrase, a place-like noun for records)
THINGS = [
    "the new ramen bar", "the kiln workshop", "the night market", "the bouldering barn",
    "the canal tour", "the coracle club", "the escape room", "the glasshouse cafe",
]
EVAL_THING = [("is overpriced", "-"), ("is brilliant", "+"), ("was a massive letdown", "-"),
              ("is cheap as chips", "+"), ("is a bit of a dump", "-")]
EVAL_THING_NEG = [("isn't worth it", "-"), ("isn't any good", "-"), ("wasn't that bad", "+")]
EVAL_PERSON = [("is really lazy", "-"), ("was rude to everyone", "-"),
               ("is brilliant at her job", "+"), ("is a nightmare to work with", "-")]
EVAL_IT = [("it was fun", "+"), ("it's a rip-off", "-"), ("it was dead boring", "-")]
HEDGED = [("is kinda overpriced", "-"), ("is sort of a mess", "-"), ("is a bit pricey", "-")]
FACTS = ["closes on Mondays now", "is moving across town in June", "has changed hands",
         "shuts at nine on weekdays"]
BARE = ["money down the drain", "overpriced tbh", "so good", "absolute shambles",
        "kinda meh ngl", "worth every penny"]
PLURALS = [("Ferrets", "are a nightmare to look after"), ("Snapdragons", "are easy to grow"),
           ("Hammocks", "are overrated")]
OPENERS = ["", "oh", "lol", "anyway", "honestly", "wait", "dunno but", "ha", "so", "ok so",
           "tbh"]


@dataclass
class Item:
    dims: dict[str, str]
    turns: list[tuple[str, str]]  # (speaker, text); the last turn is the one scored
    kind: str  # "claim" | "record" | "noclaim"
    owner: str = ""
    owner_alt: list[str] = field(default_factory=list)
    relayed_by: list[str] = field(default_factory=list)
    thing_target: bool = False  # the claim is about a thing, never a person
    people: set[str] = field(default_factory=set)  # who may be mentioned at all
    # further views the turn must also give: (owner, relayed_by); and a record beside the view
    also: list[tuple[str, list[str]]] = field(default_factory=list)
    also_record: bool = False
    thing_head: str = ""  # the head noun a thing target must contain


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


def _sent(opener: str, body: str) -> str:
    if not opener:
        return _cap(body)
    sep = " " if opener in ("dunno but", "so", "ok so") else ", "
    return _cap(opener) + sep + body


_TEXT_SUBS = [(" you ", " u "), (" your ", " ur "), (" because ", " bc "), (" right now", " rn"),
              ("I don't know", "idk")]


def texting(text: str, abbrev: bool) -> str:
    """Lower case, no apostrophes, no quotation marks; with ``abbrev`` u/ur/bc/rn/idk."""
    t = " " + text + " "
    if abbrev:
        for a, b in _TEXT_SUBS:
            t = t.replace(a, b)
    t = t.strip().replace("'", "").replace('"', "").lower()
    t = t.replace(" i ", " i ").rstrip(".")
    return t


def typo(text: str, rng: random.Random, avoid: Iterable[str]) -> str:
    words = text.split(" ")
    bad = {a.lower() for a in avoid}
    cands = [i for i, w in enumerate(words)
             if len(w) >= 6 and w.isalpha() and w.lower() not in bad]
    if not cands:
        return text
    i = rng.choice(cands)
    w = words[i]
    j = rng.randrange(2, len(w) - 1)
    words[i] = w[:j] + w[j + 1:]
    return " ".join(words)


# the frames: name → (template, forms). {S} source, {Sobj} object form, {Sposs} possessive,
# {V:<3sg>|<plain>} an agreeing verb, {C} the reported clause, {Q} the quoted words
FRAMES = {
    "says": "{S} {V:says|say} {C}",
    "said": "{S} said {C}",
    "told_me": "{S} told me {C}",
    "told_me_that": "{S} told me that {C}",
    "reckons": "{S} {V:reckons|reckon} {C}",
    "thinks": "{S} {V:thinks|think} {C}",
    "doesnt_think": "{S} {V:doesn't|don't} think {C}",
    "goes": '{S} {V:goes|go} "{Q}"',
    "was_like": '{S} {V:was|were} like "{Q}"',
    "according_to": "according to {Sobj}, {C}",
    "take_is": "{Sposs} take is that {C}",
    "word_is_from": "word is {C}. heard it from {Sobj}",
    "apparently_told": "apparently {C}, {S} told me",
    "heard_from": "I heard from {Sobj} that {C}",
    "mentioned": "{S} mentioned that {C}",
    "texted": "{S} texted that {C}",
    "swears": "{S} {V:swears|swear} {C}",
    "keeps_saying": "{S} {V:keeps|keep} saying {C}",
    "quote_said": '"{Q}," {S} said',
    "post_said": "{C}, {S} said",
    "asked_whether": "{S} asked whether {C}",
    # second round: drawn with their own random stream (see ``generate``)
    "was_saying": "{S} {V:was|were} saying {C}",
    "might_have_said": "{S} might have said {C}",
    "supposedly_said": "{S} supposedly said {C}",
    "quote_after": '{S} said "{Q}"',
    "quote_told": '{S} told me "{Q}"',
    "did_you_hear": "did you hear {S} {V:says|say} {C}?",
    "never_said": "{S} never said {C}",
}
FRAMES2 = ["was_saying", "might_have_said", "supposedly_said", "quote_after", "quote_told",
           "did_you_hear", "never_said"]
# ('did you hear X says …?' passes X's report on: knowing and hearing take it as told — s41)
NOCLAIM_FRAMES = {"asked_whether", "never_said"}
# what follows the report in the same turn: the speaker's own verdict, a contrast, a second
# report by another source, a record
TAILS = ["none", "none", "none", "own_verdict", "own_but", "second_report", "second_but",
         "record"]
QUOTE_FRAMES = {"goes", "was_like", "quote_said", "quote_after", "quote_told"}
SOURCES = ["name", "my_kin", "my_kin_name", "pron_prev", "pron_same", "pron_kin", "you", "x_kin",
           "apposition", "role", "voc_your_kin"]
CONTENTS = ["eval_thing", "eval_thing_neg", "eval_person", "eval_it", "hedged", "fact", "bare",
            "plural_subject", "plan"]
FIRST_FORMS = ["found", "not_a_fan", "if_you_ask_me", "thought_it", "bare_reply", "dont_think",
               "honestly", "plain_eval"]
RECORD_FORMS = ["started_at", "x_and_i", "habit", "pron_moved", "tldr", "psa", "my_kin_fixed",
                "got_job", "pron_role", "prodrop"]


def _pron(g: str) -> tuple[str, str, str]:
    return {"f": ("she", "her", "her"), "m": ("he", "him", "his"),
            "n": ("they", "them", "their")}[g]


def make_item(rng: random.Random, kind: str | None = None, **fixed: str) -> Item:
    kind = kind or rng.choice(["hearsay"] * 6 + ["first", "record", "asked"])
    a, b = rng.choice(SPEAKER_PAIRS)  # a asks, b answers (b's turn is scored)
    if rng.random() < 0.5:
        a, b = b, a
    people = rng.sample(PEOPLE, 3)
    (x, xg), (p2, _), (x2, _) = people
    thing = rng.choice(THINGS)
    opener = fixed.get("opener", rng.choice(OPENERS))
    register = fixed.get("register", rng.choice(["spoken", "spoken", "texting", "texting_abbrev",
                                                  "typo"]))
    dims = {"kind": kind, "opener": opener or "none", "register": register}
    allowed = {a, b, x, p2, x2}
    if kind == "record":
        return _record(rng, dims, a, b, x, xg, thing, opener, register, allowed, fixed)
    if kind == "first":
        return _first(rng, dims, a, b, x, thing, opener, register, allowed, fixed)
    return _hearsay(rng, dims, kind, a, b, x, xg, p2, x2, thing, opener, register, allowed, fixed)


def _finish(rng: random.Random, item: Item, register: str) -> Item:
    spk, text = item.turns[-1]
    if register.startswith("texting"):
        text = texting(text, register == "texting_abbrev")
        item.turns = [(s, texting(t, False)) for s, t in item.turns[:-1]] + [(spk, text)]
    return item


def _record(rng, dims, a, b, x, xg, thing, opener, register, allowed, fixed) -> Item:
    form = fixed.get("form", rng.choice(RECORD_FORMS))
    dims["form"] = form
    setup = rng.choice(["Any news?", f"What's {x} up to these days?", "How was your week?"])
    place = thing.removeprefix("the ")
    s, _, _ = _pron(xg)
    body = {
        "started_at": f"{x} started work at {thing} last Monday.",
        "x_and_i": f"{x} and I went to {thing} on Saturday.",
        "habit": f"{x} goes swimming every Sunday.",
        "pron_moved": f"{s} moved out in May.",
        "tldr": "tl;dr the lift is broken till Friday.",
        "psa": f"psa: the {place} quiz is cancelled tonight.",
        "my_kin_fixed": f"my {rng.choice(KIN)} fixed the boiler yesterday.",
        "got_job": f"{x} got a job at {thing} in March.",
        # 'she's duty manager tonight': a role held, said with a pronoun (texting: 'shes')
        "pron_role": f"{s}'s {rng.choice(['duty manager', 'on nights', 'head cook'])} tonight.",
        # 'saw Ysmay at the market yesterday': the first person left out
        "prodrop": f"saw {x} at {thing} {rng.choice(['yesterday', 'yday', 'last night'])}.",
    }[form]
    if form in ("pron_moved", "pron_role"):
        setup = f"Have you heard from {x} lately?"
    if register == "typo":
        body = typo(body, rng, allowed)
    turns = [(a, setup), (b, _sent(opener, body))]
    return _finish(rng, Item(dims, turns, "record", people=allowed), register)


def _first(rng, dims, a, b, x, thing, opener, register, allowed, fixed) -> Item:
    form = fixed.get("form", rng.choice(FIRST_FORMS))
    dims["form"] = form
    adj = rng.choice(["lazy", "overpriced", "a bit dull", "brilliant", "way too loud"])
    setup = rng.choice([f"Have you been to {thing} yet?", f"How was {thing}?",
                        f"What did you make of {thing}?"])
    bare = rng.choice(BARE)
    body = {
        "found": f"I found {thing} {adj}.",
        "not_a_fan": f"not a fan of {thing}.",
        "if_you_ask_me": f"{thing} is a dump if you ask me.",
        "thought_it": "I thought it was fun.",
        "bare_reply": f"{bare}.",
        "dont_think": f"I don't think {thing} is worth it.",
        "honestly": f"{thing} is {adj}, honestly.",
        "plain_eval": f"{thing} is {adj}.",
    }[form]
    if register == "typo":
        body = typo(body, rng, allowed)
    turns = [(a, setup), (b, _sent(opener, body))]
    item = Item(dims, turns, "claim", owner=b, relayed_by=[], thing_target=True, people=allowed)
    return _finish(rng, item, register)


def _hearsay(rng, dims, kind, a, b, x, xg, p2, x2, thing, opener, register, allowed,  # noqa: C901
             fixed) -> Item:
    source = fixed.get("source", rng.choice(SOURCES))
    frame = fixed.get("frame", rng.choice(list(FRAMES)[:21]))
    if fixed.get("frame2") and kind == "hearsay":
        frame = fixed["frame2"]
    if frame in NOCLAIM_FRAMES:
        kind = dims["kind"] = "asked"
    if kind == "asked" and frame not in NOCLAIM_FRAMES:
        frame = "asked_whether"
    content = fixed.get("content", rng.choice(CONTENTS))
    nesting = fixed.get("nesting", rng.choice(["1", "1", "2"]))
    tail = fixed.get("tail", "none") if kind == "hearsay" else "none"
    if nesting == "2" and (source not in ("name", "pron_prev", "x_kin", "my_kin", "my_kin_name")
                           or frame not in ("says", "said", "told_me", "mentioned", "heard_from",
                                            "according_to")):
        nesting = "1"
    if source in ("pron_prev", "pron_same", "pron_kin") and frame in (
            "post_said", "quote_said", "apparently_told") and content == "eval_person":
        content = "eval_thing"  # 'X is lazy, she said': whose 'she' is unclear to people too
    if content == "bare" and frame not in QUOTE_FRAMES:
        content = "eval_thing"
    if frame == "asked_whether" and content in ("bare",):
        content = "eval_thing"
    if tail != "none":
        nesting = "1"
        if frame in ("post_said", "quote_said", "apparently_told", "word_is_from"):
            tail = "none"  # a source after the report, then more: whose is unclear
    dims.update(source=source, frame=frame, content=content, nesting=nesting)
    if kind == "hearsay":
        dims["tail"] = tail
    s_nom, s_obj, s_poss = _pron(xg)
    plural = False
    setup = rng.choice([f"How's {thing} doing?", "Any news?", f"Did you ever try {thing}?"])
    # the holder
    if source == "name":
        S, owner = x, x
    elif source == "my_kin":
        kin = rng.choice(KIN)
        S, owner = f"my {kin}", f"{b}'s {kin}"
    elif source == "my_kin_name":  # 'my mate Ysmay says …': the name is the holder
        S, owner = f"my {rng.choice(['mate', 'pal', 'cousin', 'flatmate'])} {x}", x
    elif source == "pron_prev":
        S, owner = s_nom, x
        plural = s_nom == "they"
        setup = rng.choice([f"I saw {x} at {thing} yesterday.", f"Did {x} go to {thing}?",
                            f"{x} was asking about {thing}.", f"Is {x} on shift tonight?"])
    elif source == "pron_same":
        S, owner = s_nom, x
        plural = s_nom == "they"
    elif source == "pron_kin":
        kin = rng.choice(KIN)
        S, owner = f"{s_poss} {kin}", f"{x}'s {kin}"
        setup = rng.choice([f"I saw {x} at {thing} yesterday.", f"{x} was asking about {thing}."])
    elif source == "you":
        S, owner = "you", a
        plural = True
    elif source == "x_kin":
        kin = rng.choice(KIN)
        S, owner = f"{x}'s {kin}", f"{x}'s {kin}"
    elif source == "apposition":
        S, owner = f"{x}, {rng.choice(APPOS)},", x
    elif source == "role":
        role = rng.choice(ROLES)
        S, owner = role, role
    else:  # voc_your_kin: "Jenifry, your sister said …" (the addressee's kin)
        kin = rng.choice(KIN)
        S, owner = f"your {kin}", f"{a}'s {kin}"
    owner_alt = [f"{b}'s {owner.removeprefix('the ')}"] if source == "role" else []
    # the content
    thing_target = True
    if content == "eval_thing":
        c = f"{thing} {rng.choice(EVAL_THING)[0]}"
    elif content == "eval_thing_neg":
        c = f"{thing} {rng.choice(EVAL_THING_NEG)[0]}"
    elif content == "eval_person":
        c = f"{p2} {rng.choice(EVAL_PERSON)[0]}"
        thing_target = False
    elif content == "eval_it":
        c = rng.choice(EVAL_IT)[0]
        if source != "pron_prev" and source != "pron_kin":
            setup = rng.choice([f"Did anyone go to {thing}?", f"Anyone tried {thing}?"])
        else:
            setup = setup if thing in setup else f"{x} went to {thing}, didn't they?"
    elif content == "hedged":
        c = f"{thing} {rng.choice(HEDGED)[0]}"
    elif content == "fact":
        c = f"{thing} {rng.choice(FACTS)}"
    elif content == "bare":
        c = rng.choice(BARE)
    elif content == "plural_subject":
        noun, pred = rng.choice(PLURALS)
        c = f"{noun.lower()} {pred}"
    else:  # plan: "they'll scrap X" — the target is the thing
        c = f"they'll scrap {thing}"
    # the head noun the view's target must hold (a thing named in the content; not 'it', a
    # person or a bare evaluation)
    head = {"plural_subject": c.split()[0]}.get(content, thing.split()[-1])
    if content in ("eval_it", "eval_person", "bare") or nesting == "2":
        head = ""
    if register == "typo":  # a typo in the reported words, never in the frame's
        c = typo(c, rng, allowed)
    relay = [b]
    if nesting == "2":
        kin2 = rng.choice(["brother", "sister", "boss", "flatmate"])
        first = owner
        poss = {"x_kin": "their", "my_kin": "their"}.get(source, s_poss)
        obj = {"x_kin": "them", "my_kin": "them"}.get(source, s_obj)
        if rng.random() < 0.5:
            c = f"{poss} {kin2} told {obj} {c}"
            owner = f"{first}'s {kin2}"
        else:
            c = f"{x2} {rng.choice(['thinks', 'reckons', 'said'])} {c}"
            owner = x2
        relay = [b, first]
        owner_alt = []
        thing_target = thing_target and content != "eval_person"
    q = c if content == "bare" else _cap(c)
    tmpl = FRAMES[frame]
    verb_forms = {}
    import re

    def verb(m: re.Match[str]) -> str:
        sg, pl = m.group(1).split("|")
        return pl if plural else sg

    body = re.sub(r"\{V:([^}]*)\}", verb, tmpl)
    s_obj_form = {"you": "you", "pron_prev": s_obj, "pron_same": s_obj}.get(source, S)
    s_poss_form = (
        {"you": "your", "pron_prev": s_poss, "pron_same": s_poss}.get(source)
        or (S.rstrip(",") + "'s")
    )
    if source == "apposition" and frame in ("according_to", "heard_from", "word_is_from"):
        s_obj_form = S.rstrip(",")
    if source == "apposition" and frame in ("post_said", "quote_said", "apparently_told"):
        S = S.rstrip(",")
    if frame == "take_is" and source == "apposition":
        s_poss_form = x + "'s"
    body = body.replace("{Sobj}", s_obj_form).replace("{Sposs}", s_poss_form)
    body = body.replace("{S}", S).replace("{C}", c).replace("{Q}", q)
    del verb_forms
    body = body.replace(",,", ",")
    if not body.endswith((".", '"')):
        body += "."
    if frame == "quote_said":
        body = body.rstrip(".") + "."
    if frame == "did_you_hear":
        body = body.rstrip(".")
    also: list[tuple[str, list[str]]] = []
    also_record = False
    other = rng.choice([t for t in THINGS if t != thing])
    verdict = rng.choice(["overpriced", "brilliant", "a bit grim", "fine"])
    if tail != "none" and body.endswith('"'):
        body += "."  # a quotation closing a sentence that more follows
    if tail == "own_verdict":
        body += f" I think it's {verdict} though."
        also.append((b, []))
    elif tail == "own_but":
        body = body.rstrip(".") + f", but I reckon {other} is {verdict}."
        also.append((b, []))
    elif tail == "second_report":
        body += f" And {x2} reckons {other} is {verdict}."
        also.append((x2, [b]))
    elif tail == "second_but":
        body = body.rstrip(".") + f", but {x2} thinks {other} is {verdict}."
        also.append((x2, [b]))
    elif tail == "record":
        body += f" {x2} started work at {other} last Monday."
        also_record = True
    lead = _sent(opener, body)
    if source == "pron_same":
        lead = _sent(opener, f"I bumped into {x} yesterday. {_cap(body)}")
    elif source == "voc_your_kin":
        lead = f"{a}, {body}" if not opener else _sent(opener, f"{a}, {body}")
    turns = [(a, setup), (b, lead)]
    if kind == "asked":
        return _finish(rng, Item(dims, turns, "noclaim", people=allowed), register)
    item = Item(dims, turns, "claim", owner=owner, owner_alt=owner_alt, relayed_by=relay,
                thing_target=thing_target, people=allowed, also=also, also_record=also_record,
                thing_head=head)
    return _finish(rng, item, register)


def generate(n: int, seed: int = 13) -> list[Item]:
    """The first round's items are unchanged by the second round's dimensions: those are drawn
    from a second random stream (a new frame for a quarter of the reports, a tail for each)."""
    rng = random.Random(seed)
    rng2 = random.Random(seed * 7919 + 1)
    out = []
    for _ in range(n):
        fixed = {"tail": rng2.choice(TAILS)}
        if rng2.random() < 0.25:
            fixed["frame2"] = rng2.choice(FRAMES2)
        out.append(make_item(rng, **fixed))
    return out


def _norm(name: str) -> str:
    from cogmem_rdf.bench.natural import natural_name

    return natural_name(name)


@dataclass
class Scored:
    item: Item
    ok: bool
    target_ok: bool
    mentions_ok: bool
    got: list[tuple[str, list[str], str, str]]
    mentions: list[str]


def score(items: list[Item]) -> list[Scored]:
    from cogmem_rdf.extract.rules import RuleExtractor
    from cogmem_rdf.models import TurnIn

    turns: list[TurnIn] = []
    last: list[str] = []
    for i, it in enumerate(items):
        for j, (spk, text) in enumerate(it.turns):
            turns.append(TurnIn(session=f"p{i}", date=datetime(2026, 3, 4), turn=f"p{i}:{j}",
                                speaker=spk, text=text, lang="en", seq=len(turns)))
        last.append(f"p{i}:{len(it.turns) - 1}")
    xs = {x.turn: x for x in RuleExtractor().extract(turns, [])}
    out = []
    for it, tid in zip(items, last, strict=True):
        x = xs[tid]
        got = [(c.owner, list(c.relayed_by), c.target, c.target_kind) for c in x.claims]
        people = {_norm(p) for p in it.people}
        mentions_ok = all(
            _norm(m) in people or "'s " in m or m == "someone" or m.lower().startswith("the ")
            for m in x.mentions)
        target_ok = True
        if it.kind == "record":
            ok = bool(x.events or x.facts) and not x.claims
        elif it.kind == "noclaim":
            ok = not x.claims
        else:
            names = {_norm(n) for n in [it.owner, *it.owner_alt]}
            mine = [c for c in x.claims if _norm(c.owner) in names
                    and [_norm(r) for r in c.relayed_by] == [_norm(r) for r in it.relayed_by]]
            ok = bool(mine)
            if ok and it.thing_target:
                target_ok = any(c.target_kind != "person" for c in mine)
            if ok and it.thing_head:  # the view is about the thing, not a verb or a person
                target_ok = target_ok and any(it.thing_head in c.target.lower() for c in mine)
            for own, rel in it.also:
                ok = ok and any(_norm(c.owner) == _norm(own)
                                and [_norm(r) for r in c.relayed_by] == [_norm(r) for r in rel]
                                for c in x.claims)
            if it.also_record:
                ok = ok and bool(x.events or x.facts)
        out.append(Scored(it, ok, target_ok, mentions_ok, got, list(x.mentions)))
    return out


def table(scored: list[Scored], cells: bool = False, metric: str = "ok") -> str:
    per: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    pair: dict[tuple[str, str, str, str], list[int]] = defaultdict(lambda: [0, 0])
    for s in scored:
        v = getattr(s, metric)
        for k, val in s.item.dims.items():
            per[(k, val)][0] += v
            per[(k, val)][1] += 1
        if cells:
            for (k1, v1), (k2, v2) in combinations(sorted(s.item.dims.items()), 2):
                pair[(k1, v1, k2, v2)][0] += v
                pair[(k1, v1, k2, v2)][1] += 1
    lines = [f"{metric}: overall {sum(getattr(s, metric) for s in scored) / len(scored):.3f} "
             f"(n={len(scored)})"]
    for (k, val), (good, n) in sorted(per.items()):
        lines.append(f"  {k:9s} {val.replace(' ', '_'):16s} {good / n:.3f}  n={n}")
    if cells:
        # a cell well below both of its values' marginals names a gap of the pair
        lines.append("cells below their marginals (n>=8):")
        marg = {key: g / n for key, (g, n) in per.items()}
        worst = sorted(
            (g / n - min(marg[key[:2]], marg[key[2:]]), g / n, n, key)
            for key, (g, n) in pair.items() if n >= 8)[:40]
        for drop, acc, n, key in worst:
            if drop < -0.15:
                lines.append(f"  {acc:.2f} ({drop:+.2f}) n={n:3d} {key[0]}={key[1]} x "
                             f"{key[2]}={key[3]}")
    return "\n".join(lines)


def per_value(scored: list[Scored], metric: str = "ok") -> dict[tuple[str, str], float]:
    per: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    for s in scored:
        for k, val in s.item.dims.items():
            per[(k, val)][0] += getattr(s, metric)
            per[(k, val)][1] += 1
    return {key: g / n for key, (g, n) in per.items()}


def main(argv: list[str]) -> None:
    n = int(argv[0]) if argv and argv[0].isdigit() else 3000
    items = generate(n)
    scored = score(items)
    print(table(scored, cells="--cells" in argv))
    print(table(scored, metric="target_ok"))
    print(table(scored, metric="mentions_ok"))
    if "--fails" in argv:
        want = [a.split("=", 1) for a in argv[argv.index("--fails") + 1:]]
        shown = 0
        for s in scored:
            if s.ok and ("--all" not in argv or (s.target_ok and s.mentions_ok)):
                continue
            if all(s.item.dims.get(k) == v for k, v in want):
                print("-" * 60)
                print(s.item.dims)
                for spk, t in s.item.turns:
                    print(f"  {spk}: {t}")
                print("  want", s.item.kind, s.item.owner, s.item.relayed_by,
                      "| got", s.got, "| mentions", s.mentions,
                      "" if s.ok else "OWNER/KIND", "" if s.target_ok else "TARGET",
                      "" if s.mentions_ok else "MENTIONS")
                shown += 1
                if shown >= 25:
                    break


if __name__ == "__main__":
    main(sys.argv[1:])
