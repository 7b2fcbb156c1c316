"""English word lists for the rule extractor: function words, verbs, reporting cues."""

from __future__ import annotations

from functools import lru_cache

IRREGULAR = {
    # past / participle -> lemma
    "was": "be",
    "i'm": "be",
    "we're": "be",
    "i've": "have",
    "we've": "have",
    "were": "be",
    "been": "be",
    "am": "be",
    "is": "be",
    "are": "be",
    "'m": "be",
    "had": "have",
    "has": "have",
    "did": "do",
    "done": "do",
    "does": "do",
    "went": "go",
    "gone": "go",
    "goes": "go",
    "got": "get",
    "gotten": "get",
    "made": "make",
    "took": "take",
    "taken": "take",
    "came": "come",
    "saw": "see",
    "seen": "see",
    "ran": "run",
    "ate": "eat",
    "eaten": "eat",
    "drank": "drink",
    "drunk": "drink",
    "bought": "buy",
    "brought": "bring",
    "thought": "think",
    "taught": "teach",
    "caught": "catch",
    "fought": "fight",
    "sought": "seek",
    "sold": "sell",
    "told": "tell",
    "said": "say",
    "paid": "pay",
    "laid": "lay",
    "left": "leave",
    "lost": "lose",
    "met": "meet",
    "felt": "feel",
    "kept": "keep",
    "slept": "sleep",
    "spent": "spend",
    "sent": "send",
    "built": "build",
    "lent": "lend",
    "meant": "mean",
    "heard": "hear",
    "found": "find",
    "held": "hold",
    "stood": "stand",
    "understood": "understand",
    "won": "win",
    "began": "begin",
    "begun": "begin",
    "broke": "break",
    "broken": "break",
    "chose": "choose",
    "chosen": "choose",
    "drove": "drive",
    "driven": "drive",
    "wrote": "write",
    "written": "write",
    "rode": "ride",
    "ridden": "ride",
    "rose": "rise",
    "flew": "fly",
    "flown": "fly",
    "grew": "grow",
    "grown": "grow",
    "knew": "know",
    "known": "know",
    "threw": "throw",
    "thrown": "throw",
    "drew": "draw",
    "drawn": "draw",
    "swam": "swim",
    "swum": "swim",
    "sang": "sing",
    "sung": "sing",
    "gave": "give",
    "given": "give",
    "forgot": "forget",
    "forgotten": "forget",
    "fell": "fall",
    "fallen": "fall",
    "wore": "wear",
    "worn": "wear",
    "tore": "tear",
    "hid": "hide",
    "bit": "bite",
    "shot": "shoot",
    "quit": "quit",
    "beat": "beat",
    "beaten": "beat",
    "reset": "reset",
    "rebuilt": "rebuild",
    "redid": "redo",
    "reran": "rerun",
    "resold": "resell",
    "outbid": "outbid",
    "hit": "hit",
    "put": "put",
    "set": "set",
    "cut": "cut",
    "split": "split",
    "shut": "shut",
    "spread": "spread",
    "burst": "burst",
    "hurt": "hurt",
    "read": "read",
    "let": "let",
    "led": "lead",
    "fed": "feed",
    "fled": "flee",
    "stuck": "stick",
    "struck": "strike",
    "spoke": "speak",
    "spoken": "speak",
    "woke": "wake",
    "woken": "wake",
    "became": "become",
    "dug": "dig",
    "hung": "hang",
    "shook": "shake",
    "stole": "steal",
    "froze": "freeze",
    "sat": "sit",
    "lay": "lie",
    "bet": "bet",
    "cost": "cost",
    "dreamt": "dream",
    "learnt": "learn",
    "burnt": "burn",
    "spun": "spin",
    "won't": "will",
    "tried": "try",
    "moved": "move",
    # more irregular pasts of common verbs (a standard English grammar's list)
    "rang": "ring",
    "rung": "ring",
    "sank": "sink",
    "sunk": "sink",
    "shrank": "shrink",
    "shrunk": "shrink",
    "stank": "stink",
    "sprang": "spring",
    "swung": "swing",
    "clung": "cling",
    "flung": "fling",
    "stung": "sting",
    "wrung": "wring",
    "bent": "bend",
    "dealt": "deal",
    "knelt": "kneel",
    "leapt": "leap",
    "crept": "creep",
    "swept": "sweep",
    "wept": "weep",
    "bled": "bleed",
    "sped": "speed",
    "slid": "slide",
    "forgave": "forgive",
    "forgiven": "forgive",
    "mistook": "mistake",
    "overtook": "overtake",
    "undertook": "undertake",
    "withdrew": "withdraw",
    "blew": "blow",
    "blown": "blow",
    "arose": "arise",
    "arisen": "arise",
    "proposed": "propose",
}
PAST_FORMS = frozenset(
    k for k in IRREGULAR if k not in {"am", "is", "are", "'m", "has", "does", "goes"}
)

