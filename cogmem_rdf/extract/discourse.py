"""Discourse context: what the conversation has established before a clause is read.

Extraction sees the conversation, not a lone turn. For every turn the extractor gets a
``TurnContext``: the speaker, the addressee ("you") where the turn order tells, and the people
named so far in the session, most recent first. A pronoun or a Korean 걔/그분 that stands for a
person resolves to ``antecedent()``: the most recent named person who is neither the speaker
nor the addressee; failing that, a third participant of the session; failing that ``None``
(the caller writes "someone"). The context is updated sentence by sentence (``note``), so
"I rang Mara on Sunday. She said…" resolves *she* to Mara.

>>> d = Discourse()
>>> ctx = d.turn("s1", speaker="Ana", listener="Bo")
>>> ctx.note("Cleo")
>>> ctx.antecedent()
'Cleo'
>>> d.turn("s1", speaker="Bo", listener="Ana").antecedent()
'Cleo'
>>> d.turn("s2", speaker="Bo", listener="Ana").antecedent() is None
True

A turn leaves cues for the next one ('X 봤어?' leaves the person asked about); a retried turn
reads the cues it read the first time:

>>> q = d.turn("s3", speaker="Ana", turn="t1")
>>> q.leave_cue("asked", "Cleo")
>>> d.turn("s3", speaker="Bo", turn="t2").cue("asked")
'Cleo'
>>> d.turn("s3", speaker="Ana", turn="t3").cue("asked") is None
True
>>> d.turn("s3", speaker="Bo", turn="t2").cue("asked")
'Cleo'

A backchannel — a turn of laughter, an interjection or an emoji only ('lol', 'omg', 'ㅋㅋㅋ', '헐')
— does not take the floor: the turn after it reads the discourse as the turn before it left it
(its cues, what was just asked, who was just named):

>>> q = d.turn("s4", speaker="Ana", turn="u1")
>>> q.leave_cue("asked", "Cleo")
>>> _ = d.turn("s4", speaker="Ana", turn="u2", aside=backchannel("lol"))
>>> d.turn("s4", speaker="Bo", turn="u3").cue("asked")
'Cleo'

and so does the gender a pronoun gave someone later on:

>>> d.turn("s3", speaker="Ana", turn="t4").tell_gender("Cleo", "f")
>>> d.turn("s3", speaker="Bo", turn="t2").gender_of("Cleo") is None
True

The memory keeps the words its writers put in lower case inside a sentence, in any session
(``read_words``): a capitalised word opening a sentence is that word, not a name, where the
conversation uses it as a word (``common``). A turn sees the words of the turns read before it
and its own, and a retried turn the words it saw the first time:

>>> a = d.turn("s5", speaker="Ana", turn="v1")
>>> a.read_words("We had a picnic in the forest. Stone was the theme.")
>>> a.common("forest"), a.common("stone"), a.common("we")
(True, False, False)
>>> b = d.turn("s6", speaker="Bo", turn="v2")
>>> b.read_words("I picked stone for the floor.")
>>> b.common("stone"), d.turn("s5", speaker="Ana", turn="v1").common("stone")
(True, False)
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from .names import name_key

_KEEP = 12  # referents remembered per session: pronouns reach back a few turns, not a whole history
# what an extractor keeps, whatever the size of a file: the sessions seen last (a chat log gives a
# session's turns together; one that resumes after this many others starts afresh) and, per
# session, the context of its last turns (a retried batch re-reads recent turns); unbounded, the
# snapshots grew ~13 MB per 10k turns of ingest (~250 MB on the 50 MB file)
_SESSIONS = 256
_SNAPSHOTS = 512
_MEMORIES = 64  # memories whose lower-case words are kept (``_Words``)


@dataclass
class _Session:
    named: list[str] = field(default_factory=list)  # most recent first
    speakers: list[str] = field(default_factory=list)
    # (target, kind) of the last claim: what "so"/"that" refer to
    topic: tuple[str, str] | None = None
    # who asked for a judgement ('How was the trip?') in this turn / in the turn before
    asked: str | None = None
    prev_asked: str | None = None
    # the person the last sentences were about, kept while they are spoken of by a pronoun or
    # asked about (Centering's backward-looking centre): 'How's X's sister?' — 'She's fine.'
    centre: str | None = None
    # what this turn leaves for the next one to read ('X 봤어?' → the person asked about), and
    # what the turn before left (``cue``): a string, or a tuple (``leave_cue_value``); the
    # snapshots share them, so neither is ever changed in place
    cues: dict[str, Any] = field(default_factory=dict)
    prev_cues: dict[str, Any] = field(default_factory=dict)
    before: dict[str, tuple[
        tuple[str, ...], tuple[str, str] | None, str | None, str | None, dict[str, Any],
        dict[str, str], dict[str, int], dict[str, dict[str, int]], int, dict[str, int]]
    ] = field(default_factory=dict)
    # the gender a pronoun gave a person of the session ('let him go': 'm'), by name key
    gender: dict[str, str] = field(default_factory=dict)
    # the turn each person was last spoken of in, and the turn each speaker last spoke of
    # them in (by name key): each speaker keeps a thread of their own people
    said_at: dict[str, int] = field(default_factory=dict)
    said_by: dict[str, dict[str, int]] = field(default_factory=dict)
    n: int = 0  # turns of the session so far
    last_speaker: str = ""
    # the turn number each speaker last spoke in (before this one)
    spoke: dict[str, int] = field(default_factory=dict)


@dataclass
class _Words:
    """A memory's words written in lower case inside a sentence, each with the turn clock it
    was first seen at, and the clock each turn read at (bounded like the snapshots)."""

    first: dict[str, int] = field(default_factory=dict)
    # capitalised words read in a place's or a thing's slot ('back from Oskarby', 'doing Pilates')
    things: dict[str, int] = field(default_factory=dict)
    clock: int = 0
    at: dict[str, int] = field(default_factory=dict)

    def tick(self, turn: str | None, aside: bool) -> int:
        """The clock of a turn: a retried one's first, an aside the current one, else the next."""
        if turn is not None and turn in self.at:
            return self.at[turn]
        if not aside:
            self.clock += 1
            if turn is not None:
                self.at[turn] = self.clock
                if len(self.at) > _SNAPSHOTS * 8:
                    del self.at[next(iter(self.at))]
        return self.clock


