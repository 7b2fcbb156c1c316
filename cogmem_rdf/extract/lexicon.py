"""General evaluative lexicon (English + Korean) and the polarity of a judgement.

Polarity is the stance toward the claim's target: approving or sympathetic = positive,
critical = negative. Blaming a *third party* ("the school's fault", "회사 잘못") or bad luck is
sympathetic to the target, so it counts as positive.
"""

from __future__ import annotations

import re

from ..models import Polarity
from .prefilter import Prefilter

EN_POSITIVE = frozenset(
    """good great amazing awesome wonderful fantastic excellent brilliant smart wise clever brave
    courageous bold admirable impressive inspiring inspirational incredible remarkable outstanding
    beautiful gorgeous lovely cute cool nice kind generous sweet thoughtful caring considerate
    healthy healthier healthiest strong tough resilient talented gifted skilled capable competent
    hardworking diligent disciplined dedicated committed responsible mature sensible reasonable
    right correct fair justified understandable deserved deserving overdue solid sound safe
    successful proud happy glad lucky fortunate worthwhile valuable useful helpful productive
    fine okay ok perfect ideal best better wonderful fun exciting adorable fabulous terrific
    superb stellar legit genius heroic noble honest humble patient calm relaxed positive
    promising hopeful supportive loving loyal thriving flourishing wholesome refreshing
    congrats congratulations bravo kudos wow respect respectable praiseworthy commendable
    necessary reasonable sensible practical prudent efficient clean neat awesome stunning
    """.split()  # noqa: SIM905
)

EN_NEGATIVE = frozenset(
    """bad terrible awful horrible dreadful poor stupid dumb foolish silly idiotic ridiculous
    rash reckless careless impulsive hasty thoughtless irresponsible naive lazy selfish rude mean
    cruel harsh heartless cold arrogant pretentious fake shallow vain greedy wasteful
    waste wasting wasted pointless useless worthless overkill overpriced overpaid overreacting
    overreacted excessive extreme crazy insane nuts unhealthy dangerous risky unsafe gambling
    gamble mess messed disaster disgrace disgraceful shameful embarrassing pathetic sad
    unfair wrong mistaken deserved regret regrets regretting worse worst failure
    excuse lie lying liar cheat cheating cheated sneaky aggressive
    aggressively annoying irritating obnoxious crazy terrible lame boring weird
    jealous bitter immature clueless hopeless spoiled entitled bossy pushy fussy picky
    stubborn reckless ruin ruined ruining wrecking wreck wrecked damage damaging hurt hurting
    harmful toxic problem problematic trouble doubt suspicious shady unprofessional sloppy
    careless negligent inappropriate unnecessary premature
    cheap complaining complain complained whining nuisance burden
    bs bullshit bollocks codswallop tosh hogwash baloney twaddle balderdash
    """.split()  # noqa: SIM905
)

# Everyday judgements of things, places, food, service and media that VADER leaves unrated
# ('bland', 'cramped', 'clunky', 'decent'): predicated of something ('the broth was bland'), they
# are the speaker's verdict. General vocabulary of reviews and chat; words whose everyday sense is
# often a plain description ('quick', 'loud', 'freezing', 'moving', 'dear') are left out.
EN_QUALITY_POSITIVE = frozenset(
    """alright decent tasty yummy cosy cozy spacious comfy affordable spotless gripping reliable
    sturdy underrated legend gem saint bargain worth favourite gorgeous delish sublime exquisite
    stylish witty ingenious inventive slick polished sleek seamless intuitive convenient durable
    roomy airy atmospheric memorable unforgettable riveting addictive bingeable epic iconic
    legendary goated banger passable serviceable lush""".split()  # noqa: SIM905
)
EN_QUALITY_NEGATIVE = frozenset(
    """bland stale soggy greasy cramped pokey poky noisy filthy grotty dingy shabby tacky pricey
    rubbish naff dodgy sketchy meh mediocre forgettable predictable cheesy clunky fiddly buggy
    laggy glitchy flimsy unreliable rushed disorganised disorganized understaffed overcrowded
    crowded rammed stuffy draughty drafty mouldy moldy smelly unhelpful confusing tedious
    overrated underwhelming sluggish overcooked undercooked tasteless lukewarm nightmare
    shambles shambolic liability hideous eyesore atrocious abysmal subpar shoddy overhyped
    lacklustre lackluster uninspired stodgy rubbery sickly cloying gimmicky kitschy garish gaudy
    drab draggy samey formulaic clichéd cliched corny cringe cringey cringy janky unusable
    unplayable unwatchable unreadable inedible undrinkable unbearable insufferable intolerable
    absurd iffy scammy ripoff revolting tiresome extortionate expensive letdown flop dud
    downgrade patchy
    freezing baltic sweltering ancient decrepit antiquated prehistoric outdated archaic rickety
    tatty knackered creaky""".split()  # noqa: SIM905
)