AUX = frozenset(
    """am 'm is are was were be been being have 've has had 'd do does did don't doesn't didn't
    will 'll won't would wouldn't can can't cannot could couldn't should shouldn't may might
    must gonna wanna gotta going not never""".split()  # noqa: SIM905
)
MODAL_FUTURE = frozenset(
    {
        "will",
        "'ll",
        "gonna",
        "going",
        "plan",
        "planning",
        "hope",
        "hoping",
        "want",
        "wanna",
        "intend",
        "about",
    }
)

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
CONJUNCTIONS = frozenset(
    [
        "and",
        "or",
        "but",
        "so",
        "because",
        "while",
        "when",
        "if",
        "that",
        "which",
        "who",
        "whom",
        "whose",
        "where",
        "though",
        "although",
        "whether",
        "nor",
        "yet",
        "cause",
        "cuz",
    ]
)
DETERMINERS = frozenset(
    [
        "the",
        "a",
        "an",
        "this",
        "that",
        "these",
        "those",
        "my",
        "your",
        "his",
        "her",
        "our",
        "their",
        "its",
        "some",
        "any",
        "every",
        "each",
        "no",
        "another",
        "all",
        "both",
        "either",
        "neither",
        "such",
        "what",
        "which",
        "whatever",
        "few",
        "several",
        "many",
        "much",
        "more",
        "most",
    ]
)
PRONOUNS = frozenset(
    [
        # chat spellings
        "u",
        "ur",
        "ya",
        "urself",
        "that's",
        "it's",
        "there's",
        "what's",
        "he's",
        "she's",
        "they're",
        "you're",
        "here's",
        "who's",
        "i",
        "me",
        "my",
        "mine",
        "myself",
        "we",
        "us",
        "our",
        "ours",
        "ourselves",
        "you",
        "your",
        "yours",
        "yourself",
        "he",
        "him",
        "his",
        "she",
        "her",
        "hers",
        "it",
        "its",
        "they",
        "them",
        "their",
        "theirs",
        "themselves",
        "this",
        "that",
        "these",
        "those",
        "there",
        "here",
        "someone",
        "somebody",
        "everyone",
        "everybody",
        "anyone",
        "nobody",
        "something",
        "everything",
        "anything",
        "nothing",
        "one",
    ]
)
GENERIC_NOUNS = frozenset(
    [
        "lot",
        "lots",
        "bunch",
        "kind",
        "sort",
        "couple",
        "piece",
        "type",
        "way",
        "thing",
        "things",
        "stuff",
        "time",
        "times",
        "day",
        "days",
        "one",
        "ones",
        "bit",
        "part",
        "something",
        "everything",
        "anything",
        "nothing",
        "while",
        "year",
        "years",
        "week",
        "weeks",
        "month",
        "months",
        "hour",
        "hours",
        "minute",
        "minutes",
        "moment",
        "deal",
        "fun",
        "sure",
        "weekend",
        "weekends",
        "morning",
        "mornings",
        "evening",
        "evenings",
        "night",
        "nights",
        "today",
        "tonight",
        "tomorrow",
        "yesterday",
        "people",
        "person",
        "others",
        "guys",
        "folks",
        "try",
        "look",
        "need",
        "matter",
        "share",
        "check",
        "ton",
        "tons",
        "load",
        "loads",
        "heaps",
    ]
)
NUMBERS = frozenset(
    [
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "twenty",
        "thirty",
        "forty",
        "fifty",
        "hundred",
        "thousand",
        "first",
        "second",
        "third",
        "fourth",
        "fifth",
        "half",
        "dozen",
    ]
)

