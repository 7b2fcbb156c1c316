"""English word lists for the rule extractor: function words, verbs, reporting cues."""

from __future__ import annotations

IRREGULAR = {
    # past / participle -> lemma
    "was": "be", "i'm": "be", "we're": "be", "i've": "have", "we've": "have", "were": "be", "been": "be", "am": "be", "is": "be", "are": "be", "'m": "be",
    "had": "have", "has": "have", "did": "do", "done": "do", "does": "do", "went": "go", "gone": "go",
    "goes": "go", "got": "get", "gotten": "get", "made": "make", "took": "take", "taken": "take",
    "came": "come", "saw": "see", "seen": "see", "ran": "run", "ate": "eat", "eaten": "eat",
    "drank": "drink", "drunk": "drink", "bought": "buy", "brought": "bring", "thought": "think",
    "taught": "teach", "caught": "catch", "fought": "fight", "sought": "seek", "sold": "sell",
    "told": "tell", "said": "say", "paid": "pay", "laid": "lay", "left": "leave", "lost": "lose",
    "met": "meet", "felt": "feel", "kept": "keep", "slept": "sleep", "spent": "spend", "sent": "send",
    "built": "build", "lent": "lend", "meant": "mean", "heard": "hear", "found": "find",
    "held": "hold", "stood": "stand", "understood": "understand", "won": "win", "began": "begin",
    "begun": "begin", "broke": "break", "broken": "break", "chose": "choose", "chosen": "choose",
    "drove": "drive", "driven": "drive", "wrote": "write", "written": "write", "rode": "ride",
    "ridden": "ride", "rose": "rise", "flew": "fly", "flown": "fly", "grew": "grow", "grown": "grow",
    "knew": "know", "known": "know", "threw": "throw", "thrown": "throw", "drew": "draw",
    "drawn": "draw", "swam": "swim", "swum": "swim", "sang": "sing", "sung": "sing", "gave": "give",
    "given": "give", "forgot": "forget", "forgotten": "forget", "fell": "fall", "fallen": "fall",
    "wore": "wear", "worn": "wear", "tore": "tear", "hid": "hide", "bit": "bite", "shot": "shoot",
    "quit": "quit", "hit": "hit", "put": "put", "set": "set", "cut": "cut", "hurt": "hurt",
    "read": "read", "let": "let", "led": "lead", "fed": "feed", "fled": "flee", "stuck": "stick",
    "struck": "strike", "spoke": "speak", "spoken": "speak", "woke": "wake", "woken": "wake",
    "became": "become", "dug": "dig", "hung": "hang", "shook": "shake",
    "stole": "steal", "froze": "freeze", "sat": "sit", "lay": "lie", "bet": "bet", "cost": "cost",
    "dreamt": "dream", "learnt": "learn", "burnt": "burn", "spun": "spin", "won't": "will",
    "tried": "try", "moved": "move", "proposed": "propose", 
}
PAST_FORMS = frozenset(k for k in IRREGULAR if k not in {"am", "is", "are", "'m", "has", "does", "goes"})

AUX = frozenset(
    """am 'm is are was were be been being have 've has had 'd do does did don't doesn't didn't
    will 'll won't would wouldn't can can't cannot could couldn't should shouldn't may might
    must gonna wanna gotta going not never""".split()  # noqa: SIM905
)
MODAL_FUTURE = frozenset({"will", "'ll", "gonna", "going", "plan", "planning", "hope", "hoping", "want", "wanna", "intend", "about"})

ADVERBS = frozenset(
    """just also still never really finally recently already even actually totally usually always
    often sometimes normally typically regularly generally basically literally seriously
    honestly definitely probably maybe perhaps almost nearly barely hardly only mostly mainly
    kinda sorta so very too quite pretty rather absolutely completely fully officially once
    again now then lately ever currently somehow simply truly surely anymore again super""".split()  # noqa: SIM905
)
ADJECTIVES = frozenset(
    """happy sad proud excited grateful thankful lucky keen glad sure able ready important hard
    tough easy new old big small little own same different real true special busy tired stressed
    worried nervous fun funny interesting exciting scary alone together whole entire long short
    full empty free""".split()  # noqa: SIM905
)