# Informal evaluatives of everyday spoken and online English (slang) that VADER's lexicon leaves
# unrated: written down from general knowledge of the register, not from any dialogue we score.
# Only words whose predicative use ('the gig was unreal', 'the sequel is mid') is almost always a
# verdict; words with a common literal sense ('sick', 'fire', 'lit', 'class', 'mint', 'rank',
# 'pants', 'steep', 'wicked') are left out.
EN_SLANG_POSITIVE = frozenset(
    """unreal dope ace elite bussin banging bangin peng phenomenal immaculate belter corker
    toptier""".split()  # noqa: SIM905
)
EN_SLANG_NEGATIVE = frozenset(
    """mid trash trashy garbage wack manky minging mingin ropey ropy shite crappy bleh cursed
    bogus woeful pish dogwater""".split()  # noqa: SIM905
)

# Evaluative idioms of everyday English: the phrase carries the verdict whatever its words'
# own ratings ('falls apart', 'goes nowhere', 'is a joke', 'worth every penny'). Matched on the
# lowercased clause, longest first; a negator just before a phrase without its own flips it.
_BE = (r"(?:is|was|are|were|'s|'re|s|its|it's|be|been)(?: (?:usually|always|often|normally|"
       r"generally|totally|pretty|so|really|just|still|dead))?")
