"""English rules on invented sentences (no probe or LoCoMo text)."""

from __future__ import annotations

from cogmem_rdf.extract.names import same_person


def test_first_person_event_restored(one):
    x = one("Bernadette", "I sprained my ankle at the climbing gym two weeks ago.")
    assert not x.claims and len(x.events) == 1
    ev = x.events[0]
    assert ev.participants[0] == "Bernadette"
    assert "Bernadette" in ev.text and " I " not in f" {ev.text} " and "my" not in ev.text.split()
    assert ev.time_expression == "two weeks ago"
    assert ev.predicate == "sprain"
    assert "climbing gym" in ev.concepts


def test_habit_is_fact(one):
    x = one("Osvaldo", "I usually bake sourdough bread on Sunday mornings.")
    assert not x.claims and not x.events and len(x.facts) == 1
    f = x.facts[0]
    assert f.subject == "Osvaldo" and "sourdough bread" in f.concepts
    assert "Osvaldo usually bakes sourdough" in f.text


def test_preference_is_likes_fact(one):
    x = one("Marisol", "I love pottery and I go to a ceramics studio every week.")
    assert x.facts and not x.claims
    assert x.facts[0].relation == "likes"
    labels = {c.label for c in x.concepts}
    assert "pottery" in labels
    assert all(c.person == "Marisol" for c in x.concepts)


def test_plan_is_event_with_time(one):
    x = one("Quentin", "We're moving to a bigger flat next spring.")
    assert x.events and x.events[0].time_expression == "next spring"
    assert x.events[0].participants == ["Quentin"]


def test_think_claim(one):
    x = one("Ilse", "I think Torben quitting his band was a brave decision.", ["Ilse", "Torben"])
    assert len(x.claims) == 1
    c = x.claims[0]
    assert (c.owner, c.target, c.relayed_by, c.hedged) == ("Ilse", "Torben", [], True)
    assert c.polarity == "positive"
    assert c.content.startswith("Torben quitting") and "I think" not in c.content


def test_bare_claim_negative(one):
    x = one(
        "Ilse",
        "Torben selling his vintage guitar was a foolish waste of money.",
        ["Ilse", "Torben"],
    )
    c = x.claims[0]
    assert (c.owner, c.target, c.relayed_by, c.hedged) == ("Ilse", "Torben", [], False)
    assert c.polarity == "negative"
    assert not x.events and not x.facts


def test_third_party_blame_is_sympathetic(one):
    x = one(
        "Ilse", "Torben losing the election was entirely the committee's fault.", ["Ilse", "Torben"]
    )
    assert x.claims[0].polarity == "positive"


def test_hearsay_one_level_possessive_owner(one):
    x = one(
        "Wendell",
        "My landlord says Priscilla never pays her rent on time.",
        ["Wendell", "Priscilla"],
    )
    c = x.claims[0]
    assert c.owner == "Wendell's landlord"
    assert c.relayed_by == ["Wendell"] and c.target == "Priscilla"


def test_hearsay_named_source_unknown_to_memory(one):
    x = one(
        "Wendell", "Anouk said Priscilla adopted three cats last month.", ["Wendell", "Priscilla"]
    )
    c = x.claims[0]
    assert (c.owner, c.relayed_by, c.target) == ("Anouk", ["Wendell"], "Priscilla")
    assert not x.events  # a relayed statement is never the speaker's record


def test_hearsay_two_levels(one):
    x = one(
        "Wendell",
        "Anouk told me her uncle thinks Priscilla overpaid for that boat.",
        ["Wendell", "Priscilla"],
    )
    c = x.claims[0]
    assert c.owner == "Anouk's uncle"
    assert c.relayed_by == ["Wendell", "Anouk"]
    assert c.target == "Priscilla" and c.polarity == "negative"


def test_according_to_and_heard_from(one):
    a = one(
        "Wendell", "According to Ferris, Priscilla is moving abroad.", ["Wendell", "Priscilla"]
    ).claims[0]
    b = one(
        "Wendell", "I heard from Ferris that Priscilla is moving abroad.", ["Wendell", "Priscilla"]
    ).claims[0]
    for c in (a, b):
        assert (c.owner, c.relayed_by, c.target) == ("Ferris", ["Wendell"], "Priscilla")


def test_apparently_without_source(one):
    c = one("Wendell", "Apparently Priscilla got engaged.", ["Wendell", "Priscilla"]).claims[0]
    assert c.owner == "someone" and c.relayed_by == ["Wendell"] and c.target == "Priscilla"


def test_interlude_before_reporting_verb(one):
    c = one("Wendell", "My neighbour works at the clinic and says Priscilla broke her wrist.",
            ["Wendell", "Priscilla"]).claims[0]
    assert c.owner == "Wendell's neighbour" and c.relayed_by == ["Wendell"]


def test_owner_never_relayer(one):
    for text in ["Anouk says Priscilla is wasting her talent.",
                 "Anouk told me her mom thinks Priscilla is wasting her talent.",
                 "My coach says Priscilla is wasting her talent."]:
        for c in one("Wendell", text, ["Wendell", "Priscilla"]).claims:
            assert c.owner not in c.relayed_by
            assert c.relayed_by[0] == "Wendell"


def test_said_yes_is_not_hearsay(one):
    x = one(
        "Wendell", "Priscilla said yes to the job offer way too quickly.", ["Wendell", "Priscilla"]
    )
    c = x.claims[0]
    assert c.owner == "Wendell" and c.relayed_by == [] and c.target == "Priscilla"


def test_first_person_said_is_not_relay(one):
    x = one("Wendell", "I said yes when my brother asked me to help.")
    assert not x.claims and x.events


def test_questions_and_greetings_empty(one):
    for text in ["Thanks!", "Hey Priscilla, how are you?", "What did you do last weekend?"]:
        x = one("Wendell", text, ["Wendell", "Priscilla"])
        assert not x.events and not x.facts and not x.claims


def test_vocative_not_target(one):
    x = one("Wendell", "Wow, Priscilla! I adopted a hamster yesterday.", ["Wendell", "Priscilla"])
    assert not x.claims and x.events
    assert "Priscilla" in x.mentions


def test_mentions_include_unknown_subject(one):
    x = one("Wendell", "Ferris told me Priscilla is moving abroad.", ["Wendell", "Priscilla"])
    assert {"Ferris", "Priscilla"} <= set(x.mentions)


def test_claim_possessive_target(one):
    c = one(
        "Wendell",
        "Priscilla's new bakery is going to fail within a year.",
        ["Wendell", "Priscilla"],
    ).claims[0]
    assert c.target == "Priscilla" and same_person(c.owner, "Wendell")
