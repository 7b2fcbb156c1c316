"""Answer types: what kind of thing a list question asks for, and which turns name one.

"Which cities has X visited?" is answered by turns such as "took a short trip to <Name> last
week": they share no word with the question and little meaning under a sentence embedder, but
they do contain an *instance of the asked type* — a place name after a travel preposition. This
module detects the asked type from cue words in the question (English + Korean) and, for each
type, whether a turn contains an instance, by shape (capitalised names after place prepositions,
quoted or Title-Case titles, names after "named/called/meet") or by a small list of common
category words (sports, instruments, animals, dishes, venues, events…).

Where the vocabularies come from: each list is the common, standard-spelling words a thesaurus
lists under its category (Roget-style category entries: sports, musical instruments, domestic
animals, dishes, venues, countries and major cities, US states…), written down by hand for
English and Korean. No word was taken from any evaluation data: informal or chat spellings
("doggo", "icecream", "gf") are left out on purpose, since a list built from what a dataset's
speakers happen to write scores that dataset and nothing else. A missing word costs recall on
that word only; the shapes (names, titles, places after a preposition) do not depend on lists.

>>> [t.name for t in asked_types("Which cities has Ana visited?")]
['place']
>>> is_instance(TYPES["place"], "Took a short trip to Lisbon last week.", frozenset())
True
>>> [t.name for t in asked_types("어떤 운동을 해?")]
['sport']
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

_I = re.IGNORECASE


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# -- generic category vocabularies --------------------------------------------------------------

_SPORTS = _words("""
basketball football soccer baseball softball tennis golf volleyball hockey rugby cricket badminton
squash handball lacrosse surfing surf surfed swimming swim swam cycling biking bike skiing ski
snowboarding skating skateboarding climbing bouldering hiking hike running jogging marathon
triathlon boxing kickboxing karate judo taekwondo jiu-jitsu jujitsu wrestling mma fencing archery
rowing kayaking canoeing sailing diving snorkeling yoga pilates gym workout workouts weightlifting
lifting crossfit aerobics zumba dance dancing gymnastics bowling billiards pool darts ping-pong
frisbee paddleboarding horseback riding track sprint
축구 농구 야구 테니스 골프 배구 수영 달리기 마라톤 자전거 스키 스노보드 등산 요가 필라테스 헬스
태권도 복싱 유도 검도 클라이밍 볼링 탁구 배드민턴 조깅 서핑 스케이트
""")

_MARTIAL = _words("""
karate judo taekwondo kickboxing boxing jiu-jitsu jujitsu aikido kung-fu kung wushu muay mma
wrestling fencing kendo capoeira krav 태권도 유도 검도 합기도 복싱 주짓수 쿵푸
""")

_INSTRUMENTS = _words("""
guitar guitars piano pianos violin violins viola cello drums drum flute clarinet saxophone sax
trumpet trombone tuba harp ukulele banjo mandolin bass keyboard keyboards harmonica accordion
oboe bassoon xylophone synthesizer 기타 피아노 바이올린 첼로 드럼 플루트 클라리넷 색소폰 트럼펫 하프
우쿨렐레 베이스 키보드 하모니카
""")

_ANIMALS = _words("""
dog dogs puppy puppies cat cats kitten kittens
turtle turtles tortoise tortoises hamster hamsters rabbit rabbits bunny bunnies bird birds parrot
parrots budgie canary fish goldfish horse horses pony snake snakes lizard lizards gecko iguana
ferret ferrets guinea mouse mice rat rats chinchilla hedgehog frog frogs chicken chickens duck
ducks goat goats pig pigs cow cows sheep pet pets 강아지 개 고양이 거북이 거북 햄스터 토끼 새
앵무새 물고기 금붕어 말 뱀 도마뱀 고슴도치 반려견 반려묘
""")

_FOODS = _words("""
cake cakes cupcake cupcakes cookie cookies pie pies tart tarts muffin muffins brownie brownies
bread pastry pastries croissant donut donuts pancake pancakes waffle waffles pudding cheesecake
ice-cream gelato sorbet chocolate candy dessert desserts pizza pasta spaghetti lasagna
noodles ramen sushi soup stew curry salad sandwich sandwiches burger burgers taco tacos burrito
steak chicken fish salmon shrimp rice dumplings bbq barbecue fries omelette smoothie smoothies
lemonade tea coffee cocoa jam granola casserole roast roasted grilled baked fried stir-fry
케이크 쿠키 빵 파이 타르트 머핀 아이스크림 초콜릿 디저트 피자 파스타 라면 국수 초밥 스시 김밥 떡볶이
비빔밥 찌개 국 샐러드 샌드위치 햄버거 치킨 스테이크 커리 카레 떡 만두 볶음밥
""")

_ARTS = _words("""
painting paintings painted paint drawing drawings drew draw sketch sketches sketching sculpture
sculptures sculpting pottery ceramics ceramic clay bowl bowls vase vases pot pots mural murals
portrait portraits canvas watercolor watercolors acrylic oil photography photo photos collage
calligraphy knitting crochet embroidery quilt quilting origami woodworking carving jewelry
artwork artworks 그림 회화 도자기 조각 사진 뜨개질 서예 수채화 유화
""")

_HOBBIES = _SPORTS | _ARTS | _words("""
reading read writing wrote write cooking cook cooked baking bake baked gardening garden camping
camp camped fishing hunting traveling travelling travel trips trip road picnic picnics
singing sing sang concert concerts music gaming games game chess puzzles puzzle volunteering
volunteer volunteered shopping movies movie films film museum museums beach beaches park parks
nature birdwatching stargazing meditation meditating journaling blogging podcast podcasts
board party parties karaoke theater theatre festival festivals
독서 요리 베이킹 캠핑 낚시 여행 노래 음악 게임 체스 봉사 쇼핑 영화 박물관 공원 산책 명상 등산
""")

_EVENTS = _words("""
fair fairs festival festivals conference conferences convention conventions parade parades race
races marathon marathons tournament tournaments competition competitions contest contests
fundraiser fundraisers fundraising charity workshop workshops seminar seminars concert concerts
party parties rally rallies ceremony ceremonies meetup meetups exhibition exhibitions exhibit
show shows gala auction drive drives walk walks run runs march marches event events game games
match matches recital recitals performance performances protest protests camp retreat
행사 축제 대회 박람회 콘서트 파티 공연 전시회 시합 경기 세미나 워크숍 집회 모금 바자회
""")

_VENUES = _words("""
cafe cafes café coffeehouse restaurant restaurants bar bars pub pubs park parks museum museums
gallery galleries library libraries beach beaches lake lakes mountain mountains trail trails
garden gardens zoo aquarium theater theatre cinema stadium arena gym studio studios mall market
markets shelter shelters church churches school schools club clubs center centre hospital
bakery winery brewery vineyard farm campsite campground island islands forest river
카페 식당 술집 공원 박물관 미술관 도서관 해변 바다 호수 산 정원 동물원 수족관 극장 영화관 경기장
체육관 시장 교회 학교 센터 병원
""")

_PLACES = _words("""
afghanistan argentina australia austria belgium brazil canada chile china colombia croatia cuba
czech denmark egypt england finland france germany greece hungary iceland india indonesia
ireland israel italy jamaica japan kenya korea mexico morocco nepal netherlands holland norway
peru philippines poland portugal russia scotland singapore spain sweden switzerland taiwan
thailand turkey ukraine uk usa america vietnam wales europe asia africa
alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii
idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan
minnesota mississippi missouri montana nebraska nevada ohio oklahoma oregon pennsylvania
tennessee texas utah vermont virginia washington wisconsin wyoming
paris london rome tokyo berlin madrid barcelona amsterdam vienna prague dublin lisbon athens
istanbul moscow beijing shanghai seoul bangkok sydney toronto vancouver montreal chicago boston
seattle miami denver austin houston dallas atlanta orlando nashville vegas portland phoenix
brooklyn manhattan hollywood
한국 일본 중국 미국 영국 프랑스 독일 이탈리아 스페인 캐나다 호주 태국 베트남 유럽 아시아 서울 부산
제주 제주도 인천 대구 대전 광주 도쿄 오사카 파리 런던 뉴욕 로마 방콕 베를린
""")

_WRITINGS = _words("""
book books novel novels story stories poem poems poetry screenplay screenplays script scripts
blog blogs article articles essay essays journal memoir song songs lyrics play plays comic comics
fiction fantasy chapter chapters manuscript letter letters 책 소설 이야기 시 대본 각본 블로그 기사
에세이 일기 노래 가사
""")

_WEEKDAYS_MONTHS = _words("""
monday tuesday wednesday thursday friday saturday sunday january february march april may june
july august september october november december christmas easter thanksgiving halloween
""")

# capitalised words that are not names: sentence words that may be capitalised mid-text
_NOT_NAMES = _WEEKDAYS_MONTHS | _words("""
i i'm i've i'll i'd ok okay oh wow yes yeah no hey hi hello thanks thank mom dad
the a an my our your his her their this that these those it its we you he she they what when
where who why how which and but or so if just also still not really very
""")

# -- shapes -------------------------------------------------------------------------------------

_CONNECT = frozenset({"of", "the", "and", "in", "on", "a", "to", "for", "de", "la", "&"})
_QUOTED = re.compile(
    r"[\"“”«»「『《]([^\"“”«»」』》]{2,60})[\"“”«»」』》]|(?<![\w])'([A-Z][^']{1,60})'(?![\w])"
)
_CAP = r"[A-Z][\w'’\-]*"
_CAP_SEQ = re.compile(rf"{_CAP}(?:\s+(?:of|the|and|in|on|a|to|for|de|la|&)?\s*{_CAP})*")
_PLACE_PREP = re.compile(
    rf"\b(?:to|in|at|from|around|near|visit(?:ed|ing)?|toward|towards|across|through|explore|"
    rf"exploring|explored|tour(?:ed|ing)?)\s+(?:the\s+)?({_CAP}(?:\s+{_CAP})*)")
_NAME_CUE = re.compile(   # the cue in any case, the name capitalised
    rf"\b(?i:named|called|name(?:'s| is| was)|meet|this is|that's|say hi to)\s+['\"“]?({_CAP})")
_KO_QUOTED = re.compile(r"[「『《<〈\"“]([^」』》>〉\"”]{1,40})[」』》>〉\"”]")
_WORD = re.compile(r"[\w'’\-]+")


def _tokens(text: str) -> list[str]:
    return [w.casefold().strip("'’") for w in _WORD.findall(unicodedata.normalize("NFC", text))]


_KO_STEMS: dict[int, tuple[str, ...]] = {}


@functools.lru_cache(maxsize=256)
def _words_of(text: str) -> tuple[frozenset[str], tuple[str, ...]]:
    """A text's words, and those of them that are not ASCII (every type tests the same turn:
    tokenising it once per turn instead of once per type made the catalog's scan 3x faster)."""
    words = _tokens(text)
    return frozenset(words), tuple(w for w in words if not w.isascii())