# a word inside a sentence: lower case letters only, after a letter, digit, comma or the like
_INNER_WORD = re.compile(r"(?<![.!?:;\"\u201c]\s)(?<![.!?:;\"\u201c])(?<=\S\s)([a-z]{3,})\b")


@dataclass
class TurnContext:
    """One turn's view of the discourse; ``note`` records people as they are named."""

    speaker: str
    listener: str | None
    _session: _Session
    # the turn has gone back to its own thread ('… anyway, she rang me back later'): a
    # digression the turn before brought up no longer outranks the speaker's own people
    resumed: bool = False
    # the memory's lower-case words (``common``) and this turn's clock in them
    _words: _Words | None = None
    _at: int = 0

    def read_words(self, text: str) -> None:
        """Keep the words ``text`` writes in lower case inside its sentences. The caller passes
        only the turns of a writer who capitalises (a sentence's first word, 'I'): only there is
        a lower-case word known to be no name."""
        w = self._words
        if w is None:
            return
        for m in _INNER_WORD.finditer(text):
            w.first.setdefault(m.group(1), self._at)

    def note_thing(self, word: str) -> None:
        """``word`` (capitalised) was just read in a place's or a thing's slot."""
        if self._words is not None:
            self._words.things.setdefault(word, self._at)

    def thing(self, word: str) -> bool:
        """Has the conversation, up to this turn, read ``word`` in a place's or a thing's slot?"""
        w = self._words
        return w is not None and w.things.get(word, self._at + 1) <= self._at

    def common(self, word: str) -> bool:
        """Has the memory's conversation, up to this turn, written ``word`` (lower case) inside
        a sentence as a word?"""
        w = self._words
        return w is not None and w.first.get(word, self._at + 1) <= self._at

    @property
    def recent(self) -> list[str]:
        """People named so far in the session, most recent first."""
        return list(self._session.named)

    @property
    def speakers(self) -> list[str]:
        """The session's participants so far (those who have spoken)."""
        return list(self._session.speakers)

    @property
    def topic(self) -> tuple[str, str] | None:
        """(target, 'person' | 'concept' | 'event') of the session's last claim."""
        return self._session.topic

    def set_topic(self, target: str, kind: str) -> None:
        self._session.topic = (target, kind)

    @property
    def centre(self) -> str | None:
        """The person the conversation is about just now: the last sentence spoke of them by a
        pronoun or asked about them. A pronoun in a report by someone else continues them
        ('How's X's sister?' — 'X says she reckons …': she is the sister)."""
        return self._session.centre

    def set_centre(self, name: str | None) -> None:
        self._session.centre = name

    def leave_cue(self, key: str, value: str) -> None:
        """Leave ``value`` under ``key`` for the next turn of the session to read (``cue``)."""
        self._session.cues[key] = value

    def cue(self, key: str) -> str | None:
        """What the turn before left under ``key`` (None when it left nothing)."""
        value = self._session.prev_cues.get(key)
        return value if value is None or isinstance(value, str) else None

    def leave_cue_value(self, key: str, value: tuple[Any, ...]) -> None:
        """Leave a structured ``value`` for the next turn (``cue_value``): a tuple whose items
        no reader changes (it is kept, not copied, in each turn's snapshot)."""
        self._session.cues[key] = value

    def cue_value(self, key: str) -> tuple[Any, ...]:
        """The structured value the turn before left under ``key`` (empty when none)."""
        value = self._session.prev_cues.get(key)
        return value if isinstance(value, tuple) else ()

    def ask_judgement(self) -> None:
        """This turn asks the listener for a judgement ('How was the trip?', 'Any good?')."""
        self._session.asked = self.speaker

    @property
    def judgement_asked(self) -> bool:
        """Did the turn before, by someone else, ask for a judgement? Then a bare 'Amazing.'
        answers it rather than acknowledging something."""
        asker = self._session.prev_asked
        return asker is not None and name_key(asker) != name_key(self.speaker)

    def note(self, name: str | None) -> None:
        """Record that ``name`` was just mentioned (it becomes the most recent referent)."""
        if not name or name == "someone":
            return
        named = self._session.named
        key = name_key(name)
        named[:] = [n for n in named if name_key(n) != key]
        named.insert(0, name)
        s = self._session
        s.said_at[key] = s.n
        s.said_by.setdefault(name_key(self.speaker), {})[key] = s.n

    def named_as(self, role: str, name: str) -> None:
        """``name`` is the one this turn just called by ``role`` ('the fitter came round,
        Dariusz'): no one else is meant by the role, and ``name`` is the most recent referent."""
        named = self._session.named
        named[:] = [n for n in named if not n.lower().endswith(f" {role}")]
        self.note(name)

    def tell_gender(self, name: str, gender: str) -> None:
        """A pronoun of ``gender`` ('m'/'f') was read as standing for ``name``."""
        self._session.gender[name_key(name)] = gender

    def gender_of(self, name: str) -> str | None:
        """The gender a pronoun of this session gave ``name``, if one did."""
        return self._session.gender.get(name_key(name))

    def antecedent(self, exclude: Iterable[str] = ()) -> str | None:
        """The person a third-person pronoun most likely stands for, or ``None``."""
        skip = {name_key(n) for n in (*exclude, self.speaker, self.listener or "") if n}
        names = [n for n in self._session.named if name_key(n) not in skip]
        if names:
            return self._own_thread(names) or names[0]
        for name in reversed(self._session.speakers):
            if name_key(name) not in skip:
                return name
        return None

    def _own_thread(self, names: list[str]) -> str | None:
        """The person of the speaker's own thread a pronoun continues, when the most recent one
        (``names[0]``) was brought in by someone else in an earlier turn: each speaker keeps
        talking about their own people, so 'she' in a turn of A is the person A spoke of in
        A's last turn, not the one B named since."""
        s = self._session
        last = s.spoke.get(name_key(self.speaker))
        mine = s.said_by.get(name_key(self.speaker), {})
        top = name_key(names[0])
        if last is None or not self.resumed and s.said_at.get(top, s.n) >= s.n - 1 or (
                mine.get(top) == last):
            return None  # (the turn just before brought them up: the reply is about them)
        present = {name_key(n) for n in s.speakers}
        for name in names[1:]:
            if mine.get(name_key(name)) == last and name_key(name) not in present:
                return name
        return None