_A = r"(?:a |an |such a |a total |a complete |an absolute |a bit of a |kind of a |bit of a )?"
# a verbless fragment opened by an intensifier: 'Absolute joke.', 'total rip-off', 'utter farce'
_FRAG = r"^\W*(?:(?:lol|honestly|tbh|ugh|what|such)\W+)*(?:an? )?(?:total|complete|absolute|utter) "
EN_IDIOMS: tuple[tuple[re.Pattern[str], int], ...] = tuple(
    (re.compile(rx), sign)
    for rx, sign in (
        (r"\bnot (?:really )?worth (?:it|the|a|any|every|that|paying|going|buying|watching)\b", -2),
        (r"\bnot (?:really |much of |a big |the biggest )?(?:a )?fan\b", -2),
        (r"\b(?:fall|falls|falling|fell|fallen) (?:apart|flat|to bits|to pieces)\b", -2),
        (r"\b(?:go|goes|going|went|gone) (?:nowhere|downhill|on forever|on and on)\b", -2),
        (r"\b(?:make|makes|made|making) (?:no|zero|little) sense\b", -2),
        (r"\b(?:doesn't|didn't|don't|does not|did not) make (?:any |much )?sense\b", -2),
        (r"\b(?:miss|misses|missed) the (?:mark|point)\b", -2),
        (r"\b(?:drag|drags|dragged|dragging) on\b", -2),
        (r"\b(?:leaves?|left) (?:a lot|much|plenty) to be desired\b", -2),
        (r"\b(?:past|over) (?:its|their|his|her) (?:prime|best)\b", -2),
        (r"\bnot up to (?:much|scratch|par|standard)\b|\bbelow par\b", -2),
        (r"\b(?:couldn't|could not) care less\b", -2),
        (r"\b(?:daylight|highway) robbery\b|\bwaste of (?:time|money|space|a)\b", -2),
        (rf"(?:\b{_BE} {_A}|{_FRAG})(?:joke|farce|circus|rip-off|scam|con|let-down|let down|"
         r"stitch-up|stitch up|sham|racket|cop-out|cop out|whitewash|fiasco|travesty|spin|"
         r"hot air|propaganda|"
         r"step down|"
         r"step backwards?|write-off|money pit|headache|pain)\b", -2),
        (r"\b(?:way |a bit |bit |totally |completely )?over the top\b", -2),
        (r"\b(?:hit or miss|hit and miss|hit-and-miss|so-so|not great|not the best)\b", -2),
        (r"\bworth (?:it|every penny|the money|the wait|the hype|the price|the trip|a (?:look|"
         r"visit|try|go|watch|read|listen))\b", 2),
        (rf"(?:\b{_BE} {_A}|{_FRAG})(?:spot on|"
         r"top notch|top-notch|first class|first-rate|steal|must|"
         r"must-see|must-watch|must-read|keeper|winner|treat|lifesaver|life saver|game changer|"
         r"game-changer|no-brainer)\b", 2),
        (r"\b(?:hits|hit) different\b|\bto die for\b|\bsecond to none\b|"
         r"\bout of this world\b|\bon point\b|\bnailed it\b", 2),
        (r"\b(?:blew|blows|blown|blow) (?:me|us|them|him|her|my mind|everyone) away\b", 2),
        (r"\bcan't (?:fault|beat) (?:it|them|that|the)\b", 2),
        (r"\bnot happening\b|\bno way (?:is|was|am|are)\b", -2),
        # a refusal to repeat an experience: 'Never again.', 'never again, honestly'
        (r"^\W*never again\b", -2),
        # belief in what someone says, denied: "don't believe a word (of it)"
        (r"\b(?:believe|trust) (?:a|one) (?:single )?word\b", 2),
        # competence granted or denied ('knows his onions', "doesn't know what she's doing"), a
        # heavy hand
        (r"\b(?:know|knows|knew) (?:his|her|their|your|my) (?:stuff|onions|business)\b|"
         r"\b(?:know|knows|knew) what (?:he's|she's|they're|he is|she is|they are) doing\b", 2),
        (r"\bheavy[- ]handed\b", -2),
        # credit given to someone ('fair play to her', 'hats off to him', 'credit where it's due')
        (r"\bfair play to (?:him|her|them|you|ye|ya|\w+)\b|\bhats off to\b|"
         r"\bcredit where (?:it's|credit's|it is) due\b|\bkudos to\b", 2),
        # a promise or a label worth nothing: 'approved in principle means nothing', "that's as
        # good as nothing"; one's patience with a person at an end: "we're done with them"
        (r"\b(?:means|meant|mean) (?:nothing|zilch|sod all|bugger all|nowt|squat)\b"
         r"(?! (?:in|as)\b)", -2),
        (r"\b(?:the same as|as good as) nothing\b", -2),
        (r"\b(?:i'm|i am|we're|we are) (?:so |totally |completely |just )?done with "
         r"(?:him|her|them|it|that|this)\b", -2),
        # a manner that should hold, denied: 'never leave on time', "isn't cleaned properly"
        (r"\b(?:never|not|rarely|hardly|\w+n't)\b(?: \w+){0,3} (?:properly|on time|correctly)\b",
         -2),
        (r"\b(?:would|'d) (?:\w+ ){0,3}in a heartbeat\b", 2),
        (r"\b(?:steer|steers|steered|led|lead|leads) (?:me|us|you|anyone) (?:wrong|astray)\b", -2),
        (r"\b(?:let|lets) (?:me|us|you|anyone) down\b", -2),
        (r"\b(?:tastes?|tasted|smells?|smelled|smelt) like\b", -1),
        # how hard someone is to deal with: 'impossible to cook for', 'easy to get on with'
        (r"\b(?:impossible|hard|difficult|tricky|awkward|a nightmare|a pain) to (?:buy for|please|"
         r"deal with|work with|live with|talk to|get hold of|pin down|get through to|shop for)\b",
         -2),
        (r"\b(?:easy|lovely|great|a joy|a dream) to (?:buy for|please|deal with|work with|"
         r"live with|talk to|get on with|shop for)\b", 2),
        # more verdict idioms of everyday English (a general list, no dialogue's words)
        (r"\bnothing (?:special|to write home about|to shout about|to get excited about)\b", -2),
        (r"\bnot (?:really )?my (?:cup of tea|thing|scene|jam)\b", -2),
        (r"\b(?:does|did|do) (?:nothing|zilch|very little) for (?:me|us|him|her|them)\b", -2),
        (r"\b(?:doesn't|didn't|don't) do (?:anything|much) for (?:me|us|him|her|them)\b", -2),
        (r"\btake (?:it )?or leave\b|\bon the fence\b|\btorn (?:on|about|over)\b", -1),
        (r"\bnot (?:a patch on|a touch on|in the same league as)\b", -2),
        (r"\bgive me (?:\w+ ){1,3}any (?:day|time)\b", 2),
        (r"\b(?:wouldn't|would not|won't|don't|wouldnt|dont) (?:even )?bother "
         r"(?:with|going)\b", -2),
        (r"\b(?:gone|went|going) off (?:it|them|the|that|this|him|her)\b", -2),
        (r"\bgive (?:it|them|that|this|the \w+(?: \w+)?) a miss\b", -2),
        (r"\b(?:a no from me|thumbs down|zero stars|one star|1 star)\b", -2),
        (r"\bcan't say (?:i'm|i am|i was|we're) (?:a |much of a |the biggest |a big )?fan\b", -2),
        (r"\bnot (?:that |too |so |overly )?(?:crazy|mad|wild|keen) (?:about|on)\b", -2),
        (r"\b(?:grew|grown|growing|grows) on (?:me|us|him|her|them)\b", 2),
        (r"\b(?:big|huge|massive) fan of\b|\bgets my vote\b|\bthumbs up\b", 2),
        (r"\b(?:ten|10) out of (?:ten|10)\b|\b10/10\b|\b(?:five|5) stars\b|\bchef's kiss\b",
         2),
        (r"\bpleasantly surprised\b|\bblown away\b|\bcan't complain\b", 2),
        (r"\bhas (?:its|their|his|her) moments\b", 1),
        (r"\b(?:would|'d) (?:definitely |highly |totally )?recommend\b", 2),
        # indignation at someone's nerve
        (r"\b(?:the|what (?:a|the)) (?:nerve|cheek|gall|audacity) (?:of|on) "
         r"(?:him|her|them|that|some people)\b", -2),
        (r"\b(?:wouldn't|would not|won't|can't|couldn't) (?:really )?recommend\b", -2),
        # a claim called hypocritical or unsound: 'a bit rich', "doesn't hold water"
        (r"\b(?:a )?bit rich\b|\brich coming from\b", -2),
        (r"\b(?:doesn't|don't|didn't|does not|won't|wouldn't|can't) hold (?:up|water)\b", -2),
        # a decision judged ('right call', 'the wrong call'), and someone judged a braggart or a
        # liar ('all talk', 'all mouth', 'telling porkies', 'talking out of his hat')
        (r"\b(?:right|good|smart|correct|fair) (?:call|decision)\b", 2),
        (r"\b(?:wrong|bad|poor|terrible|awful|shocking) (?:call|decision)\b", -2),
        (r"\ball (?:talk|mouth|hot air)\b|\b(?:telling|tells|told) porkies\b|"
         r"\btalking (?:out of (?:his|her|their|your) (?:hat|arse|ass|backside)|through "
         r"(?:his|her|their|your) hat)\b", -2),
    )
)
_IDIOM_NEGATORS = re.compile(r"\b(?:not|never|isn't|wasn't|aren't|weren't|doesn't|didn't|don't|"
                             r"hasn't|haven't|won't|wouldn't|can't|hardly)"
                             r"\s+(?:\S+\s+)?$")