def _has_word(text: str, vocab: frozenset[str]) -> bool:
    stems = _KO_STEMS.get(id(vocab))
    if stems is None:
        stems = _KO_STEMS[id(vocab)] = tuple(v for v in vocab if not v.isascii() and len(v) >= 2)
    words, non_ascii = _words_of(text)
    if not vocab.isdisjoint(words):
        return True
    if any(len(w) > 3 and w.endswith("s") and w[:-1] in vocab for w in words):
        return True
    # Korean: a word with its particle ("강아지를", "축구도")
    return bool(stems) and any(w.startswith(stems) for w in non_ascii)


def _mid_caps(text: str, exclude: frozenset[str]) -> list[str]:
    """Capitalised word sequences that do not open a sentence and are not excluded names."""
    out = []
    for m in _CAP_SEQ.finditer(text):
        start = m.start()
        before = text[:start].rstrip()
        opens = not before or before[-1] in ".!?:;\n-–—(\"“'"
        words = m.group(0).split()
        if opens and not (words[0].casefold() == "the" and len(words) > 1):
            # the sentence's first word is capitalised anyway: what follows it may still be a name
            # ("Honestly The Long Road…", "Luna and Oliver!")
            words = words[1:]
            while words and words[0].casefold() in _CONNECT:
                words = words[1:]
            if not words:
                continue
        first = words[0]
        if all(w.casefold() in _NOT_NAMES or w.casefold() in _CONNECT for w in words):
            continue
        seq = " ".join(words)
        if seq.casefold() in exclude or first.casefold() in exclude:
            continue
        out.append(seq)
    return out