PREPOSITIONS = frozenset(
    """in on at to from with for of by about into onto over under after before during since until
    till near around through without like as than across along among behind beside besides
    between beyond despite inside outside per toward towards upon via within against off up down
    out""".split()  # noqa: SIM905
)
CONJUNCTIONS = frozenset(["and", "or", "but", "so", "because", "while", "when", "if", "that", "which", "who", "whom", "whose", "where", "though", "although", "whether", "nor", "yet", "cause", "cuz"])
DETERMINERS = frozenset(["the", "a", "an", "this", "that", "these", "those", "my", "your", "his", "her", "our", "their", "its", "some", "any", "every", "each", "no", "another", "all", "both", "either", "neither", "such", "what", "which", "whatever", "few", "several", "many", "much", "more", "most"])
PRONOUNS = frozenset(["that's", "it's", "there's", "what's", "he's", "she's", "they're", "you're", "here's", "who's", "i", "me", "my", "mine", "myself", "we", "us", "our", "ours", "ourselves", "you", "your", "yours", "yourself", "he", "him", "his", "she", "her", "hers", "it", "its", "they", "them", "their", "theirs", "themselves", "this", "that", "these", "those", "there", "here", "someone", "somebody", "everyone", "everybody", "anyone", "nobody", "something", "everything", "anything", "nothing", "one"])
GENERIC_NOUNS = frozenset(["lot", "lots", "bunch", "kind", "sort", "couple", "piece", "type", "way", "thing", "things", "stuff", "time", "times", "day", "days", "one", "ones", "bit", "part", "something", "everything", "anything", "nothing", "while", "year", "years", "week", "weeks", "month", "months", "hour", "hours", "minute", "minutes", "moment", "deal", "fun", "sure"])
NUMBERS = frozenset(["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "twenty", "thirty", "forty", "fifty", "hundred", "thousand", "first", "second", "third", "fourth", "fifth", "half", "dozen"])

FIRST_PERSON = frozenset(["i", "i'm", "i've", "i'd", "i'll", "me", "my", "mine", "myself", "we", "we're", "we've", "we'd", "we'll", "us", "our", "ours", "ourselves"])
FIRST_SUBJECT = frozenset(["i", "i'm", "i've", "i'd", "i'll", "we", "we're", "we've", "we'd", "we'll", "my", "our", "me"])
THIRD_PRON = frozenset(["he", "she", "they", "he's", "she's", "they're", "he'd", "she'd", "they've", "his", "her", "their", "him", "them"])

HEDGE_VERBS = frozenset(["think", "believe", "guess", "feel", "reckon", "suppose", "bet", "figure", "imagine", "assume", "suspect", "doubt"])
REPORT_VERBS = frozenset(
    """says said say thinks thought believes believed reckons reckoned feels felt claims claimed
    mentioned mentions insists insisted swears swore complained complains warned warns argues
    argued suggested suggests admitted admits figures figured guesses guessed posted wrote
    writes texted explained explains noted notes told tells heard hears""".split()  # noqa: SIM905
)
TELL_VERBS = frozenset({"told", "tells", "tell"})
HEARSAY_ADVERBS = frozenset({"apparently", "reportedly", "supposedly", "allegedly", "evidently", "rumor", "rumour"})
CLAUSE_START = frozenset(
    """that he she they it i we you there the a an this these those his her their my our your its
    some no nobody someone everyone""".split()  # noqa: SIM905
)

FILLERS = frozenset(
    """hey hi hello oh wow yeah yes yep yup nope no well so ok okay okey aw aww ah ahh ooh um uh
    hmm haha hahaha lol omg honestly actually also anyway anyways btw plus and but sure totally
    right congrats congratulations thanks thank awesome cool great nice amazing man dude""".split()  # noqa: SIM905
)

CAP_STOP = frozenset(
    """I I'm I've I'd I'll The A An This That These Those It It's Its There Here What Why How When
    Where Who Which Whose Everyone Someone Somebody Nobody Everybody Anyone People Life Work
    School God Today Tomorrow Yesterday Tonight Yeah Yes No Oh Wow Thanks Thank Hey Hi Hello
    Sure Cool Nice Great Awesome Sounds Totally Definitely Congrats Good Well So And But Or Also
    Plus Haha Lol Omg Anyway Btw Speaking Last Next My Your His Her Our Their The Some Any All
    Both Each Every Not Just Only Even Still Really Maybe Perhaps Actually Honestly Seriously
    Apparently According Please Let Let's Do Does Did Is Are Was Were Have Has Had Can Could
    Will Would Should Might Must If Because Since After Before While Although Though As At In On
    For With From To Of By About Like Love Yep Nope Ah Aw Aww Ooh Hmm Um Uh Sorry
    Congratulations Glad Happy Same True Right Exactly Absolutely Then Now Once First Finally
    Instead Otherwise Anyways Besides Being Having Getting Going Mom Dad Mum Grandma Grandpa He
    She They We You Me Him Them Us OK Okay Hey Bye Cheers Yay Ugh Lots Much Many Most More Wanna
    Gonna Take Check Look See Keep Try Make Give Tell Wish Hope Hopefully Monday Tuesday
    Wednesday Thursday Friday Saturday Sunday January February March April May June July August
    September October November December Christmas Easter Halloween Thanksgiving New Year
    Instagram Facebook Twitter YouTube Google TikTok English Korean Mr Mrs Ms Dr Definitely""".split()  # noqa: SIM905
)