FIRST_PERSON = frozenset(
    [
        "i",
        "i'm",
        "i've",
        "i'd",
        "i'll",
        "me",
        "my",
        "mine",
        "myself",
        "we",
        "we're",
        "we've",
        "we'd",
        "we'll",
        "us",
        "our",
        "ours",
        "ourselves",
    ]
)
FIRST_SUBJECT = frozenset(
    ["i", "i'm", "i've", "i'd", "i'll", "we", "we're", "we've", "we'd", "we'll", "my", "our", "me"]
)
HEDGE_VERBS = frozenset(
    [
        "think",
        "believe",
        "guess",
        "feel",
        "reckon",
        "suppose",
        "bet",
        "figure",
        "imagine",
        "assume",
        "suspect",
        "doubt",
    ]
)
REPORT_VERBS = frozenset(
    """says said say thinks thought believes believed reckons reckoned feels felt claims claimed
    mentioned mentions insists insisted swears swore complained complains warned warns argues
    argued suggested suggests admitted admits figures figured guesses guessed posted wrote
    writes texted explained explains noted notes told tells heard hears messaged rang phoned
    loves loved hates hated rates rated adores adored likes liked
    agrees agreed confirms confirmed reveals revealed replies replied remarks remarked mutters
    muttered grumbles grumbled admitted hinted hints vowed vows stated states whinged whinges
    moaned moans announced announces declared declares overheard overhears
    maintains maintained concedes conceded denies denied indicates indicated predicts predicted
    stresses stressed""".split()  # noqa: SIM905
)