def _quoted(text: str) -> bool:
    return bool(_QUOTED.search(text) or _KO_QUOTED.search(text))


def _title(text: str, exclude: frozenset[str]) -> bool:
    """A work's title: quoted, or a Title-Case phrase in mid-sentence ("The Name Of It")."""
    if _quoted(text):
        return True
    for seq in _mid_caps(text, exclude):
        words = [w for w in seq.split() if w.casefold() not in _NOT_NAMES]
        if len(seq.split()) >= 2 and words:
            return True
        if words and words[0].casefold() not in _PLACES:
            return True
    return False


def _place(text: str, exclude: frozenset[str]) -> bool:
    if _has_word(text, _PLACES):
        return True
    for m in _PLACE_PREP.finditer(text):
        name = m.group(1)
        first = name.split()[0].casefold()
        if first in _NOT_NAMES or name.casefold() in exclude or first in exclude:
            continue
        return True
    return False


def _name(text: str, exclude: frozenset[str]) -> bool:
    for m in _NAME_CUE.finditer(text):
        if m.group(1).casefold() not in exclude | _NOT_NAMES:
            return True
    return _quoted(text) or bool(_mid_caps(text, exclude))


@dataclass(frozen=True)
class AnswerType:
    """A kind of answer: its question cue and its instance test over a turn's text."""

    name: str
    cue: re.Pattern[str]
    test: Callable[[str, frozenset[str]], bool]
    caption: bool = True     # an image caption can show an instance ("a photo of a turtle")