_EN_IDIOM_ANY = re.compile("|".join(f"(?:{rx.pattern})" for rx, _ in EN_IDIOMS))
# words one of which every idiom needs ('worth', 'fan', 'sense', …): most clauses have none, and
# testing them is ~20x cheaper than the search of the fifty-branch pattern at every position
_EN_IDIOM_NEEDS = Prefilter(rx for rx, _ in EN_IDIOMS)


def en_idioms(text: str) -> int:
    """Summed sign of the evaluative idioms in a lowercased English clause (0: none)."""
    low = text.lower().replace("\u2019", "'")
    score = 0
    if not _EN_IDIOM_NEEDS.may_match(low) or not _EN_IDIOM_ANY.search(low):
        return 0  # (one search for the clauses with no idiom, most of them)
    for rx, sign in EN_IDIOMS:
        for m in rx.finditer(low):
            negated = _IDIOM_NEGATORS.search(low[: m.start()]) is not None and not (
                m.group(0).startswith(("not ", "no ")))
            score += -sign if negated else sign
            low = low[: m.start()] + " " * (m.end() - m.start()) + low[m.end():]
    return score

# 'closing for good', 'gone for good': 'good' meaning 'permanently' judges nothing
EN_FOR_GOOD = re.compile(r"\bfor good\b(?! (?:reason|measure|cause))")

