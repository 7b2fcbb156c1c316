"""English attribution frames as data: the ways English says whose view a clause is.

Each ``FrameRow`` is one construction. ``attrib_en`` is the one interpreter that runs the rows
over a clause; it handles openers, pronoun holders, negation, quotation and nesting once, for
every row. A row says:

- ``kind``: ``"verb"`` — HOLDER [aux/adverbs/negation] VERB [object] [that|,|:] CLAUSE, the holder
  is the verb's subject ("Brisa reckons …", "my cousin told me that …", "Ilsabet doesn't think …");
  ``"lead"`` — fixed words open the clause and a holder noun phrase may follow them
  ("according to Brisa, …", "I heard from Brisa that …", "word has it …", "in my opinion …");
  ``"noun"`` — a possessed noun of saying or judging opens the clause and the possessor holds the
  view: POSSESSOR NOUN (":" | is/was ":"/"that"/quotation) CLAUSE ("Brisa's verdict: …", "her
  words were \"…\"").
- ``words``: verb lemmas (``verb``) or the fixed words, lower case (``lead``; a word may list
  alternatives, ``"it|that"``, as ``after`` does).
- ``holder``: ``"subject"`` (verb rows), ``"after"`` (the noun phrase after a lead's words),
  ``"possessor"`` (noun rows: whose verdict or words they are),
  ``"speaker"`` (the speaker's own view: "imo"), ``"unnamed"`` (hearsay with no named source:
  "apparently", "word has it" — the owner is "someone").
- ``obj``: ``"required"`` ("told me"), ``"optional"`` ("warned (me) that"), ``"none"``.
- ``quote_only``: the verb reports speech only before a quotation ("she goes, \\"…\\"").
- ``belief``: the verb states a belief; said of oneself it marks an opinion, not a report.
- ``evaluative``: the frame holds only when the clause evaluates ("I found the flat dark").
- ``attitude``/``valence``: an attitude verb; its object is what the holder judges, with the
  stance's sign ("Gudrun doesn't rate him", "I can't stand that app").
- ``contact``: a verb of getting in touch that reports only with "saying"/"to say" after it
  ("Brisa messaged the group chat saying …", "Mum rang to say …").
- ``elliptic``: an attitude row whose object may be left out ("She wasn't impressed."), or a
  belief row with no clause after it ("I'm not convinced."): it then judges what was just
  talked about.
- ``copular``: the row's word is an adjective or participle, a frame only after a form of 'be'
  ("I'm not sold." but not "I sold the bike").
- ``after``: words that must follow the verb ("was going on about how …") or a lead's holder
  ("as far as X is concerned").

How to add a row: append a ``FrameRow`` below with an ``example`` sentence, and add that
sentence with its expected owner and relay chain to ``tests/extract/test_frames_en.py``
(``test_every_row_has_a_test`` fails until you do). For "word has it …" that is::

    FrameRow("word_has_it", "lead", ("word", "has", "it"), holder="unnamed",
             example="Word has it the bakery is closing.")
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal


@dataclass(frozen=True)
class FrameRow:
    """One attribution construction (see the module docstring)."""

    name: str
    kind: Literal["verb", "lead", "noun"]
    words: tuple[str, ...]
    holder: Literal["subject", "after", "speaker", "unnamed", "possessor"] = "subject"
    obj: Literal["required", "optional", "none"] = "none"
    quote_only: bool = False
    belief: bool = False
    evaluative: bool = False
    # words that must follow the verb ("going on about"; "it|that": either)
    after: tuple[str, ...] = ()
    # a person after the verb (and its after-words) holds the view; the subject relays it
    source: bool = False
    # an attitude verb: the holder's stance toward the verb's OBJECT, no clause follows ("Gudrun
    # doesn't rate him", "I can't stand the new layout"); ``valence`` is the stance's sign
    attitude: bool = False
    valence: int = 0
    # a contact verb ("rang", "messaged the group chat"): a frame only with "saying"/"to say" after
    # it; ``call`` it also names a verdict ("called the film a mess", "called it \"lazy\"")
    contact: bool = False
    # an attitude row that may leave its object out: it then judges what was just talked about
    # ("How was the gig?" — "She wasn't impressed." / "Not a fan."); a belief row with nothing
    # after it likewise ("I'm not convinced.")
    elliptic: bool = False
    # the row's word is an adjective or participle: a frame only after a form of 'be' ("I'm not
    # sold", never "I sold the bike")
    copular: bool = False
    example: str = ""


# past and present verbs of saying after 'what X …' in a lead ('going by what X said')
_SAID = "said|says|told|tells|wrote|writes|reckons|reckoned|thinks|thought|mentioned|reckon|think"

FRAMES_EN: tuple[FrameRow, ...] = (
    # --- reporting verbs: the subject holds the view, the speaker relays it
    FrameRow(
        "say",
        "verb",
        (
            "say",
            "mention",
            "claim",
            "insist",
            "swear",
            "swore",
            "maintain",
            "argue",
            "admit",
            "note",
            "add",
            "moan",
            "rant",
            "joke",
            "post",
            "write",
            "tweet",
            "announce",
            "shout",
            "yell",
            "whisper",
            "predict",
            "promise",
            "confess",
            "boast",
            "brag",
            "stress",
            # the rest of the common English reporting verbs (a general list of verbs of saying,
            # not words from any dialogue): how the words were said or what they do
            "acknowledge",
            "agree",
            "allege",
            "assert",
            "concede",
            "conclude",
            "confide",
            "confirm",
            "declare",
            "disclose",
            "emphasise",
            "emphasize",
            "gripe",
            "grumble",
            "imply",
            "mumble",
            "mutter",
            "observe",
            "remark",
            "scream",
            "speculate",
            "testify",
            "whine",
            "whinge",
            "divulge",
            "insinuate",
            "retort",
            "reiterate",
            "contend",
            "caution",
            "exclaim",
            "quip",
            "vent",
            "protest",
            "deny",
            "disagree",
        ),
        example="Brisa says the bakery is overrated.",
    ),
    FrameRow(
        "keep_saying", "verb", ("saying",), example="Marco was saying the ferry is a rip-off."
    ),
    FrameRow(
        "go_on_about",
        "verb",
        ("going", "banging", "harping", "raving", "went", "goes", "banged", "keeps", "kept",
         "keep"),
        after=("on", "about"),
        example="My gran was going on about how the village has gone downhill.",
    ),
    # 'was going on (in the group chat) that …': kept saying, a frame only before 'that'
    FrameRow(
        "go_on_that",
        "verb",
        ("going", "went", "goes", "banging", "banged", "bangs"),
        after=("on",),
        example="Brannoc was going on in the group chat that the sequel is better.",
    ),
    # 'made a comment about the rent going up', 'passed a remark (at the gate) about X being …':
    # a remark made about a state of affairs is a view reported (a gerund clause after 'about')
    FrameRow(
        "make_comment",
        "verb",
        ("made", "make", "makes", "making", "passed", "pass"),
        after=("a|an", "comment|remark|crack|dig"),
        example="Brisa made a comment about the landlord putting the rent up.",
    ),
    # 'made the point (at the AGM) that …': an argument put forward is a view (a frame only
    # before 'that', as ``go_on_that``)
    FrameRow(
        "make_point",
        "verb",
        ("made", "make", "makes", "making"),
        after=("the", "point"),
        example="Vadimira made the point at the AGM that the ferry is always late.",
    ),
    # speaking publicly and for quotation: 'went on the record saying …', 'has gone on record
    # that …', 'went on the record: "…"'
    FrameRow(
        "go_on_the_record",
        "verb",
        ("went", "go", "goes", "going", "gone"),
        after=("on", "the", "record"),
        example="Vadimira went on the record with the paper saying the ferry is always late.",
    ),
    FrameRow(
        "go_on_record",
        "verb",
        ("went", "go", "goes", "going", "gone"),
        after=("on", "record"),
        example="Vadimira has gone on record that the ferry is always late.",
    ),
    # 'raised concerns (at the meeting) that …', 'voiced doubts that …': a worry put forward is a
    # view (a frame only before 'that', as ``make_point``)
    FrameRow(
        "raise_concern",
        "verb",
        ("raised", "raise", "raises", "raising", "voiced", "voice", "voices", "voicing",
         "expressed", "express", "expresses", "expressing"),
        after=("concerns|concern|worries|doubts|fears",),
        example="Vadimira raised concerns that the hall is too small.",
    ),
    # 'chimed in that …', 'piped up that …': joining a conversation with one's words (a frame only
    # before 'that': 'piped up' alone is not a report)
    FrameRow(
        "chime_in",
        "verb",
        ("chimed", "chimes", "chime", "chiming", "piped", "pipes", "pipe", "piping"),
        after=("in|up", "that"),
        example="Brisa chimed in that the ferry is always late.",
    ),
    FrameRow(
        "be_on_about",
        "verb",
        ("was", "is", "'s", "were", "been"),
        after=("on", "about"),
        example="Wilhelmina was on about the landlord again, saying he's a total crook.",
    ),
    FrameRow(
        "tell",
        "verb",
        ("tell", "text", "message", "email", "inform", "assure", "remind", "convince"),
        obj="required",
        example="My aunt told me the new clinic is excellent.",
    ),
    FrameRow(
        # verbs of saying that are also plural nouns ('gender reveals are …', 'the reports were
        # …'): a frame only with 'that' after them
        "say_that",
        "verb",
        ("answer", "comment", "hint", "repeat", "reply", "report", "respond", "reveal", "state",
         "vow",
         # (and signs given in words, at work: 'the bursar has indicated that …', 'she
         # flagged that …'; nouns too, so only before 'that')
         "indicate", "indicates", "indicated", "flag", "flags", "flagged", "signal", "signals",
         "signalled", "signaled",
         # ('raving about the place' judges a thing: ``rave_about``)
         "rave", "gush"),
        after=("that",),
        example="The landlord revealed that the rent is going up.",
    ),
    FrameRow(
        # their past forms are no nouns: a frame with a bare clause too ('she hinted they'd …')
        "say_past",
        "verb",
        ("hinted", "commented", "replied",
         # (and the other past forms of verbs of saying that no noun shares: how it was said,
         # what it does — 'she revealed they're …', 'he countered the price was fair')
         "revealed", "objected", "countered", "lamented", "mused", "theorised",
         "theorized", "speculated", "raved", "gushed", "blurted", "griped", "grumbled"),
        example="The landlord hinted the rent is going up.",
    ),
    FrameRow(
        # a written message may leave out whom it went to: 'the agent emailed that …'
        "write_that",
        "verb",
        ("text", "message", "email", "dm", "whatsapp"),
        after=("that",),
        example="The letting agent emailed that the viewing is cancelled.",
    ),
    FrameRow(
        "warn",
        "verb",
        ("warn", "explain", "suggest", "point", "complain", "advise", "recommend", "propose",
         "threaten", "reassure"),
        obj="optional",
        example="Jonas warned us that the trail is dangerous.",
    ),
    # --- belief verbs: said of oneself they mark an opinion; of others the speaker relays a belief
    # 'feels like …' before a clause is 'feels that …' (not 'feel like pizza': no clause follows)
    FrameRow(
        "feel_like",
        "verb",
        ("feel", "feels", "felt", "feeling"),
        after=("like",),
        belief=True,
        example="Brisa feels like the new manager is out of his depth.",
    ),
    # 'wants you to know …': a message passed on through the speaker
    FrameRow(
        "want_know",
        "verb",
        ("want", "wants", "wanted"),
        after=("you|u|us|everyone|everybody", "to", "know"),
        example="Brisa wants you to know the bridge isn't safe.",
    ),
    FrameRow(
        "think",
        "verb",
        (
            "think",
            "reckon",
            "believe",
            "feel",
            "suspect",
            "guess",
            "figure",
            "suppose",
            "doubt",
            "bet",
            "imagine",
            "assume",
            "worry",
            "hope",
            "fear",
            "gather",
            "expect",
        ),
        belief=True,
        example="Ravindra thinks the landlord is being unfair.",
    ),
    # 'X knows the pier is unsafe': what X holds true (the speaker grants it too, but the view
    # passed on is X's); not negated ('X doesn't know the pier shut': the speaker's news)
    FrameRow(
        "know",
        "verb",
        ("know", "knows", "knew"),
        example="Ravindra knows the landlord is a crook.",
    ),
    # doubting what was just said, the proposition pointed back to ('I doubt it', 'I wouldn't
    # bet on it', 'Gwil wouldn't count on that'): a belief with no clause after it
    FrameRow(
        "doubt_it",
        "verb",
        ("doubt", "doubts", "doubted"),
        after=("it|that|this",),
        belief=True,
        elliptic=True,
        valence=-1,
        example="The ferry might run on Sunday. Tariq doubts it.",
    ),
    FrameRow(
        "bet_on_it",
        "verb",
        ("bet", "count", "rely"),
        after=("on", "it|that|this"),
        belief=True,
        elliptic=True,
        example="The ferry might run on Sunday. Tariq wouldn't bet on it.",
    ),
    FrameRow(
        "be_convinced",
        "verb",
        ("convinced", "sure", "certain", "adamant", "positive"),
        belief=True,
        elliptic=True,
        example="Tariq is convinced the referee was biased.",
    ),
    # said firmly, an adjective after 'be': 'the warden was very clear that …'
    FrameRow(
        "be_clear",
        "verb",
        ("clear", "emphatic", "firm", "categorical", "explicit"),
        copular=True,
        example="Oswy was very clear that the hall closes at ten.",
    ),
    # a view held, said with 'of the opinion/view': 'X is of the opinion that …'
    FrameRow(
        "of_the_opinion",
        "verb",
        ("of",),
        after=("the", "opinion|view|belief"),
        belief=True,
        copular=True,
        example="Oswy is of the opinion that the hall should close at ten.",
    ),
    FrameRow(
        "view_is",
        "verb",
        ("take", "view", "opinion", "feeling", "verdict", "theory", "thinking", "position",
         "stance", "contention", "belief", "impression", "understanding"),
        after=("is",),
        belief=True,
        example="Ysolde's take is that the merger was a mistake.",
    ),
    FrameRow(
        "find",
        "verb",
        ("find",),
        belief=True,
        evaluative=True,
        example="I found the second act really boring.",
    ),
    # --- contact verbs: report only with "saying …" / "to say …" after them
    FrameRow(
        "contact",
        "verb",
        # (and 'described it as …', naming a verdict as 'called it …' does)
        ("ring", "rang", "call", "phone", "dm", "ping", "facetime", "describe", "described",
         "describes"),
        obj="optional",
        contact=True,
        example="Brisa messaged the group chat saying the trip is off.",
    ),
    # sending or leaving a message is getting in touch: a report only with 'saying' after it
    FrameRow(
        "sent_saying",
        "verb",
        ("send", "sent", "sends", "sending", "left", "leave", "leaves", "drop", "dropped"),
        obj="optional",
        contact=True,
        example="Brisa sent a text saying the ferry is cancelled.",
    ),
    # 'pushed back, saying …', 'hit back, saying …': answering against what was said is a report
    # only with 'saying' after it
    FrameRow(
        "push_back",
        "verb",
        ("pushed", "push", "pushes", "pushing", "hit", "hits", "hitting", "fired", "fire",
         "fires", "firing"),
        after=("back",),
        contact=True,
        example="Vadimira pushed back, saying a quote that low was an insult.",
    ),
    # 'goes around saying …', 'went round telling everyone …': a habit of telling people
    FrameRow(
        "go_around",
        "verb",
        ("go", "goes", "went", "going"),
        after=("around|round",),
        contact=True,
        example="Brisa goes around saying the mayor is corrupt.",
    ),
    # --- attitude verbs: the holder's stance toward an object (no clause after them)
    FrameRow(
        "attitude_pos",
        "verb",
        ("love", "adore", "likes", "liked", "like", "enjoy", "rate", "trust", "respect",
         "admire", "prefer", "appreciate", "worship", "idolise", "idolize"),
        attitude=True,
        valence=1,
        example="Gudrun really rates her new manager.",
    ),
    FrameRow(
        "attitude_neg",
        "verb",
        # ('want' only with the object wished done away with after it: 'wants it gone', 'wants
        # the bus lane scrapped' — the reader checks the removal word)
        ("hate", "loathe", "detest", "despise", "dislike", "resent", "distrust", "mistrust",
         "stand", "mind", "want",
         # verdicts given as a deed, past forms only ('is rubbish' is no verb): 'slated the
         # cafe', 'rubbished the plan', 'panned the film'
         "slated", "slates", "rubbished", "panned", "dissed"),
        attitude=True,
        valence=-1,
        example="My brother can't stand the new coach.",
    ),
    # criticism given as a deed: 'had a go at his driving', 'laid into the council', 'tore into
    # the plan' — whoever did it holds a poor view of its object
    FrameRow(
        "have_a_go_at",
        "verb",
        # (the 'had' before it is skipped as an auxiliary is, as in 'is a fan of')
        ("a",),
        after=("go", "at"),
        attitude=True,
        valence=-1,
        example="Radclyffe had a go at the new timetable.",
    ),
    FrameRow(
        "lay_into",
        "verb",
        ("laid", "lays", "laying", "tore", "tears", "tearing", "ripped", "rips", "ripping"),
        after=("into",),
        attitude=True,
        valence=-1,
        example="Radclyffe laid into the new timetable.",
    ),
    FrameRow(
        "swear_by",
        "verb",
        ("swear", "swore", "swears"),
        after=("by",),
        attitude=True,
        valence=1,
        example="Radclyffe swears by that bike shop.",
    ),
    # a demand for a thing: 'Hildred insists on a buffet' (not 'insisted on paying', an act)
    FrameRow(
        "insist_on",
        "verb",
        ("insist", "insists", "insisted", "insisting"),
        after=("on",),
        attitude=True,
        valence=1,
        example="Hildred insists on a buffet instead of a sit-down meal.",
    ),
    FrameRow(
        "rave_about",
        "verb",
        ("rave", "raves", "raved", "gush", "gushes", "gushed"),
        after=("about",),
        attitude=True,
        valence=1,
        example="Corvin raves about the dumpling place.",
    ),
    FrameRow(
        "obsessed_with",
        "verb",
        ("obsessed", "smitten", "impressed"),
        after=("with",),
        attitude=True,
        valence=1,
        example="Ilsabet is obsessed with the new bakery.",
    ),
    FrameRow(
        "think_much_of",
        "verb",
        ("think", "thought", "thinks"),
        after=("much", "of"),
        attitude=True,
        valence=1,
        example="Pellam didn't think much of the new chef.",
    ),
    # believing a story told: 'I don't buy it', 'Hesketh doesn't buy that'
    FrameRow(
        "buy_it",
        "verb",
        ("buy", "buys", "bought", "buying"),
        after=("it|that",),
        attitude=True,
        valence=1,
        example="Honestly I don't buy it.",
    ),
    # a story told, not believed or accepted as said: 'we never believed it for one second',
    # 'I won't accept it' (only as the whole clause — 'not believe that she …' is a belief)
    FrameRow(
        "believe_it",
        "verb",
        ("believe", "believes", "believed", "accept", "accepts", "accepted"),
        after=("it|that",),
        attitude=True,
        valence=1,
        example="The notice calls us guests. I won't accept that.",
    ),
    # 'I don't believe her', 'he believed them': trust in what a person says, given or withheld
    FrameRow(
        "believe_person",
        "verb",
        ("believe", "believes", "believed"),
        after=("him|her|them",),
        attitude=True,
        valence=1,
        example="She swore the same in spring. I don't believe her.",
    ),
    # 'I don't believe a word of it / of that / she says': a story told, disbelieved whole
    FrameRow(
        "believe_a_word",
        "verb",
        ("believe", "believes", "believed", "buy", "buys", "bought"),
        after=("a", "word"),
        attitude=True,
        valence=1,
        example="I don't believe a word of it.",
    ),
    # … or a story known by its noun: 'I don't buy the whole detox thing', "doesn't buy his excuse"
    FrameRow(
        "buy_story",
        "verb",
        ("buy", "buys", "bought", "buying"),
        attitude=True,
        valence=1,
        example="I don't buy the whole detox thing.",
    ),
    # being impressed, keen, fond, disappointed: an adjective of attitude with its preposition
    FrameRow(
        "convinced_by",
        "verb",
        ("convinced", "persuaded"),
        after=("by",),
        attitude=True,
        valence=1,
        copular=True,
        example="My aunt isn't convinced by the new vicar.",
    ),
    FrameRow(
        "impressed_by",
        "verb",
        ("impressed", "wowed"),
        after=("by",),
        attitude=True,
        valence=1,
        example="Vesperine was impressed by the new surgery.",
    ),
    FrameRow(
        "keen_on",
        "verb",
        ("keen", "sold"),
        after=("on",),
        attitude=True,
        valence=1,
        example="My brother isn't keen on the new flat.",
    ),
    # won over, or not, with the thing left out: 'I'm not sold.', 'Honestly? I'm sold.'; the
    # participles and adjectives of being won over said after 'be' with nothing after them
    # ('X wasn't impressed', "she wasn't keen", 'he was thrilled'): the stance on what was
    # just talked about
    FrameRow(
        "sold",
        "verb",
        ("sold", "impressed", "keen", "thrilled", "wowed", "amused", "smitten"),
        attitude=True,
        valence=1,
        elliptic=True,
        copular=True,
        example="Viewed the loft conversion. I'm not sold.",
    ),
    FrameRow(
        "fond_of",
        "verb",
        ("fond",),
        after=("of",),
        attitude=True,
        valence=1,
        example="Zenobius is very fond of that old bakery.",
    ),
    FrameRow(
        "a_fan_of",
        "verb",
        ("a",),
        after=("fan", "of"),
        attitude=True,
        valence=1,
        example="I'm not a fan of the new timetable.",
    ),
    FrameRow(
        "big_fan_of",
        "verb",
        ("a",),
        after=("big|huge|massive", "fan", "of"),
        attitude=True,
        valence=1,
        example="Zenobius is a huge fan of the new timetable.",
    ),
    FrameRow(
        "crazy_about",
        "verb",
        ("crazy", "mad", "wild", "keen"),
        after=("about|on",),
        attitude=True,
        valence=1,
        copular=True,
        example="Zenobius isn't crazy about the new timetable.",
    ),
    FrameRow(
        "blown_away_by",
        "verb",
        ("blown",),
        after=("away", "by"),
        attitude=True,
        valence=1,
        copular=True,
        example="Zenobius was blown away by the new timetable.",
    ),
    FrameRow(
        "pleasantly_surprised_by",
        "verb",
        ("pleasantly",),
        after=("surprised", "by"),
        attitude=True,
        valence=1,
        copular=True,
        example="Zenobius was pleasantly surprised by the new timetable.",
    ),
    # with nothing after it, the thing just talked about ('How was the gig?' — 'Not a fan.')
    FrameRow(
        "a_fan",
        "verb",
        ("a",),
        after=("fan",),
        attitude=True,
        valence=1,
        elliptic=True,
        example="Thaddea saw the flat on Sunday. She wasn't a fan.",
    ),
    # pleased or not with a thing: 'X isn't thrilled about the move', 'she was chuffed with it'
    FrameRow(
        "happy_with",
        "verb",
        ("thrilled", "pleased", "delighted", "chuffed", "happy", "satisfied", "excited"),
        after=("with|about",),
        attitude=True,
        valence=1,
        copular=True,
        example="Zenobius isn't thrilled about the new timetable.",
    ),
    FrameRow(
        "disappointed_with",
        "verb",
        ("disappointed", "unimpressed", "underwhelmed", "unhappy", "annoyed", "upset",
         "furious", "livid", "cross", "gutted",
         # verbs of complaint: 'complained about the hotel', 'was moaning about the rota'
         "complain", "moan", "whinge", "grumble", "gripe", "grouse", "bitch"),
        # ('annoyed about the delay', 'upset about the result': the same judgement)
        after=("with|about",),
        attitude=True,
        valence=-1,
        example="Ambrosine was disappointed with the hotel.",
    ),
    FrameRow(
        "disappointed_by",
        "verb",
        ("disappointed", "unimpressed", "underwhelmed"),
        after=("by",),
        attitude=True,
        valence=-1,
        example="Honestly, I was underwhelmed by the final.",
    ),
    FrameRow(
        "disappointed_in",
        "verb",
        ("disappointed",),
        after=("in",),
        attitude=True,
        valence=-1,
        example="Clotilde is disappointed in the council.",
    ),
    FrameRow(
        "fed_up_with",
        "verb",
        ("fed",),
        after=("up", "with"),
        attitude=True,
        valence=-1,
        example="Osgood is fed up with the landlord.",
    ),
    FrameRow(
        "sick_of",
        "verb",
        ("sick", "tired", "weary"),
        after=("of",),
        attitude=True,
        valence=-1,
        example="My flatmate is sick of the landlord.",
    ),
    # --- quotative verbs: only before a quotation
    FrameRow(
        "quotative",
        "verb",
        ("go", "like", "be"),
        quote_only=True,
        example='Pelagia goes, "this soup is terrible."',
    ),
    FrameRow(
        "put_it",
        "verb",
        ("put", "puts", "putting"),
        after=("it",),
        quote_only=True,
        example='Maelis put it like this: "no sleep, no shift."',
    ),
    # --- leads with a named source
    FrameRow(
        "according_to",
        "lead",
        ("according", "to"),
        holder="after",
        example="According to Corvin, the museum is a waste of money.",
    ),
    FrameRow(
        "per",
        "lead",
        ("per",),
        holder="after",
        example="Per Haldis, the ferry is cancelled again.",
    ),
    FrameRow(
        "hear_it_from",
        "verb",
        ("hear", "heard", "hears"),
        after=("it|that|this", "from|off|via"),
        source=True,
        example="Osgar heard it from the ferryman that the crossing is suspended.",
    ),
    # what someone else found out is what they learned and passed on: their report
    # found out from someone: the one it was found out from holds it (before the bare row)
    FrameRow(
        "find_out_from",
        "verb",
        ("find", "found", "finds", "finding"),
        after=("out", "from"),
        source=True,
        example="Osgar found out from the ferryman that the crossing is suspended.",
    ),
    FrameRow(
        "find_out",
        "verb",
        ("find", "found", "finds", "finding"),
        after=("out",),
        example="Osgar found out that the crossing is suspended till spring.",
    ),
    # 'let me know …', 'let her know …': a message passed on to the one let know
    FrameRow(
        "let_know",
        "verb",
        ("let", "lets"),
        obj="required",
        example="Osgar let us know the crossing is suspended.",
    ),
    # raising a point: the subject's words ('brought up that …', 'let on that …')
    FrameRow(
        "bring_up",
        "verb",
        ("bring", "brought", "brings", "bringing"),
        after=("up",),
        example="Osgar brought up that the crossing is suspended.",
    ),
    FrameRow(
        "let_on",
        "verb",
        ("let", "lets"),
        after=("on",),
        example="Osmund let on that the ferry is being sold.",
    ),
    FrameRow(
        "drop_into_conversation",
        "verb",
        ("drop", "dropped", "drops", "dropping"),
        after=("into", "conversation"),
        example="Osmund dropped into conversation that the ferry is being sold.",
    ),
    # passing on a report: the subject's words ('passed on that …', 'passed along that …';
    # 'passed it on (to me), …', the object pronoun before the particle: ``after_end``)
    FrameRow(
        "pass_on",
        "verb",
        ("pass", "passed", "passes", "passing"),
        after=("on|along",),
        example="Osgar passed on that the crossing is suspended.",
    ),
    FrameRow(
        "make_clear",
        "verb",
        ("made", "makes", "make", "making"),
        after=("it", "clear"),
        example="Osmund made it clear that the orchard is not for sale.",
    ),
    FrameRow(
        "let_slip",
        "verb",
        ("let", "lets"),
        after=("slip",),
        example="Osmund let slip that the orchard is being sold.",
    ),
    FrameRow(
        "let_it_slip",
        "verb",
        ("let", "lets"),
        after=("it", "slip"),
        example="Osmund let it slip that the orchard is being sold.",
    ),
    # 'X was dead set that …': a firm view, as 'adamant'
    FrameRow(
        "dead_set",
        "verb",
        ("dead",),
        after=("set",),
        belief=True,
        copular=True,
        example="Hildred was dead set that the orchard was sold too cheaply.",
    ),
    # 'X has it that …': X's account ('word has it' with a holder)
    FrameRow(
        "has_it",
        "verb",
        ("have",),
        after=("it", "that"),
        example="Hildred has it that the orchard was sold too cheaply.",
    ),
    FrameRow(
        "has_it_on_authority",
        "verb",
        ("have",),
        after=("it", "on", "good|reliable|excellent|the|very", "authority|good"),
        example="Hildred has it on good authority that the orchard was sold too cheaply.",
    ),
    FrameRow(
        "under_impression",
        "verb",
        ("under",),
        after=("the", "impression"),
        belief=True,
        copular=True,
        example="Gundrada is under the impression that the orchard was sold.",
    ),
    # someone else told, in the passive: the subject relays, the one after 'by' holds the view
    FrameRow(
        "told_by_x",
        "verb",
        ("told",),
        after=("by",),
        source=True,
        example="Osgar was told by the harbourmaster that the slipway is closed.",
    ),
    # news got from someone ('got it from', 'got wind from', 'got word from'): the subject
    # relays, the one it was got from holds it
    FrameRow(
        "get_it_from",
        "verb",
        ("get", "got", "gets", "getting", "gotten"),
        after=("it|wind|word|that|this", "from|off"),
        source=True,
        example="Osgar got it from the ferryman that the crossing is suspended.",
    ),
    # the news pointed back to by a noun phrase ('heard the same thing from X') or got first hand
    # ('heard it straight from X'): the one it was heard from holds it
    FrameRow(
        "hear_same_thing_from",
        "verb",
        ("hear", "heard", "hears", "get", "got", "gets"),
        after=("the", "same", "thing|story|news|rumour|rumor", "from|off"),
        source=True,
        example="Osgar heard the same thing from the ferryman: the crossing is suspended.",
    ),
    FrameRow(
        "hear_same_from",
        "verb",
        ("hear", "heard", "hears", "get", "got", "gets"),
        after=("the", "same", "from|off"),
        source=True,
        example="Osgar heard the same from the ferryman: the crossing is suspended.",
    ),
    FrameRow(
        "hear_it_straight_from",
        "verb",
        ("hear", "heard", "hears", "get", "got", "gets"),
        after=("it|that|this", "straight|directly|firsthand|first-hand", "from|off"),
        source=True,
        example="Osgar heard it straight from the ferryman that the crossing is suspended.",
    ),
    # a message had, passed on or shown from someone ('got a text from X: …', 'passed on a
    # message from X: …', 'forwarded me an email from X saying …'): the one it came from holds
    # what it says, the subject relays it
    FrameRow(
        "message_from",
        "verb",
        ("get", "got", "gets", "getting", "had", "has"),
        after=("a|an|the|this", "text|message|email|voicemail|note|letter|dm", "from"),
        source=True,
        example="Osgar got a message from the ferryman: the crossing is suspended.",
    ),
    FrameRow(
        "pass_message_from",
        "verb",
        ("passed", "pass", "passes", "passing", "forwarded", "forward", "forwards"),
        after=("on|along", "a|an|the|this", "text|message|email|voicemail|note|letter", "from"),
        source=True,
        example="Osgar passed on a message from the ferryman: the crossing is suspended.",
    ),
    FrameRow(
        "show_message_from",
        "verb",
        ("forwarded", "forward", "forwards", "showed", "show", "shows", "sent", "send"),
        after=("me|us", "a|an|the|this", "text|message|email|voicemail|note|letter", "from"),
        source=True,
        example="Osgar forwarded me a message from the ferryman: the crossing is suspended.",
    ),
    FrameRow(
        "hear_from",
        "verb",
        ("hear", "heard", "hears"),
        after=("from|through|off",),
        source=True,
        example="Oksinia heard from Lavrenty that the new manager is hopeless.",
    ),
    # someone else read it (a page, an article, a post): the one who read it is the source the
    # speaker knows, as with hearing; 'that' (or 'somewhere that') marks the clause read, not a
    # thing read ('she read the contract')
    FrameRow(
        "read_that",
        "verb",
        ("read", "reads"),
        after=("that",),
        example="Oksinia read that the ferry timetable is changing.",
    ),
    FrameRow(
        "read_somewhere_that",
        "verb",
        ("read", "reads"),
        after=("somewhere|online", "that"),
        example="Oksinia read somewhere that the ferry timetable is changing.",
    ),
    # someone else heard it, from no one named: the one who heard is the source the speaker
    # knows ("I heard …" with no source is the lead row 'heard', from someone)
    FrameRow(
        "hear",
        "verb",
        ("hear", "heard", "hears", "overhear", "overheard", "overhears"),
        example="Oksinia heard the new manager is hopeless.",
    ),
    FrameRow(
        "apparently_from",
        "lead",
        ("apparently", "from"),
        holder="after",
        example="Apparently from Eulalie, the pool is closing in May.",
    ),
    FrameRow(
        "heard_from",
        "lead",
        # (learning or gathering from someone is hearing from them: 'I gather from X that …')
        ("i", "heard|learned|learnt|gathered|gather|understand|understood", "from|off|via"),
        holder="after",
        example="I heard from Dana that the new coach is brilliant.",
    ),
    FrameRow(
        # hearing back is an answer received: what follows is what the source answered
        "heard_back_from",
        "lead",
        ("i", "heard", "back", "from|off"),
        holder="after",
        example="I heard back from the surveyor this morning, the roof is sound.",
    ),
    FrameRow(
        "got_word_from",
        "lead",
        ("i", "got|had", "word", "from|off"),
        holder="after",
        example="I got word from the club that the final is off.",
    ),
    FrameRow(
        "heard_it_from",
        "lead",
        ("i", "heard", "it|that|this", "from|off|via"),
        holder="after",
        example="I heard it from Dana, the new choir leader is brilliant.",
    ),
    FrameRow(
        "heard_it_straight_from",
        "lead",
        ("i", "heard|got|had", "it|that|this", "straight|directly|firsthand|first-hand",
         "from|off"),
        holder="after",
        example="I heard it straight from Dana, the new choir leader is brilliant.",
    ),
    FrameRow(
        "heard_same_thing_from",
        "lead",
        ("i", "heard|got", "the", "same", "thing|story|news|rumour|rumor", "from|off"),
        holder="after",
        example="I heard the same thing from Dana, the new choir leader is brilliant.",
    ),
    FrameRow(
        "heard_same_from",
        "lead",
        ("i", "heard|got", "the", "same", "from|off"),
        holder="after",
        example="I heard the same from Dana: the new choir leader is brilliant.",
    ),
    FrameRow(
        "heard_from_perfect",
        "lead",
        ("i've", "heard", "from|off"),
        holder="after",
        example="I've heard from Dariusz that the hotel is filthy.",
    ),
    FrameRow(
        "told_by",
        "lead",
        ("i", "was", "told", "by"),
        holder="after",
        example="I was told by Ruth that the exam was unfair.",
    ),
    FrameRow(
        "got_told_by",
        "lead",
        ("i", "got", "told", "by"),
        holder="after",
        example="I got told by Ruth the exam was unfair.",
    ),
    FrameRow(
        "as_x_says", "lead", ("as",), holder="after", example="As Bea says, the council is useless."
    ),
    # a quotation introduced by whose it is: 'to quote X, "…"', 'in the words of X, …'
    FrameRow(
        "to_quote",
        "lead",
        ("to", "quote"),
        holder="after",
        example='To quote Bea, "the council is useless."',
    ),
    # ('Quoting X: "…"', 'Direct quote from X: …', 'Quote from X, …')
    FrameRow(
        "quoting",
        "lead",
        ("quoting",),
        holder="after",
        example='Quoting Wulfrida: "the council is useless."',
    ),
    FrameRow(
        "quote_from",
        "lead",
        ("quote", "from"),
        holder="after",
        example='Quote from Wulfrida: "the council is useless."',
    ),
    FrameRow(
        "direct_quote_from",
        "lead",
        ("direct", "quote", "from"),
        holder="after",
        example='Direct quote from Wulfrida: "the council is useless."',
    ),
    FrameRow(
        "in_the_words_of",
        "lead",
        ("in", "the", "words", "of"),
        holder="after",
        example="In the words of Bea, the council is useless.",
    ),
    FrameRow(
        "as_far_as",
        "lead",
        ("as", "far", "as"),
        holder="after",
        after=("is", "concerned"),
        example="As far as Torvald is concerned, the council is useless.",
    ),
    FrameRow(
        "for_x",
        "lead",
        ("for",),
        holder="after",
        evaluative=True,
        example="For Ilsabet, the sequel was far better.",
    ),
    FrameRow(
        "in_x_opinion",
        "lead",
        ("in",),
        holder="after",
        example="In Anselmo's opinion, the sequel is better.",
    ),
    # --- a possessed noun of saying or judging, then a colon, 'that' or a quotation
    FrameRow(
        "verdict_colon",
        "noun",
        (
            "verdict",
            "take",
            "view",
            "opinion",
            "review",
            "words",
            "reply",
            "response",
            "comment",
            "conclusion",
            "assessment",
            "feedback",
            "thoughts",
            "answer",
            "advice",
            "rule",
            "theory",
            "argument",
            "excuse",
            "position",
            "version",
            # (more nouns of a stated view, from a general list, not from any dialogue)
            "point",
            "stance",
            "line",
            "complaint",
            "worry",
            "concern",
            "feeling",
            "impression",
            "claim",
            "guess",
            "prediction",
            "explanation",
            "suspicion",
            "belief",
            "attitude",
            "message",
            "text",
            "email",
            "note",
            "letter",
            "voicemail",
            "news",
            "update",
            # (more written messages, read with 'says/said' after them: 'her review said …')
            "review",
            "post",
            "tweet",
            "comment",
            "reply",
            "caption",
            "dm",
            # (a post that disappears, and a status line: 'her Insta story says …')
            "story",
            "status",
            # (one's stock position, in speech: "her whole thing is that …", "his big thing
            # was that …")
            "thing",
            # (the documents of an office, a court or an expert, read with 'says/said' after
            # them: "the surveyor's report says …", "the panel's decision says …")
            "report",
            "statement",
            "decision",
            "ruling",
            "judgment",
            "judgement",
            "memo",
            "notice",
            "findings",
            "summary",
            "submission",
            "testimony",
            "affidavit",
        ),
        holder="possessor",
        example="Ingrith's verdict: the soup was far too salty.",
    ),
    # --- hearsay with no named source
    FrameRow(
        "heard",
        "lead",
        ("i", "heard"),
        holder="unnamed",
        example="I heard the gym is closing down.",
    ),
    # read, from no one named: 'I read (somewhere) that …', as 'I heard …'
    FrameRow(
        "read_that_unnamed",
        "lead",
        ("i", "read", "that"),
        holder="unnamed",
        example="I read that the gym is closing down.",
    ),
    FrameRow(
        "read_somewhere_unnamed",
        "lead",
        ("i", "read", "somewhere|online", "that"),
        holder="unnamed",
        example="I read somewhere that the gym is closing down.",
    ),
    # heard by chance: 'I overheard that …', and 'I overheard X saying …' (X's words: the
    # clause after the lead is read again for its own frame, as after 'I heard')
    FrameRow(
        "overheard",
        "lead",
        ("i", "overheard"),
        holder="unnamed",
        example="I overheard that the boathouse is shutting for the winter.",
    ),
    FrameRow(
        "heard_perfect",
        "lead",
        ("i've", "heard"),
        holder="unnamed",
        example="I've heard the mayor is corrupt.",
    ),
    FrameRow(
        "was_told",
        "lead",
        ("i", "was", "told"),
        holder="unnamed",
        example="I was told the route is unsafe.",
    ),
    FrameRow(
        "word_has_it",
        "lead",
        ("word", "has", "it"),
        holder="unnamed",
        example="Word has it the bakery is closing.",
    ),
    # 'word is …', 'rumour is …': the noun of hearsay as the subject of 'is', no source named
    FrameRow(
        "word_on_the_street",
        "lead",
        ("word", "on", "the", "street", "is"),
        holder="unnamed",
        example="Word on the street is the tannery is becoming flats.",
    ),
    # 'word from X is (that) …': the noun of hearsay with its source named
    FrameRow(
        "word_from",
        "lead",
        ("word", "from"),
        holder="after",
        after=("is",),
        example="Word from Genowefa is that the lido reopens in May.",
    ),
    FrameRow(
        "if_you_ask_x",
        "lead",
        ("if", "you", "ask"),
        holder="after",
        example="If you ask Aethelys, the marina was better before the refit.",
    ),
    # believing or listening to someone is taking their word: 'if you believe X, …'
    FrameRow(
        "if_you_believe_x",
        "lead",
        ("if", "you", "believe|trust"),
        holder="after",
        example="If you believe Aethelys, the marina was better before the refit.",
    ),
    FrameRow(
        "if_you_listen_to_x",
        "lead",
        ("if", "you", "listen|listened", "to"),
        holder="after",
        example="If you listen to Aethelys, the marina was better before the refit.",
    ),
    # what someone said taken as the ground of the clause: 'going by what X said, …', 'from
    # what X told me, …', 'judging by what X says, …'
    FrameRow(
        "going_by_what_x_said",
        "lead",
        ("going|judging|based", "by|on|off", "what"),
        holder="after",
        after=(_SAID,),
        example="Going by what Aethelys said, the marina was better before the refit.",
    ),
    FrameRow(
        "from_what_x_said",
        "lead",
        ("from", "what"),
        holder="after",
        after=(_SAID,),
        example="From what Aethelys told me, the marina was better before the refit.",
    ),
    # the pseudo-cleft that names what someone said: 'What X said was that …', 'what she
    # actually told us was "…"'
    FrameRow(
        "what_x_said_was",
        "lead",
        ("what",),
        holder="after",
        # (the reader checks these, an adverb or the one told between: 'what X actually told us
        # was …'; 'that', a colon or a quotation after 'was')
        after=("said|says|told|tells|wrote|writes|meant|means|claimed|claims|argued|argues",
               "was|is"),
        example="What Aethelys said was that marinas were better before the refit.",
    ),
    # a message had from someone, its news after it: '(I) got a text from X - …'
    FrameRow(
        "got_text_from",
        "lead",
        ("i", "got", "a", "text", "from"),
        holder="after",
        example="Got a text from Wilfreda - the choir trip is off.",
    ),
    FrameRow(
        "got_message_from",
        "lead",
        ("i", "got", "a", "message", "from"),
        holder="after",
        example="I got a message from Wilfreda: the choir trip is off.",
    ),
    FrameRow(
        "had_text_from",
        "lead",
        ("i", "had", "a", "text", "from"),
        holder="after",
        example="Had a text from Wilfreda, the choir trip is off.",
    ),
    FrameRow(
        "had_call_from",
        "lead",
        ("i", "had", "a", "call", "from"),
        holder="after",
        example="I had a call from Wilfreda - the choir trip is off.",
    ),
    FrameRow(
        "word_is",
        "lead",
        ("word", "is"),
        holder="unnamed",
        example="Word is the ferry's stopping in October.",
    ),
    FrameRow(
        "the_word_is",
        "lead",
        ("the", "word", "is"),
        holder="unnamed",
        example="The word is that the choir is folding.",
    ),
    FrameRow(
        "rumour_is",
        "lead",
        ("rumour", "is"),
        holder="unnamed",
        example="Rumour is the new pool has cracks already.",
    ),
    FrameRow(
        "rumor_is",
        "lead",
        ("rumor", "is"),
        holder="unnamed",
        example="Rumor is the new pool has cracks already.",
    ),
    FrameRow(
        "rumour_has_it",
        "lead",
        ("rumour", "has", "it"),
        holder="unnamed",
        example="Rumour has it the manager is awful.",
    ),
    FrameRow(
        "rumor_has_it",
        "lead",
        ("rumor", "has", "it"),
        holder="unnamed",
        example="Rumor has it the manager is awful.",
    ),
    FrameRow(
        "apparently",
        "lead",
        ("apparently",),
        holder="unnamed",
        example="Apparently the tour was a disaster.",
    ),
    FrameRow(
        "supposedly",
        "lead",
        ("supposedly",),
        holder="unnamed",
        example="Supposedly the food there is great.",
    ),
    FrameRow(
        "reportedly",
        "lead",
        ("reportedly",),
        holder="unnamed",
        example="Reportedly the new boss is strict.",
    ),
    FrameRow(
        "allegedly",
        "lead",
        ("allegedly",),
        holder="unnamed",
        example="Allegedly the landlord is dodgy.",
    ),
    FrameRow(
        "they_say",
        "lead",
        ("they", "say"),
        holder="unnamed",
        example="They say the lake is lovely in May.",
    ),
    FrameRow(
        "people_say",
        "lead",
        ("people", "say"),
        holder="unnamed",
        example="People say the new café is overpriced.",
    ),
    # --- the speaker's own view
    FrameRow(
        "in_my_opinion",
        "lead",
        ("in", "my", "opinion"),
        holder="speaker",
        example="In my opinion the festival is overrated.",
    ),
    FrameRow(
        "in_my_view",
        "lead",
        ("in", "my", "view"),
        holder="speaker",
        example="In my view the new roundabout was a blunder.",
    ),
    # a bet on one's own reading, mostly after what it marks
    FrameRow(
        "put_money_on_it",
        "lead",
        ("i'd", "put", "money", "on", "it"),
        holder="speaker",
        example="The tram will break down again, I'd put money on it.",
    ),
    FrameRow("imo", "lead", ("imo",), holder="speaker", example="imo the remake is better."),
    FrameRow("imho", "lead", ("imho",), holder="speaker", example="imho the old logo was nicer."),
    FrameRow(
        "tbh", "lead", ("tbh",), holder="speaker", example="tbh the whole trip was a letdown."
    ),
    # 'not gonna lie' and its chat abbreviation: the speaker vouches for their own view
    FrameRow("ngl", "lead", ("ngl",), holder="speaker", example="ngl the new kit looks cheap."),
    FrameRow(
        "not_gonna_lie",
        "lead",
        ("not", "gonna", "lie"),
        holder="speaker",
        example="Not gonna lie, the sequel was a slog.",
    ),
    FrameRow(
        "not_going_to_lie",
        "lead",
        ("not", "going", "to", "lie"),
        holder="speaker",
        example="Not going to lie, that hostel was grim.",
    ),
    FrameRow(
        "honestly",
        "lead",
        ("honestly",),
        holder="speaker",
        example="Honestly, the hotel was filthy.",
    ),
    FrameRow(
        "to_be_honest",
        "lead",
        ("to", "be", "honest"),
        holder="speaker",
        example="To be honest, the speech was dull.",
    ),
    FrameRow(
        "personally",
        "lead",
        ("personally",),
        holder="speaker",
        example="Personally, the lecture was pointless.",
    ),
    FrameRow(
        "frankly", "lead", ("frankly",), holder="speaker", example="Frankly, the plan is reckless."
    ),
    FrameRow(
        "if_you_ask_me",
        "lead",
        ("if", "you", "ask", "me"),
        holder="speaker",
        example="If you ask me, the new menu is worse.",
    ),
    FrameRow(
        "i_feel_like",
        "lead",
        ("i", "feel", "like"),
        holder="speaker",
        example="I feel like the ending was rushed.",
    ),
    FrameRow(
        "id_say", "lead", ("i'd", "say"), holder="speaker", example="I'd say the price is fair."
    ),
    # a preference said with a clause after it: what the speaker would have be so
    FrameRow(
        "id_rather",
        "lead",
        ("i'd", "rather"),
        holder="speaker",
        example="I'd rather we hired a van.",
    ),
    # a preference said as a leaning: what the speaker is inclined to choose
    FrameRow(
        "im_leaning",
        "lead",
        ("i'm", "leaning"),
        holder="speaker",
        example="I'm leaning towards the cheaper quote.",
    ),
    FrameRow(
        "not_sure",
        "lead",
        ("i'm", "not", "sure"),
        holder="speaker",
        example="I'm not sure the new boss is any good.",
    ),
    FrameRow(
        "im_sure",
        "lead",
        ("i'm", "sure"),
        holder="speaker",
        example="I'm sure the ferry will be late.",
    ),
    FrameRow(
        "to_me",
        "lead",
        ("to", "me"),
        holder="speaker",
        example="To me, the festival felt overpriced.",
    ),
    FrameRow(
        "the_way_i_see_it",
        "lead",
        ("the", "way", "i", "see", "it"),
        holder="speaker",
        example="The way I see it, the club is badly run.",
    ),
)

# Discourse markers and interjections that may open a clause before its frame or subject
# ("Ha, Brisa says…", "Anyway, …", "Dunno, but …"); general English, no domain words.
# ('although' opening a sentence of speech joins it to the one before, as 'though' does:
# "Although X's argument was that …")
OPENERS = frozenset(
    """oh ah ahh ha haha hahaha hah heh lol lmao rofl ugh urgh argh wow whoa yeah yea yes yep yup
    nope no nah ok okay okey kk well so anyway anyways anyhow hmm hm um uh erm er right look listen
    dunno idk man dude mate bro god gosh omg jeez geez damn dang hey hi hello sure true fair plus
    also and but then still besides alright aight oops yikes huh eh meh aw aww ooh oof ooo phew bah
    pfft wait actually seriously literally basically obviously obv obvs totally definitely
    absolutely indeed mind anyhoo btw fyi nvm ngl lowkey highkey srsly tho though yet exactly same
    really ya yah ye yh fwiw iirc afaik tbf welp even wtf wth tldr psa ps incidentally
    although aye och ach
    haan haanji arre arey yaar acha accha achha abeg ehn shebi oya chale eish aiyoh aiyah alamak
    ja""".split()  # noqa: SIM905
)
# (the last line: markers of Indian, Nigerian, Ghanaian, South African and Malaysian and
# Singaporean English — 'Haan, I was there', 'Abeg, …', 'Eish, …' — as the ones above)
# Multi-word discourse markers ("To be fair, …", "Mind you …", "Funnily enough …"): openers, not
# frames ('To be fair Tamsk was saying …' is Tamsk's; the speaker's own marks are lead rows above).
OPENER_PHRASES = tuple(
    tuple(p.split())
    for p in (
        "to be fair", "in fairness", "fair enough", "mind you", "for what it's worth",
        "at the end of the day", "long story short", "funnily enough", "then again",
        "by the way", "oh well", "oh my god", "to be fair though", "in any case", "either way",
        "as it happens", "come to think of it", "now that you mention it",
        "speaking of which", "speaking of that", "funny you should say that",
        "funny you should mention it", "funny you should mention that", "now you mention it",
        "on that note", "while we're on the subject", "while we're at it", "heads up",
        "in my defence", "in my defense", "in his defence", "in her defence", "in their defence",
        "in all honesty", "if anything", "as far as i can tell",
        "for the record", "for all i know", "in any event", "all the same", "having said that",
        "that said", "with all due respect", "believe it or not", "if i'm honest", "let's face it",
        "to make matters worse", "on the plus side", "on the bright side", "to top it off",
        "to top it all off", "as luck would have it", "if memory serves",
        # an answer that only agrees or doubts ('Think so — heard it from …', 'I guess so, …')
        "think so", "i think so", "guess so", "i guess so", "hope so", "i hope so", "reckon so",
        "i reckon so", "suppose so", "i suppose so", "believe so", "i believe so",
        # chat's asides before news ('random but X reckons …', 'side note, …', 'fun fact, …')
        "random but", "totally random but", "random question but", "random thought but",
        "random thought", "random question",
        # confidences and asides of candour ('between you and me, X thinks …', 'truth be told,
        # …'), and the speaker pointing back to what they said ('like I said, X reckons …')
        "between you and me", "between you and i", "strictly between us", "between ourselves",
        "truth be told", "to tell the truth", "to tell you the truth", "like i said", "like i say",
        "like i told you", "as i told you", "like i mentioned", "as i mentioned",
        "side note", "fun fact", "plot twist", "no joke", "real talk",
        # an imperative or question that only announces news ('get this, X reckons …', 'guess
        # what, …', 'you know what, …', 'check this out: …'): no clause of the speaker's
        "get this", "guess what", "you know what", "check this out", "wait for it",
        "you'll never guess what", "you won't believe this", "you won't believe it",
        # the speaker's own finding out, before whose news it is ('turns out X reckons …')
        "turns out", "it turns out", "as it turns out",
    )
)
# Nouns that announce the news to follow as a header, not a clause: "Funny thing, …", "Good news:
# …", "Quick update: …", "Party recap for those who missed it: …", "The thing is, …". Such a
# header (a few words ending in one of these, then a comma or colon; before a colon more words
# may follow the noun) is an opener: the clause after it is read on its own.
HEADER_NOUNS = frozenset(
    """news update updates recap thing fact note psa reminder heads-up summary story twist bit
    part""".split()  # noqa: SIM905
)
# Kinship words used as a name for the speaker's own relative ("Mum rang", "Gran says").
BARE_KIN = frozenset(
    "mum mom mam dad gran nan nana nani granny grandma grandpa grandad granddad mama papa bf gf"
    " hubby"
    # (chat's clipped 'sister': 'sis reckons …' is the speaker's own)
    " sis".split()
)

# Titles that precede a name ("Mr Okonkwo-Bell", "Dr. Vance", "Reverend Amadi"): the English
# honorifics and forms of address of religion, rank, office and trade (a capitalised role noun
# before a name, "Nurse Ekwueme", "Chef Varga", is one as well — see attrib_en.holder_np).
TITLES = frozenset(
    {
        "mx",
        "mister",
        "doctor",
        "reverend",
        "rev",
        "pastor",
        "fr",
        "rabbi",
        "imam",
        # (titles of faith of South Asia and the Muslim world, said before a name: 'Pandit X',
        # 'Giani X', 'Swami X', 'Sheikh X', 'Ustaz X', 'Maulana X')
        "pandit",
        "giani",
        "swami",
        "sant",
        "sheikh",
        "ustaz",
        "ustad",
        "maulana",
        "mufti",
        "dame",
        "lady",
        "lord",
        "captain",
        "capt",
        "sergeant",
        "sgt",
        "lieutenant",
        "lt",
        "colonel",
        "col",
        "major",
        "general",
        "officer",
        "detective",
        "inspector",
        "constable",
        "judge",
        "nurse",
        "councillor",
        "cllr",
        "senator",
        "governor",
        "mayor",
        "mr",
        "mrs",
        "ms",
        "miss",
        "dr",
        "prof",
        "professor",
        "sir",
        "madam",
        "coach",
        "uncle",
        "aunt",
        "auntie",
        "aunty",
        # (Afrikaans-speaking South African English: 'Oom Piet', 'Tannie Marie')
        "oom",
        "tannie",
        # (Malay honorifics, and the Hokkien/Cantonese 'Ah' before a given name, in Singapore
        # and Malaysian English: 'Puan Halimah', 'Encik Faridzul', 'Ah Tiong')
        "puan",
        "encik",
        "cik",
        "tuan",
        "datuk",
        "dato",
        "datin",
        "haji",
        "hajah",
        "ah",
        # (the kin titles of Spanish, Italian, Tagalog, German and Dutch before a given name in
        # the English of families who keep them: 'Tía X', 'Zio X', 'Tita X', 'Nonna X',
        # 'Tante X')
        "tía",
        "tia",
        "tío",
        "tio",
        "tita",
        "tito",
        "zia",
        "zio",
        "nonna",
        "nonno",
        "abuela",
        "abuelo",
        "tante",
        "onkel",
        "deacon",
        "bishop",
        "grandma",
        "grandpa",
        "nana",
        "father",
        "sister",
        "brother",
    }
)

# Rows read with FRAMES_EN's verb rows (tests/extract/test_en_s27_constructions.py has their
# sentences). A feeling about a state of affairs, said with 'be', an adjective of emotion and a
# clause ('my sister is gutted (that) the bakery shut', "she's fuming that …"): the clause is
# what the one who feels it holds true and judges — their view, passed on by the speaker.
_FEELINGS = ("fuming", "annoyed", "gutted", "furious", "livid", "thrilled", "chuffed", "raging",
             "upset", "mad", "happy", "glad", "relieved", "worried", "disappointed", "pissed",
             "stoked", "sad", "salty", "devastated", "heartbroken", "delighted", "pleased",
             "angry", "frustrated", "irritated", "shocked", "surprised", "amazed", "scared",
             "afraid", "terrified", "nervous", "concerned", "proud", "jealous", "bitter",
             "embarrassed", "excited", "buzzing", "miffed", "peeved", "cross", "horrified",
             "outraged", "offended", "gobsmacked")
FEELING_ROWS: tuple[FrameRow, ...] = (
    FrameRow(
        "be_feeling_that",
        "verb",
        _FEELINGS,
        after=("that",),
        belief=True,
        copular=True,
        example="My sister is gutted that the kelp bakery closed.",
    ),
    # ('she's fuming the bakery shut': the clause with no 'that', a subject and its verb)
    FrameRow(
        "be_feeling",
        "verb",
        _FEELINGS,
        belief=True,
        copular=True,
        example="My sister's gutted the kelp bakery closed.",
    ),
)
# More rows read with FRAMES_EN's verb rows (their sentences are in the same test file): let
# down by what was just talked about, said after 'be' with nothing after it ('She was
# underwhelmed.', 'X was disappointed.'), and won over or not ("X wasn't blown away").
EXTRA_ROWS: tuple[FrameRow, ...] = (
    *FEELING_ROWS,
    FrameRow(
        "let_down",
        "verb",
        ("disappointed", "underwhelmed", "unimpressed"),
        attitude=True,
        valence=-1,
        elliptic=True,
        copular=True,
        example="Ombreth went to the kelp bakery. She was underwhelmed.",
    ),
    FrameRow(
        "blown_away",
        "verb",
        ("blown",),
        after=("away",),
        attitude=True,
        valence=1,
        elliptic=True,
        copular=True,
        example="Ombreth went to the kelp bakery. She wasn't blown away.",
    ),
    # a liking said with a preposition after 'be' or a verb: 'X is really into …', "X's
    # hooked on …", 'addicted to …', 'X is all about …', 'X thinks highly of …', 'X has gone
    # off …' (gone off it: no longer likes it)
    FrameRow(
        "be_into",
        "verb",
        ("into",),
        attitude=True,
        valence=1,
        copular=True,
        example="Ombreth is really into the kelp bakery.",
    ),
    FrameRow(
        "hooked_on",
        "verb",
        ("hooked", "addicted"),
        after=("on|to",),
        attitude=True,
        valence=1,
        copular=True,
        example="Ombreth's hooked on the kelp bakery.",
    ),
    FrameRow(
        "all_about",
        "verb",
        ("all",),
        after=("about",),
        attitude=True,
        valence=1,
        copular=True,
        example="Ombreth is all about the kelp bakery.",
    ),
    FrameRow(
        "think_highly_of",
        "verb",
        ("think", "thinks", "thought"),
        after=("highly", "of"),
        attitude=True,
        valence=1,
        example="Ombreth thinks highly of the kelp bakery.",
    ),
    FrameRow(
        "gone_off",
        "verb",
        ("gone",),
        after=("off",),
        attitude=True,
        valence=-1,
        example="Ombreth has gone off the kelp bakery.",
    ),
    # said only negated, the negation part of the idiom: "X can't get enough of …" (a liking),
    # "X couldn't care less about …" (no regard)
    FrameRow(
        "get_enough_of",
        "verb",
        ("get",),
        after=("enough", "of"),
        attitude=True,
        valence=1,
        example="Ombreth can't get enough of the kelp bakery.",
    ),
    FrameRow(
        "care_less_about",
        "verb",
        ("care",),
        after=("less", "about"),
        attitude=True,
        valence=-1,
        example="Ombreth couldn't care less about the kelp bakery.",
    ),
)


# Between a holder and its verb: auxiliaries, negation and adverbs ("doesn't really think").
BETWEEN = frozenset(
    """do does did don't doesn't didn't not n't never also always just even still once literally
    basically honestly apparently actually really kinda kind of sort totally seriously definitely
    clearly obviously keeps kept keep has had have 've 's is was were 'd would will 'll can could
    can't cannot couldn't won't wouldn't isn't wasn't aren't weren't hasn't haven't hadn't
    might must be been being am are 'm probably genuinely firmly strongly very quite super rather
    pretty so""".split()  # noqa: SIM905
)
NEGATORS = frozenset(
    {
        "not",
        "n't",
        "never",
        "don't",
        "doesn't",
        "didn't",
        "isn't",
        "wasn't",
        "aren't",
        "weren't",
        "won't",
        "wouldn't",
        "can't",
        "couldn't",
        "no",
        "hardly",
    }
)
# Objects of a telling verb ("told me", "texted us", "warned everyone").
TOLD = frozenset(
    {"me", "us", "him", "her", "them", "everyone", "everybody", "all", "you", "people"}
)