# Backchannels: laughter, interjections and reactions with no words of their own, in chat
# spellings (letters repeated at will: 'lolol', 'hahaha', 'awww', 'ㅋㅋㅋㅋ', 'ㅠㅠ'). Answers
# ('yes', 'no', 'ok', 'ㅇㅇ', 'ㄴㄴ') and evaluations ('nice', '대박') are not among them: they
# reply to the turn before.
_BACKCHANNEL_EN = re.compile(
    r"(?:l+o+l+(?:o+l+)*|l+m+f*a+o+|r+o+f+l+|(?:h+[aeiou]+)+h*|x+d+|o+m+f*g+|w+o+w+|w+h*o+a+|o+h+|"
    r"o+o+h+|a+h+|a+w+|u+g+h+|h+m+|m+h*m+|o+o+f+|y+i+k+e+s+|j+e+e+z+|g+o+s+h+|w+t+f+|i+k+r+)",
    re.I)
_BACKCHANNEL_KO = re.compile(
    r"(?:[ㅋㅎㅠㅜㄷㅡ]+|헐+|헉+|허걱|와+|우와+|오+|아+|앗|어머+|엥+|에휴+|흠+|허+)")
_WORD = re.compile(r"[^\W\d_]+")


def backchannel(text: str) -> bool:
    """Is ``text`` a backchannel turn: laughter, interjections, emoji and punctuation only, no
    word of its own ('lol', 'omg haha', 'ㅋㅋㅋ 헐', '😂😂')?

    >>> [backchannel(t) for t in ("lolol 😂", "ㅋㅋㅋ 헐", "ok", "lol same")]
    [True, True, False, False]
    """
    words = _WORD.findall(text)
    return all(_BACKCHANNEL_EN.fullmatch(w) or _BACKCHANNEL_KO.fullmatch(w) for w in words) and (
        bool(words) or bool(text.strip()))