# Words whose sense depends on a preceding modifier.
EN_SYMPATHY_NOUNS = frozenset({"mistake", "fault", "blame", "error", "problem"})
EN_BAD_LUCK = re.compile(
    r"\b(bad|rotten|tough|terrible|horrible) luck\b|\bunlucky\b|\bhappen to anyone\b|"
    r"\bnot (his|her|their) fault\b"
)
EN_DIMINISH = re.compile(
    r"\b(just|mostly|only|pure|plain|sheer|dumb) (luck|lucky|an excuse|hype)\b|\bonly because\b|"
    r"\bjust to\b|\bonly to\b|\bjust because\b|\b(?:only|"
    r"just)\b(?:\s+[\w']+){1,6}?\s+(?:to|because)\s"
)
# Explaining someone's state by their choice is a judgement ("… is why she's always tired").
EN_EXPLAIN = re.compile(
    r"\b(?:is|was|that's|that is|which is|explains) (?:exactly |probably |obviously )?why\b"
)
EN_NEGATORS = frozenset(
    {
        "not",
        "n't",
        "never",
        "no",
        "hardly",
        "barely",
        "isn't",
        "wasn't",
        "aren't",
        "weren't",
        "don't",
        "doesn't",
        "didn't",
        "won't",
        "wouldn't",
        "shouldn't",
        "can't",
        "couldn't",
        "nothing",
    }
)
# Excess is a judgement: "too" before a gradable adjective or adverb says there is more of it
# than is wanted ("the room is too small", "way too loud"); the list is of dimension, degree and
# sensation words (general English), not of words that judge on their own
EN_TOO = re.compile(
    r"\b(way too|too|overly|far too|so much)\s+(early|fast|soon|much|quickly|young|old|"
    r"often|far|hard|cheap|expensive|late|aggressively|harsh|little|small|big|large|long|short|"
    r"loud|quiet|slow|slowly|busy|crowded|full|hot|cold|warm|sweet|salty|spicy|strong|weak|"
    r"heavy|tight|loose|high|low|steep|pricey|noisy|dark|bright|formal|dry|wet|rich|greasy|"
    r"thick|thin|narrow|tiny|huge|many|complicated|risky|strict|soft|bitter|sour|plain|"
    r"basic|bland|pushy|intense|serious|stressful|tired)\b"
)
EN_MODAL_CRIT = re.compile(
    r"\b(should(?:n't| not)? have|shouldn't|should not|needs? to stop|won't last|"
    r"will regret|could have|would have|didn't need|doesn't need|never (?:gets?|get)|"
    r"will never)\b"
)