def _vocab(vocab: frozenset[str]) -> Callable[[str, frozenset[str]], bool]:
    return lambda text, exclude: _has_word(text, vocab)


def _either(*tests: Callable[[str, frozenset[str]], bool]) -> Callable[[str, frozenset[str]], bool]:
    return lambda text, exclude: any(t(text, exclude) for t in tests)


_TYPES = [
    AnswerType(
        "place",
        re.compile(
            r"\b(?:cit(?:y|ies)|countr(?:y|ies)|states|locations?|destinations?|geographical|areas\s+of|"
            r"where\s+(?:has|have|did|does)\s+.+?\s+(?:been|visit|travel|vacation|go|went|gone|trip)|"
            r"been\s+to|vacationed|travel(?:l?ed)?\s+to)\b|도시|나라|국가|지역|어디(?:에|로|를)?\s*(?:\S+\s+)?"
            r"(?:가|갔|여행|방문|다녀)|여행(?:한|했|을|간|갔)|방문",
            _I,
        ),
        _place,
        caption=False,
    ),
    AnswerType(
        "title",
        re.compile(
            r"\b(?:books?|novels?|movies?|films?|(?:tv\s+)?shows?|series|songs?|albums?|bands?|artists|"
            r"musicians?|authors?|writers?|video\s+games?|board\s+games?|games|podcasts?|titles?)\b|"
            r"책|소설|영화|드라마|노래|앨범|가수|밴드|작가|게임",
            _I,
        ),
        _either(_title, lambda t, e: _quoted(t)),
        caption=False,
    ),
    AnswerType(
        "name", re.compile(r"\bnames?\b|\bnamed\b|\bcalled\b|이름", _I), _name, caption=False
    ),
    AnswerType("martial", re.compile(r"\bmartial\s+arts?\b|무술|격투기", _I), _vocab(_MARTIAL)),
    AnswerType(
        "sport",
        re.compile(
            r"\bsports?\b|\bexercises?\b|\bwork(?:ing)?\s*outs?\b|\bathletic|운동|스포츠", _I
        ),
        _vocab(_SPORTS),
    ),
    AnswerType("instrument", re.compile(r"\binstruments?\b|악기", _I), _vocab(_INSTRUMENTS)),
    AnswerType(
        "animal",
        re.compile(
            r"\b(?:pets?|animals?|dogs?|cats?|pupp(?:y|ies)|breeds?)\b|반려|애완|동물|강아지|고양이",
            _I,
        ),
        _vocab(_ANIMALS),
    ),
    AnswerType(
        "food",
        re.compile(
            r"\b(?:foods?|dish(?:es)?|desserts?|recipes?|meals?|treats?|snacks?|cooked|baked|cuisine)\b|"
            r"음식|요리|디저트|간식|레시피",
            _I,
        ),
        _vocab(_FOODS),
    ),
    AnswerType(
        "art",
        re.compile(r"\b(?:art|artworks?|paint(?:ed|ings?)?|crafts?|pottery)\b|그림|미술|작품", _I),
        _vocab(_ARTS),
    ),
    AnswerType(
        "hobby",
        re.compile(
            r"\b(?:activit(?:y|ies)|hobb(?:y|ies)|interests|pastimes?|for\s+fun|destress|unwind|relax)\b|"
            r"취미|활동",
            _I,
        ),
        _vocab(_HOBBIES),
    ),
    AnswerType(
        "event",
        re.compile(
            r"\b(?:events?|festivals?|conferences?|competitions?|tournaments?)\b|"
            r"행사|대회|축제",
            _I,
        ),
        _vocab(_EVENTS),
    ),
    AnswerType(
        "venue", re.compile(r"\bplaces?\b|\bspots?\b|장소|곳", _I), _either(_vocab(_VENUES), _place)
    ),
    AnswerType(
        "writing", re.compile(r"\bwritings?\b|\bwrit(?:e|es|ten)\b|글|작품", _I), _vocab(_WRITINGS)
    ),
]
TYPES = {t.name: t for t in _TYPES}