class Discourse:
    """Per-session memory of who spoke and who was named, fed turn by turn in order."""

    def __init__(self) -> None:
        self._sessions: dict[tuple[str, str], _Session] = {}
        self._words: dict[str, _Words] = {}

    def _words_of(self, memory: str) -> _Words:
        w = self._words.pop(memory, None) or _Words()
        self._words[memory] = w  # the most recently used last
        if len(self._words) > _MEMORIES:
            del self._words[next(iter(self._words))]
        return w

    def knows(self, memory: str, session: str) -> bool:
        """Has a turn of ``session`` of ``memory`` been read since this discourse began?"""
        return (memory, session) in self._sessions

    def alone(self, memory: str, session: str, speaker: str) -> bool:
        """Has no one but ``speaker`` spoken in the session so far (its turns had no one to
        address)?"""
        s = self._sessions.get((memory, session))
        return s is not None and all(name_key(n) == name_key(speaker) for n in s.speakers)

    def turn(self, session: str, speaker: str, listener: str | None = None, memory: str = "",
             turn: str | None = None, aside: bool = False) -> TurnContext:
        """The context for the next turn of ``session`` (its speaker joins the participants).

        With a ``turn`` id, extracting the same turn again sees the context it saw the first
        time (a retried batch, a re-run), so extraction stays deterministic. An ``aside`` (a
        backchannel, ``backchannel``) reads the discourse without advancing it: its context is
        a copy, and the next turn reads what the turn before the aside left."""
        key = (memory, session)
        words = self._words_of(memory)
        clock = words.tick(turn, aside)
        s = self._sessions.pop(key, None) or _Session()
        self._sessions[key] = s  # the most recently used last
        if len(self._sessions) > _SESSIONS:
            del self._sessions[next(iter(self._sessions))]
        if aside:
            if speaker not in s.speakers:
                s.speakers.append(speaker)
            seen = copy.copy(s)
            seen.before = {}
            for name in ("named", "speakers", "cues", "prev_cues", "gender", "said_at", "spoke"):
                setattr(seen, name, copy.copy(getattr(s, name)))
            seen.said_by = {k: dict(v) for k, v in s.said_by.items()}
            seen.prev_asked, seen.prev_cues = s.asked, dict(s.cues)
            seen.asked, seen.cues = None, {}
            return TurnContext(speaker, listener if listener != speaker else None, seen,
                               _words=words, _at=clock)
        if turn is not None:
            if turn in s.before:
                named, topic, asked, centre, cues, gender, at, by, n, spoke = s.before[turn]
                s.named[:], s.topic, s.prev_asked, s.centre = list(named), topic, asked, centre
                s.prev_cues, s.gender = dict(cues), dict(gender)
                s.said_at, s.n, s.spoke = dict(at), n, dict(spoke)
                s.said_by = {k: dict(v) for k, v in by.items()}
                s.last_speaker = name_key(speaker)
            else:
                self._advance(s, speaker)
                s.before[turn] = (tuple(s.named[:_KEEP]), s.topic, s.prev_asked, s.centre,
                                  dict(s.prev_cues), dict(s.gender), dict(s.said_at),
                                  {k: dict(v) for k, v in s.said_by.items()}, s.n,
                                  dict(s.spoke))
                del s.named[_KEEP:]
                if len(s.before) > _SNAPSHOTS:
                    del s.before[next(iter(s.before))]
        else:
            self._advance(s, speaker)
        s.asked, s.cues = None, {}
        if speaker not in s.speakers:
            s.speakers.append(speaker)
        if listener is None:
            listener = self._last_other(s, speaker)
        return TurnContext(speaker, listener if listener != speaker else None, s, _words=words,
                           _at=clock)

    @staticmethod
    def _last_other(s: _Session, speaker: str) -> str | None:
        """The speaker who spoke last before ``speaker`` in the session: the listener of a turn
        read with no other speaker's turn around it in its batch (a turn added on its own, as a
        chat assistant adds them; the first turn of a batch after the other speaker's)."""
        me, best, at = name_key(speaker), None, 0
        for name in s.speakers:
            n = s.spoke.get(name_key(name), 0)
            if name_key(name) != me and n > at:
                best, at = name, n
        return best

    @staticmethod
    def _advance(s: _Session, speaker: str) -> None:
        """A new turn of the session: the last one's cues become the ones read; the speaker of
        the turn before is recorded as having spoken in it."""
        s.prev_asked, s.prev_cues = s.asked, s.cues
        if s.n:
            s.spoke[s.last_speaker] = s.n
        s.n += 1
        s.last_speaker = name_key(speaker)