# Surface stems/phrases, matched as substrings ("|" separates; phrases may contain spaces).
KO_POSITIVE = tuple(
    "대단|멋지|멋있|멋진|훌륭|잘했|잘한|잘하|잘됐|잘된|잘 "  # noqa: SIM905
    "된|좋은|좋아|좋았|좋겠|괜찮|용기|용감|현명|똑똑|부지런|성실|착하|착한|착해|예쁘|예뻐|아름답|건강|기특|존경|장하|장해|자랑|축하|다행|"
    "당당|든든|합리|부럽|최고|완벽|감동|근사|센스|즐거|행복|대견|늦었|운이 나빴|운이 없|"
    "누구라도|누구나|그럴 수 있|이상하지 않|노력한 만큼|받을 "
    "만|응원|훈훈|기특|멋져|대박|맛있|재밌|재미있|예뻤|예쁜|합리적|나쁘지 않|나쁘진 "
    "않|낫|편하|편해|친절|깨끗|조용|만한|완벽|귀엽|귀여|좋다|좋고|좋더|좋네|좋지|좋으|"
    "마음에 들|마음에 드|맘에 들|맘에 드|강추|일리 있|일리는 있|일리가 있|일리도 있|현실적|타당|"
    "맞는 말|맞는 얘기".split("|")
)
KO_NEGATIVE = tuple(
    "낭비|성급|무모|경솔|충동|부주의|한심|바보|멍청|어리석|이기적|게으르|게을|무책임|허세|핑계|"  # noqa: SIM905
    "도박|민폐|오버|지나치|심하|심했|너무했|엉망|최악|별로|실망|후회|손해|아깝|아까워|잘못|"
    "위험|무리|창피|망신|불평|비싸게|싸게|안 돼|안 되|못 버티|못 버텨|못 가|이르|이른|거칠|서둘|"
    "망치|망쳐|당연|그만둬야|필요 없|필요도 없|필요는 없|운이 좋았|말도 안|어이없|황당|유난|"
    "철없|철이 없|뻔뻔|비겁|치사|짜증|한심|걱정|안 좋|좋지 않|좋진 않|별로 "
    "안|망쳤|비싸|느려|느리|지루|시끄럽|불편|더럽|좁아|좁은|짜증|헷갈|엄격|심하|심해|짜다|맛없|"
    "재미없|노잼|그냥 그래|그냥 그렇|그냥 그랬|그저 그래|그저 그렇|그저 그랬|"
    "마음에 안 들|마음에 안 드|맘에 안 들|맘에 안 드|마음에 들지 않|맘에 들지 않|"
    "답 없|답이 없|답없|비추 |비추야|비추임|비추예요|비추에요|믿지 마|믿지 말|믿으면 안|"
    "부풀려|부풀리|뻥치|구라|싫".split("|")
)
# Chat slang of evaluation (food, media, value for money, liking), by sign. Longer forms first so
# that a graded form ('핵노잼', '대존맛') is scored once; '혜자'/'창렬' (value for money) are also
# given names, so a name particle or title after them blocks them (KO_SLANG_NAME_TAIL).
KO_SLANG_POSITIVE = tuple(
    "대존맛|존맛탱|존맛|JMT|꿀맛|핵꿀잼|개꿀잼|꿀잼|개꿀|꿀템|인생템|갓성비|가심비|혜자|개이득|"  # noqa: SIM905
    "띵작|갓벽|존잘|존예|개좋|핵좋|존좋|개맛있|핵맛있|개쩔|쩐다|쩔어|쩔더|쩔었|오지더|오진다|"
    "개귀엽|핵귀엽|짱이|짱임|짱이야|짱짱|굿굿|최고임".split("|")
)
KO_SLANG_NEGATIVE = tuple(
    "핵노잼|개노잼|노잼|노맛탱|노맛|개노답|노답|극혐|핵극혐|별로임|개별로|핵별로|창렬|핵창렬|"  # noqa: SIM905
    "구림|구려|구렸|개구려|에바임|에바야|에바다|오바임|폭망|똥망|망작|졸작|"
    "극불호|비호감|개판|짜침|노매너|개빡|최악임".split("|")
)
KO_SLANG_NAME_TAIL = re.compile(r"^\s*(?:씨|님|이가|가|는|이는|랑|이랑|한테|에게|의|이도|도|이가)")
KO_SYMPATHY = re.compile(r"(\S+)\s*(실수|잘못|탓)(?!\s*(?:골|했|하|한))")


