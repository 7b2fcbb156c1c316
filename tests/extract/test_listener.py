"""Claims about the listener ('you'), English and Korean, on invented dialogue."""

from __future__ import annotations

from datetime import datetime

import pytest

from cogmem_rdf.extract.listener import listeners
from cogmem_rdf.models import Extraction, TurnIn

D = datetime(2024, 6, 12)


def _turn(i: int, speaker: str, text: str, session: str = "s1") -> TurnIn:
    return TurnIn(session=session, date=D, turn=f"{session}:{i}", speaker=speaker, text=text, seq=i)


@pytest.fixture()
def reply(rx):
    """``text`` said by Wulfstan right after Pervinca spoke: the listener is Pervinca."""

    def run(text: str, first: str = "I finally finished the quilt for my aunt.") -> Extraction:
        turns = [_turn(0, "Pervinca", first), _turn(1, "Wulfstan", text)]
        return rx.extract(turns, ["Pervinca", "Wulfstan"])[1]

    return run


def _listener_claims(x: Extraction, listener: str = "Pervinca"):
    return [
        c for c in x.claims if c.target == listener and c.owner == x.speaker and not c.relayed_by
    ]


def test_listener_resolution():
    turns = [_turn(0, "Ana", "a"), _turn(1, "Ana", "b"), _turn(2, "Bo", "c"), _turn(3, "Bo", "d"),
             _turn(4, "Ana", "e"), _turn(5, "Cy", "f", session="s2")]
    assert listeners(turns) == ["Bo", "Bo", "Ana", "Ana", "Bo", None]
    assert listeners([_turn(0, "Ana", "alone")]) == [None]
    assert listeners([_turn(0, "Ana", "x"), _turn(1, "Ana", "y")]) == [None, None]


@pytest.mark.parametrize("text,polarity", [
    ("You're so brave!", "positive"),
    ("Wow, you are incredibly talented.", "positive"),
    ("I'm so proud of you.", "positive"),
    ("That's a great idea, you'll be an amazing teacher.", "positive"),
    ("You were way too harsh on your brother.", "negative"),
    ("I'm a bit disappointed in you.", "negative"),
    ("It's wonderful that you started mentoring teenagers.", "positive"),
    ("I love how you never give up.", "positive"),
])
def test_en_listener_claims(reply, text, polarity):
    x = reply(text)
    cs = _listener_claims(x)
    assert len(cs) == 1, x.claims
    c = cs[0]
    assert (c.owner, c.target, c.target_kind, c.polarity, c.relayed_by) == (
        "Wulfstan",
        "Pervinca",
        "person",
        polarity,
        [],
    )
    assert "Pervinca" in c.content and " you " not in f" {c.content.lower()} "
    assert not x.events and not x.facts


def test_en_listener_thing_keeps_noun(reply):
    c = _listener_claims(reply("Your quilt is lovely."))[0]
    assert c.target == "Pervinca" and c.polarity == "positive" and "quilt" in c.content


def test_en_listener_hedged(reply):
    c = _listener_claims(reply("I think you're really wise."))[0]
    assert c.hedged and c.polarity == "positive"


@pytest.mark.parametrize(
    "text",
    [
        "Are you ok?",
        "Aren't you brave?",
        "Thanks, you're the best!",
        "Thank you so much for your kind words!",
        "Take care!",
        "Good luck with your exam!",
        "Hi Pervinca, great to see you again!",
        "Talk to you soon.",
        "You told me you moved to the coast last year.",
        "You mentioned your sister is amazing.",
        "You must be so proud!",
        "You must feel great.",
        "I hope you have a great time!",
        "You'll have a wonderful trip.",
        "Your sprained wrist sounds awful.",
        "You're right, it's tough.",
        "You can always try again.",
        "Don't be so hard on yourself.",
        "It's great when you find a hobby that suits you.",
        "Your support means a lot to me.",
    ],
)
def test_en_not_listener_claims(reply, text):
    assert not _listener_claims(reply(text))


def test_en_no_listener_without_other_speaker(rx):
    # a session of its own: the shared extractor has heard Pervinca in "s1" (a turn read alone
    # takes the session's last other speaker as its listener)
    x = rx.extract([_turn(0, "Wulfstan", "You're so brave!", session="alone")], ["Wulfstan"])[0]
    assert not x.claims


def test_en_listener_from_next_turn(rx):
    turns = [_turn(0, "Wulfstan", "You're so brave!"), _turn(1, "Pervinca", "Thanks!")]
    assert _listener_claims(rx.extract(turns, ["Pervinca", "Wulfstan"])[0])


def test_en_listener_is_previous_other_speaker(rx):
    turns = [_turn(0, "Pervinca", "I ran my first marathon."), _turn(1, "Wulfstan", "No way."),
             _turn(2, "Wulfstan", "You're amazing!"), _turn(3, "Ferris", "Hello all.")]
    xs = rx.extract(turns, ["Pervinca", "Wulfstan", "Ferris"])
    assert [c.target for c in xs[2].claims] == ["Pervinca"]


def test_en_hearsay_about_listener(reply):
    c = reply("My uncle says you're a brilliant cook.").claims[0]
    assert (c.owner, c.relayed_by, c.target) == ("Wulfstan's uncle", ["Wulfstan"], "Pervinca")


@pytest.fixture()
def reply_ko(rx):
    def run(text: str) -> Extraction:
        turns = [_turn(0, "지수", "나 드디어 이불 다 만들었어."), _turn(1, "하은", text)]
        return rx.extract(turns, ["지수", "하은"])[1]

    return run


@pytest.mark.parametrize("text,polarity", [
    ("너 진짜 대단하다!", "positive"),
    ("넌 너무 성급했어.", "negative"),
    ("네가 만든 이불 정말 예쁘다.", "positive"),
    ("당신은 정말 훌륭해요.", "positive"),
    ("네가 자랑스러워.", "positive"),
])
def test_ko_listener_claims(reply_ko, text, polarity):
    x = reply_ko(text)
    cs = _listener_claims(x, "지수")
    assert len(cs) == 1, x.claims
    assert (cs[0].owner, cs[0].target, cs[0].polarity) == ("하은", "지수", polarity)
    assert "지수" in cs[0].content and not {"너", "넌", "네가", "당신은"} & set(
        cs[0].content.split()
    )


def test_ko_listener_hedged(reply_ko):
    c = _listener_claims(reply_ko("너 정말 잘한 것 같아."), "지수")[0]
    assert c.hedged and c.polarity == "positive"


@pytest.mark.parametrize("text", [
    "너 괜찮아?", "고마워, 너 덕분이야.", "조심해!", "너무 무리하지 마.", "너랑 얘기해서 좋았어.",
    "네가 행복했으면 좋겠어.", "너 걱정돼.", "네, 알겠어요.", "너 행복해 보여.",
])
def test_ko_not_listener_claims(reply_ko, text):
    assert not _listener_claims(reply_ko(text), "지수")


def test_ko_relayed_judgement_of_listener(reply_ko):
    c = reply_ko("민수가 그러는데 너 너무 성급했대.").claims[0]
    assert (c.owner, c.relayed_by, c.target, c.polarity) == ("민수", ["하은"], "지수", "negative")