_AUX = r"(?:has|have|had|does|do|did|is|are|was|were|would|could|can|will|should)"
_W = r"[\w+\-/'’.]+"
# the phrase naming what a list question asks for: "Which [US cities] has…", "What [kind of art]
# does…", "What are [the names of X's dogs]?", "How many [dogs] does…", "어떤 [운동]…"
_HEADS = [
    re.compile(rf"^\W*(?:in\s+)?(?:what|which)\s+((?:{_W}\s+){{0,3}}?{_W})\s+{_AUX}\b", _I),
    re.compile(r"^\W*what\s+(?:are|were)\s+(.+?)(?:\s+(?:that|which|who)\b|\?|$)", _I),
    re.compile(rf"\bhow\s+many\s+((?:{_W}\s+){{0,2}}?{_W})\s+{_AUX}\b", _I),
    re.compile(r"(?:어떤|무슨|어느|몇)\s*(\S+(?:\s+\S+)?)"),
]
# verbs whose object is the answer: "What has X painted?", "Where has X been?", "X가 어디 갔어?"
_VERB_HEADS: list[tuple[str, re.Pattern[str]]] = [
    (
        "art",
        re.compile(
            r"^\W*what\s+(?:has|have|did|does|do)\s+.+?\s+(?:paint(?:ed)?|draw|drawn|sketch(?:ed)?)\b",
            _I,
        ),
    ),
    (
        "food",
        re.compile(
            r"^\W*what\s+(?:has|have|did|does|do)\s+.+?\s+(?:cook(?:ed)?|bake[d]?|eat|eaten)\b", _I
        ),
    ),
    (
        "title",
        re.compile(r"^\W*what\s+(?:has|have|did|does|do)\s+.+?\s+(?:read|watch(?:ed)?|seen)\b", _I),
    ),
    (
        "hobby",
        re.compile(
            r"^\W*what\s+(?:does|do|did)\s+.+?\s+do\s+(?:to|for)\s+(?:destress|de-stress|relax|unwind|fun)\b",
            _I,
        ),
    ),
    (
        "venue",
        re.compile(
            r"^\W*where\s+(?:has|have|did|does|do)\s+.+?\s+(?:been|visit(?:ed)?|travel(?:l?ed)?|vacation(?:ed)?|"
            r"gone|go|went|camp(?:ed)?|made|met|moved|lived)\b",
            _I,
        ),
    ),
    ("place", re.compile(r"어디(?:에|로|를)?\s*(?:\S+\s+)?(?:가|갔|여행|방문|다녀)")),
]


def asked_types(question: str) -> list[AnswerType]:
    """The answer types a list-style question asks for (empty for other questions).

    Only the phrase the wh-word asks about counts: "What memories does X have of her dog?" asks
    for memories, not animals.
    """
    text = unicodedata.normalize("NFC", question)
    heads = [m.group(1) for p in _HEADS if (m := p.search(text))]
    names = {t.name for t in _TYPES if any(t.cue.search(h) for h in heads)}
    names |= {name for name, p in _VERB_HEADS if p.search(text)}
    return [t for t in _TYPES if t.name in names]


def is_instance(
    kind: AnswerType, text: str, exclude: frozenset[str], caption: str | None = None
) -> bool:
    """Whether ``text`` (or, for vocabulary types, its image caption) names a thing of ``kind``.

    ``exclude`` holds case-folded names that are not answers (the speakers).
    """
    if kind.test(text, exclude):
        return True
    return bool(caption and kind.caption and kind.test(caption, exclude))