def _en_words(text: str) -> list[str]:
    return re.findall(r"[a-z]+(?:'[a-z]+)?", text.lower())


def superlative_sign(w: str) -> int:
    """+1 or -1 for a superlative VADER rates clearly while our lexicon has no form of it
    ('dumbest', 'stupidest', 'rudest', 'ugliest'); 0 otherwise — not a superlative of a plain
    description ('cheapest', 'finest': VADER leaves them unrated)."""
    if not w.endswith("est") or len(w) < 6:
        return 0
    from .attrib_en import vader

    v = vader().get(w, 0.0)
    return 1 if v >= 1.5 else -1 if v <= -1.5 else 0


def en_polarity(content: str, target: str | None = None) -> Polarity:
    """Stance of an English judgement toward ``target``."""
    low = EN_FOR_GOOD.sub("for ever", content.lower())
    score = 0
    if EN_BAD_LUCK.search(low):
        score += 2
    if EN_DIMINISH.search(low):
        score -= 2
    if EN_EXPLAIN.search(low):
        score -= 1
    if EN_TOO.search(low):
        score -= 1
    if EN_MODAL_CRIT.search(low):
        score -= 1
    score += en_idioms(low)
    words = _en_words(low)
    tgt = (target or "").lower()
    for i, w in enumerate(words):
        base = w.removesuffix("'s")
        neg = any(p in EN_NEGATORS for p in words[max(0, i - 3):i])
        if base in EN_SYMPATHY_NOUNS:
            owner = words[i - 1] if i else ""
            third = owner.endswith("'s") and owner[:-2] != tgt and owner not in ("his's", "her's")
            score += (2 if third else -1) * (-1 if neg else 1)
            continue
        if base == "luck" or base == "lucky":
            continue  # handled by the patterns above
        if base in EN_POSITIVE or base in EN_QUALITY_POSITIVE or base in EN_SLANG_POSITIVE:
            score += -1 if neg else 1
        elif base in EN_NEGATIVE or base in EN_QUALITY_NEGATIVE or base in EN_SLANG_NEGATIVE:
            score += 1 if neg and base not in ("deserved",) else -1
        elif sign := superlative_sign(base):
            score += -sign if neg else sign
    return "positive" if score > 0 else "negative" if score < 0 else "neutral"