FILLERS = frozenset(
    """hey hi hello oh wow yeah yes yep yup nope no well so ok okay okey aw aww ah ahh ooh um uh
    hmm haha hahaha lol omg honestly actually also anyway anyways btw plus and but sure totally
    right congrats congratulations thanks thank awesome cool great nice amazing man dude""".split()  # noqa: SIM905
    # the discourse particles and interjections of Singapore and Malaysian English
    + """lah leh lor meh sia hor mah liao aiyo aiyoh aiyah alamak walao""".split()  # noqa: SIM905
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
    Wednesday Thursday Friday Saturday Sunday Mondays Tuesdays Wednesdays Thursdays Fridays
    Saturdays Sundays Weekends Weekdays January February March April May June July August
    September October November December Christmas Easter Halloween Thanksgiving New Year
    Instagram Facebook Twitter YouTube Google TikTok English Korean Mr Mrs Ms Dr
    Definitely""".split()  # noqa: SIM905
)

# --- General word lists for concept cleanliness and lemmas (general English, no domain words) ---

# Verbs whose base form is (almost) never a useful concept noun: a bare one splits a noun chunk.
_VERB_ONLY = frozenset(
    """be have do get make go come take give see know think want seem become bring keep let put say
    tell ask find feel leave begin start stop try mean happen believe remember forget understand
    agree decide include allow appear consider continue expect explain follow lose meet pay provide
    reach remain send sit stand suggest wait win wonder buy sell choose enjoy manage offer prefer
    receive recognize recognise realize realise reduce remove replace require reveal seek serve
    spend suppose tend throw achieve acquire add admit afford announce annoy apply appreciate
    arrange arrive assume attach attend avoid beg belong bother breathe bury carry catch celebrate
    combine compare complain complete concentrate confirm connect consist contain convince create
    define deliver deny depend describe deserve destroy determine develop die discover discuss
    disappear earn embrace emerge encourage engage ensure enter establish examine exist expand
    explore express fail fill finish fit fix forgive gain gather grab greet grow handle hate hear
    hide hire hit hold hurt identify ignore imagine impress improve increase indicate inform inspire
    intend introduce invite involve join kill lay lead learn lend lie lift listen live look maintain
    marry mention motivate move need notice obtain occur organize organise overcome own pass
    perform pick prepare pretend prevent produce promise protect prove publish pull pursue push
    raise recall recommend recover reflect refuse relate relax release rely remind repeat reply
    represent rescue resolve respond retire save seem select settle shake shall share shoot shout
    show shut sink solve speak spread stare stay steal stick strengthen succeed suffer surprise
    survive suspect teach tear thank threaten tie understand unite upset use wake want warn wash
    wear welcome wish worry excite invite stoke adore admire amaze encourage motivate please
    praise thrill delight bless figure guess reckon imagine hope love like adore dislike seem
    become keep let cause affect achieve accept adapt adjust advise afford approve argue arrange
    assist attract await bake bite blame borrow bounce brush calculate cancel chase cheer chew
    clap collect commit compete complete concern convert copy cough cure damage dare decorate
    delay delete deserve destroy differ dig disagree distribute divide donate doubt drag dress
    drop dry educate elect eliminate emphasize employ enable encounter enhance entertain escape
    estimate evaluate examine exchange excuse exercise exhibit expand explain fasten feed fetch
    fight flee float fold forbid freeze frighten fry gaze glow hang harm hesitate hug hunt hurry
    ignite imply impose improve influence inherit injure insist install instruct insult interrupt
    invent invest iron itch jog kick kneel knit knock label land launch lean leap lick limit link
    load locate lock mark measure melt mend milk mix multiply murder nod obey object observe
    occupy offend operate order overtake owe pack paddle pause peel persuade phone pinch place
    plug possess pour pray preach precede predict prefer present preserve press print proceed
    process prolong pronounce propose punish purchase qualify question quit rain rate recite
    record refer regret reject rejoice remark renew rent repair replace request resign resist
    restore retain retreat revise reward rinse roll rub ruin rush satisfy scare scatter scream
    screw seal search secure seize separate shape shine shiver shrug sigh sign sink slip smash
    sneeze sniff snore soak sort spell spill spin spoil squeeze stamp steer sting stir stitch
    store strip stroke stuff subtract suck suit supply suppose surround suspend swallow swap
    swear sweep switch tackle tame tap tease tempt terrify thaw tickle tip tolerate toss trace
    trade transfer transform translate transport trap tremble trick trip trot trouble tug tumble
    twist type undergo undo unfold unlock unpack vanish vary vote wander warm wave weigh whip
    whisper whistle wipe wonder wrap yawn yell zip continue reconnect regain rediscover
    promote devote free quote hate create
    acknowledge allege assert concede confide declare disclose emphasise gripe grumble mumble
    mutter speculate testify whine whinge reassure
    skip ditch boil chop divorce download upload schedule postpone recycle chuck tidy vacuum
    hoover mow prune rehearse
    sue endorse canvass rebuild redo rerun resell outbid
    """.split()  # noqa: SIM905
)

# Verbs that are also common nouns: a noun only after a determiner, possessive, preposition,
# adjective or another noun ('a hike', 'for support', 'my work'), a verb at a bare chunk start.
NOUN_VERB = frozenset(
    """love help support work walk hike dance play plan show change hope care look talk need run
    trip visit drink cook paint swim ride climb fish camp call text travel study train rest
    practice practise experience challenge focus garden shop jog volunteer surf ski skate sail
    kayak bike cycle race match dream struggle fear joke laugh smile cry hug kiss taste smell
    sound touch view watch guide coach lead set start finish end move turn step jump drive fly
    sing write read draw bake cook design film record photograph photo post chat vote meet
    gather celebrate share review rate score win lose offer promise trust doubt wish worry
    interest value benefit balance cause control damage demand design display dress escape
    estimate exercise fall fight film fire form gift guess harm honor honour hunt impact
    increase influence judge kick knock land laugh lift limit link load mark mind miss
    need note object order pack pass pause permit picture place plant pledge point pray
    present print process promise protest purchase push question rain reach release rent repair
    report request rescue respect return reward risk rush sale search shift shock sign sketch
    slide sleep snow sort sparkle spell spin spray spread stamp stand stay step stick stress
    stretch stroll suit supply surprise swap swing talk taste tour track trade treat trick
    trip trust try twist use vacation visit wait wake walk wave weekend wish witness wonder work
    wrap trouble order question record store rain exercise object label land mark measure
    milk iron phone purchase type switch zip stuff tip trap escape damage influence increase
    fight hug reward delay doubt copy drop roll sign search seal screw plug print press pack note
    link lock shape sort step stitch stroke supply tour twist exchange cure fold strip tap sink
    trace transfer transport rent repair request release return fear cheer dress iron
    answer comment hint state vow
    book check test email message ship bin water host charge update interview sack dump scan
    harvest foster audition chill slice moan grin frown
    hand loan shove
    open close clean reopen refund register cover halve
    beat reset lobby
    """.split()  # noqa: SIM905
)
VERB_ONLY = _VERB_ONLY - NOUN_VERB

# Activity verbs: their -ing form is a good concept ('hiking', 'knitting').
ACTIVITY_VERBS = frozenset(
    """hike paint swim climb surf ski skate sail kayak bike jog cook bake garden knit sew
    volunteer camp fish hunt dance sing draw write read act teach learn travel explore adopt
    donate run ride fly drive photograph film record compose perform collect sculpt""".split()  # noqa: SIM905
)
VERBS = VERB_ONLY | NOUN_VERB | ACTIVITY_VERBS

# -ing forms that are verbs, not activities, when they head a concept ('working', 'trying').
GERUND_NOISE = frozenset(
    """working looking talking trying helping pushing staying moving living sharing changing
    growing caring supporting struggling needing showing calling starting ending finishing
    planning hoping wishing waiting visiting sending setting leading turning stepping watching
    feeling thinking taking making getting doing going coming seeing saying telling asking
    giving keeping putting letting having being becoming bringing finding using meaning
    happening trusting worrying wondering checking playing facing reaching spending rewarding
    sounding following passing learning catching expecting figuring missing hearing picturing
    imagining""".split()  # noqa: SIM905
)

# Adjectives (incl. -ing adjectives) that never head a concept label; they may modify one.
ADJ_GENERAL = frozenset(
    """next last other own such same various certain whole entire recent fond rough far close
    closer closest early late earlier later main major minor extra real actual local mental
    physical social emotional personal public private professional natural national
    international huge tiny large small big little high low deep wide long short young old new
    fresh hot cold warm cool dark bright light heavy quick slow easy hard simple complex possible
    impossible sure ready able unable available passionate optimistic positive negative creative
    curious serious silly rewarding challenging exciting interesting motivating inspiring
    relaxing amazing fascinating surprising encouraging touching boring tiring exhausting
    overwhelming stunning charming appealing promising satisfying fulfilling frustrating
    disappointing depressing heartwarming uplifting calming soothing thrilling intimidating
    annoying embarrassing confusing amusing entertaining demanding comforting empowering
    engaging interesting cozy comfy tasty yummy delicious pretty ugly nice fine okay ok sweet
    glad happy sad excited thrilled stoked pumped proud nervous anxious scared afraid worried
    grateful thankful blessed lucky tough awesome cool favorite favourite special unique
    different similar important necessary common rare usual unusual normal strange weird odd
    free busy full empty open alive dead safe crazy wild calm quiet loud noisy clear obvious
    incredible unbelievable fantastic wonderful beautiful gorgeous lovely adorable cute
    hopeful meaningful powerful peaceful colorful colourful helpful thoughtful wonderful
    awful grand epic super mega major upcoming ongoing previous former future current daily
    weekly monthly yearly annual total complete final initial original basic whole key
    confident red blue green yellow purple pink black white brown gray grey bright
    """.split()  # noqa: SIM905
)

# Function words and discourse words that never belong in a concept label.
STOPWORDS = frozenset(
    """how why what when where who whom whose which whatever whenever wherever however whoever
    next last other others another else own such same each every either neither both few many
    much more most less least lot lots plenty enough several all any some none no not nor yes
    yeah yep nope ok okay oh wow hey hi hello bye thanks thank please sorry lol haha omg soon
    later earlier sometime someday anytime ago already yet still again ever never always back
    forward away together alone apart instead anyway anyways though although maybe perhaps
    etc vs via let's gonna wanna gotta kinda sorta lemme dunno y'all ya yo cause cuz also too
    just very really quite rather so such than then there here now today tonight tomorrow
    yesterday tho tbh btw idk imo fyi ps else thing things stuff firsthand ahead nearby everywhere
    anywhere somewhere nowhere throughout everyday upstairs downstairs abroad overseas indoors
    allergic""".split()  # noqa: SIM905
)

# Nouns ending in -ly (not adverbs).
LY_NOUNS = frozenset(
    """family belly rally ally jelly bully lily italy july assembly supply reply fly butterfly
    dragonfly firefly anomaly monopoly folly holly tally gully melancholy homily doily""".split()  # noqa: SIM905
)

# Feelings ascribed to a person: describing how the listener feels is not judging them.
FEELINGS = frozenset(
    """proud happy glad excited thrilled stoked pumped sad relaxed calm hopeful nervous anxious
    worried stressed tired exhausted scared afraid grateful thankful relieved overwhelmed
    bored lonely curious eager keen upset hurt sorry blessed inspired motivated""".split()  # noqa: SIM905
)


def _verb_forms(base: str) -> set[str]:
    """A regular verb's forms: 'nag' -> nag, nags, nagged, nagging; 'whinge' -> whinges, …"""
    stem = base + base[-1] if base[-1] in "gbp" and base[-2] in "aeiou" and base[-3] not in (
        "aeiou") else base  # (nag -> nagg-, brag -> bragg-)
    stem = base + "k" if base.endswith("ic") else stem  # (panic -> panick-)
    e = base.endswith("e")
    third = base + ("es" if base.endswith(("sh", "ch", "s", "x")) else "s")
    return {base, third, (base + "d") if e else stem + "ed", (base[:-1] if e else stem) + "ing"}


# Verbs that judge a person's habits or manner ('X exaggerates everything', 'she always moans
# about …', 'he overthinks', 'they flake every time'): said of someone else, the speaker's
# verdict on that person. A phrasal verb lists its particle ('show off').
HABIT_VERDICT_VERBS = frozenset(
    """exaggerate overreact moan whinge whine nag brag overthink overanalyse overanalyze panic
    flake sulk grumble fuss faff dither procrastinate waffle ramble mope overshare dramatise
    dramatize overcomplicate skive gloat meddle snoop gossip bicker interrupt""".split()  # noqa: SIM905
)
HABIT_VERDICT_PHRASAL = {"show": "off", "butt": "in", "mouth": "off", "suck": "up"}
HABIT_VERDICT_FORMS: dict[str, str | None] = {
    **{f: None for v in HABIT_VERDICT_VERBS for f in _verb_forms(v)},
    **{f: part for v, part in HABIT_VERDICT_PHRASAL.items() for f in _verb_forms(v)},
    "shows": "off", "showed": "off", "shown": "off",
}
# adverbs that make one act a habit or a manner ('always', 'constantly', 'every time')
HABIT_ADVERBS = frozenset(
    """always constantly forever continually perpetually never totally massively completely
    literally again""".split()  # noqa: SIM905
)

# Bodies that act like people ('the council sent the letter', 'the garage rang me back', 'the
# insurers paid out'): a past act of one is a record the speaker reports, like a person's
ORG_NOUNS = frozenset(
    """council garage bank school surgery clinic hospital insurers insurance agency agents
    company firm office nursery university uni college club committee hotel airline builders
    contractors movers removals pharmacy chemist vets practice landlords management
    letting estate museum library shop store supermarket bakery restaurant cafe venue""".split()  # noqa: SIM905
)

# Nouns that rate a person after 'a'/'an' ("he's a star", 'what a legend', 'she's a menace'),
# with their sign
PERSON_VERDICT_NOUNS: dict[str, int] = {
    **dict.fromkeys("star legend gem saint hero angel sweetheart diamond treasure lifesaver "
                    "godsend superstar champ".split(), 1),
    **dict.fromkeys("nightmare menace liability muppet clown snake weirdo creep pest "
                    "diva".split(), -1),
    # (more of the common English nouns that rate a person, from a general list of insults and
    # praise, not from any dialogue)
    **dict.fromkeys("genius trooper sweetie darling natural whizz wizard".split(), 1),
    **dict.fromkeys("crook cheat liar fraud chancer cowboy shark idiot moron jerk prat plonker "
                    "numpty wally git bully snob slob brat grump nutter bore loser twit slacker "
                    "rat sleazebag scrounger hypocrite".split(), -1),
}


# what may close a frame that ends its sentence ('… she reckons lol', '… he told me')
CLOSING_TRAILERS = frozenset({"me", "us", "lol", "tho", "though", "anyway", "apparently",
                              "again", "too", "haha"})
# words after which a person and a verb of saying open a clause that is part of the sentence,
# not a frame closing it: 'that's what she says', 'cheaper than he thought', 'as my mum says',
# 'I know she said', 'and she said', "doesn't believe a word he says", 'trusts anything she says'
NO_CLOSING_AFTER = frozenset(
    """what that as than like how whatever if whether when where which who whom why because
    cause cuz coz and but or so n & till until since before after once while unless though tho
    know knew guess forgot forget remember hope wish mean bet suppose doubt believe heard hear
    see saw notice noticed feel felt think thought realise realised realize realized said says
    told tell tells asked ask word anything everything nothing""".split())  # noqa: SIM905
DEFINITE = frozenset({"the", "that", "this", "these", "those"})
AFTERWORDS_OF_FRAME = frozenset({"tbh", "ngl", "honestly", "lmao", "btw", "now", "anyways"})


@lru_cache(maxsize=1)
def _common_words() -> frozenset[str]:
    """The common words of a general English dictionary: the headwords of Webster's Second
    International word list ('web2', public domain, as the ``english-words`` package ships it)
    that it writes in lower case — its capitalised entries (people's and places' names) left
    out."""
    from english_words import get_english_words_set

    return frozenset(w for w in get_english_words_set(["web2"], lower=False, alpha=True)
                     if w.islower())


@lru_cache(maxsize=65536)
def frequent_word(low: str, zipf: float = 3.0) -> bool:
    """Is ``low`` said at least about once in a million English words (``wordfreq``'s Zipf
    scale, its data shipped in its wheel)? Webster's list alone holds many a rare headword an
    invented name may be ('ambrosine'). Its small list holds every word down to Zipf 3 with the
    same values as the large one, in half the memory (~20 MB, not ~53)."""
    from wordfreq import zipf_frequency

    return zipf_frequency(low, "en", wordlist="small") >= zipf


@lru_cache(maxsize=65536)
def common_word(low: str) -> bool:
    """Is ``low`` a common word of the dictionary and no common first name? Typed in lower case
    it is that word ('street', 'broth', 'seller'), not a name written without its capital."""
    from .names import first_name

    return low in _common_words() and not first_name(low)


@lru_cache(maxsize=65536)
def word_more_than_name(low: str) -> bool:
    """Is ``low`` a common word of the dictionary that is no first name, or one borne by few
    (``names.common_first_name``: not 'grace') and said often as a word (Zipf 4, ten times in a
    million words: 'story', 'nature', 'stone'; not 'meadow')? Capitalised
    opening a sentence it is the word. (Typed in lower case in chat a first name may still be a
    name: ``common_word``.)"""
    from .names import common_first_name, first_name

    return low in _common_words() and not common_first_name(low) and (
        not first_name(low) or frequent_word(low, 4.0))