def ko_polarity(content: str, target: str | None = None) -> Polarity:
    """Stance of a Korean judgement toward ``target`` (substring lexicon over the surface)."""
    score = 0
    text = content
    for m in KO_SYMPATHY.finditer(text):
        owner = m.group(1)
        if target and owner.startswith(target):
            score -= 2
        elif owner not in ("완전", "완전히", "정말", "진짜", "너무", "다"):
            score += 2
        else:
            score += (
                2 if re.search(r"(회사|학교|가게|병원|상대|남|그쪽)", text[: m.start()]) else -2
            )
        text = text[: m.start()] + " " * (m.end() - m.start()) + text[m.end():]
    for words, sign in ((KO_SLANG_NEGATIVE, -1), (KO_SLANG_POSITIVE, 1)):
        for w in words:
            at = text.find(w)
            while at >= 0:
                if not (w in ("혜자", "창렬") and KO_SLANG_NAME_TAIL.match(text[at + len(w):])):
                    score += sign
                    text = text[:at] + " " * len(w) + text[at + len(w):]
                at = text.find(w, at + 1)
    for w in KO_NEGATIVE:
        if w and w in text:
            at = text.find(w)
            score += 1 if _ko_negated(text, at, at + len(w)) else -1  # 나쁘지 않아: not bad
            text = text.replace(w, " ")
    for w in KO_POSITIVE:
        if w and w in text:
            # a Sino-Korean negating prefix turns the word over: 불친절 is no kindness
            at = text.find(w)
            prefixed = at > 0 and text[at - 1] in _KO_NEG_PREFIX
            turned = prefixed != _ko_negated(text, at, at + len(w))
            score += -1 if turned else 1
            text = text.replace(w, " ")
    return "positive" if score > 0 else "negative" if score < 0 else "neutral"


# Korean negation of a predicate: short form, 안/못 before it as a word of its own ('안 좋아',
# '안좋아' typed together, '못 믿겠어'), long form, -지 않다/못하다/말다 after its stem, with the
# stem's 하/스럽/롭 between ('성실하지 않아', '맛있지는 않았어', '친절하진 못했어'), not in a
# rhetorical question, and a noun's copula denied (아니다)
_KO_SHORT_NEG = re.compile(r"(?:^|[\s,.!?~])(?:안|못)\s?$")
_KO_LONG_NEG = re.compile(
    r"(?:하|스럽|스러|롭|로우|해)?(?:지|진|질)(?:는|도|가|를)?\s*(?:않|안\s|안$|못|말)"
    # the rhetorical question asserts it: '너무 비싸지 않나?', '좀 심하지 않아?'
    r"(?!나|냐|니|을까|겠|\S{0,2}\s*\?)"
    # a noun's copula denied: 최악은 아니었어, 최악인 건 아닌데 (not the asking 아닌가/아닌지)
    r"|(?:은|는|이|가|도)?\s*(?:아니|아닌(?!가|지)|아냐)")


# an auxiliary construction between the word and the negation of the whole: it does not look so
# ('좋아 보이진 않아'), it does not seem so ('괜찮은 것 같지는 않아', '재밌을 거 같지 않아',
# '좋은 듯하지 않아', '친절해 보이진 않았어', '싫어하는 것 같진 않아', '최악인 것 같진 않아'), or
# not a case of it ('싫어하는 건 아닌데': the copula denied after a nominal)
_KO_AUX = re.compile(r"[아어여해]?하?[는은을인]?\s*(?:보이|(?:것|거)\s*같|듯|건|거는|것은)")


def _ko_negated(text: str, start: int, end: int) -> bool:
    """Is the lexicon word at ``text[start:end]`` negated by its predicate (short or long form),
    also across an auxiliary construction (``_KO_AUX``)?"""
    if _KO_SHORT_NEG.search(text[max(0, start - 3):start]) or _KO_LONG_NEG.match(text, end):
        return True
    aux = _KO_AUX.match(text, end)
    return bool(aux and _KO_LONG_NEG.match(text, aux.end()))


#: prefixes that negate the Sino-Korean noun after them (불친절, 불성실, 비호감, 무성의, 몰상식)
_KO_NEG_PREFIX = frozenset("불비무몰")
