"""Person names and owner phrases: possessive normalisation, Korean name forms, comparison keys.

Owner phrases are built one way so the same person always gets the same string:
English ``"<owner>'s <noun>"`` ("Mia's swim coach"), Korean ``"<owner>의 <noun>"``
("지호의 코치님"); a phrase already written as ``X Y`` with a name is kept as written.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache

# kin words borrowed from a family's other language, by the gender they say (no first name among
# them: 'Lola', 'Tia', 'Opa' are left out)
KIN_BORROWED_F = "abuela abuelita nonna oma bubbe yiayia nani dadi ammi babcia halmoni"
KIN_BORROWED_M = "abuelo abuelito nonno zayde papou abbu dziadek"
# English compounds in -man, -woman, -person name a person by what they do ('assemblyman',
# 'congresswoman', 'salesperson', 'ombudsman'), productively; these few name a thing or a game
_NOT_PERSON_COMPOUNDS = frozenset(
    """ottoman talisman walkman snowman strawman batman superman spiderman hangman pacman
    doberman caiman cayman pullman german roman""".split())  # noqa: SIM905


class _RoleNouns(frozenset[str]):
    """The role nouns listed, and the person compounds English makes with -man, -woman and
    -person (a word of six letters or more; ``_NOT_PERSON_COMPOUNDS`` excepted)."""

    __slots__ = ()

    def __contains__(self, word: object) -> bool:
        return frozenset.__contains__(self, word) or (
            isinstance(word, str) and len(word) >= 6 and word.endswith(("man", "woman", "person"))
            and word.isalpha() and word.islower() and word not in _NOT_PERSON_COMPOUNDS)


# Kinship and role nouns: a possessive + one of these names a person ("my boss", "우리 이모").
EN_ROLE_NOUNS = _RoleNouns(
    """mom mum mother dad father parent parents mommy daddy mama papa stepmom stepdad
    sister brother sis bro sibling siblings cousin aunt auntie uncle niece nephew grandma grandpa
    grandmother grandfather granny grandparents grandson granddaughter son daughter kid kids child
    children baby wife husband spouse partner boyfriend girlfriend fiance fiancee ex fiancé fiancée
    friend friends buddy pal bestie roommate flatmate housemate neighbor neighbour neighbors
    boss manager supervisor lead colleague coworker co-worker coworkers colleagues teammate
    teammates mentor coach trainer instructor teacher tutor professor prof advisor adviser
    principal classmate classmates doctor dentist therapist counselor counsellor nurse vet
    physio lawyer accountant realtor landlord landlady tenant pastor priest rabbi imam
    in-law in-laws stepsister stepbrother godmother godfather babysitter nanny barber
    hairdresser mechanic chef owner ceo director editor agent sponsor captain pal
    gran nan nana grandad granddad grandparent stepmum stepmother stepfather twin godson
    grandmama grandpapa granda grandmom grandpop gramps mamaw papaw
    goddaughter sister-in-law brother-in-law mother-in-law father-in-law son-in-law
    daughter-in-law mate bf gf hubby missus roomie fiancé gp surgeon consultant midwife pharmacist
    optician psychiatrist psychologist physiotherapist chiropractor osteopath plumber electrician
    builder decorator gardener cleaner childminder carer driver cabbie courier postman postie
    vicar minister bishop councillor mayor officer cop policeman policewoman solicitor barrister
    judge receptionist secretary assistant intern apprentice trainee foreman headteacher
    headmaster headmistress lecturer dean referee ref umpire goalie physician optometrist
    dietitian nutritionist surveyor architect engineer contractor handyman caretaker janitor
    concierge doorman bartender barista waiter waitress cashier shopkeeper butcher baker
    roofer glazier plasterer tiler joiner carpenter bricklayer locksmith scaffolder painter
    landscaper groundsman groundskeeper gamekeeper warden ranger caterer florist fishmonger
    greengrocer grocer newsagent publican innkeeper tailor seamstress dressmaker cobbler jeweller
    upholsterer sweep chauffeur porter steward stewardess bouncer lifeguard paramedic firefighter
    fireman milkman binman dustman clerk treasurer chairman chairwoman organiser organizer
    paediatrician pediatrician dermatologist anaesthetist radiographer sonographer
    vp cfo coo cto md pa ea chairperson rep
    registrar technician guard dj deejay vendor supplier caller assessor inspector auditor
    invigilator administrator coordinator co-ordinator superintendent sergeant
    constable detective curator librarian orderly worker spokesperson spokesman
    spokeswoman representative official analyst developer designer programmer volunteer marshal
    usher curate deacon verger churchwarden sexton deputy staff
    batchmate coursemate groupmate
    
    pundit commentator selector skipper gaffer linesman lineswoman presenter announcer
    sparky brickie installer labourer monk nun cantor chaplain barman barmaid
    valuer appraiser auctioneer adjuster host hostess columnist journalist critic
    reviewer blogger
    broker banker teller actuary candidate canvasser councilor corporator senator mla mep""".split()  # noqa: SIM905
    # grandparents and parents called by the family's other language in English chat
    # (Spanish, Italian, German/Dutch, Yiddish, Greek, Hindi/Urdu, Polish, Korean kin words)
    + KIN_BORROWED_F.split() + KIN_BORROWED_M.split()
)

# People named by a social category, not by a relation to someone: never 'the speaker's' by
# default ('손님들 말로는' is customers in general, '엄마가' is the speaker's mother)
KO_CATEGORY_NOUNS = frozenset(
    """손님 고객 환자 학생 학부모 주민 경찰 경찰관 소방관 군인 공무원 기자 작가 가수 선수 심판
    대통령 장관 어르신 노인 청년 아기 애기 꼬마 회원 세입자 건물주 배달원 점원 경비원
    사람""".split()  # noqa: SIM905
)
# kin words in regional speech and the standard word each stands for ('느그 아부지', '니
# 어무이', '시엄니'): a relative as any other kin word is, kept as said
KO_DIALECT_KIN = {
    "어무이": "어머니", "어무니": "어머니", "엄니": "어머니", "어매": "어머니",
    "아부지": "아버지", "아배": "아버지", "시엄니": "시어머니", "시어매": "시어머니",
    "할매": "할머니", "할배": "할아버지", "행님": "형님", "누부": "누나",
}


KO_ROLE_NOUNS = frozenset(
    """엄마 아빠 어머니 아버지 어머님 아버님 부모 부모님 할머니 할아버지 외할머니 외할아버지
    형 누나 언니 오빠 동생 남동생 여동생 형님 형수 매형 처형 처제 이모 이모부 고모 고모부 삼촌
    외삼촌 숙모 작은아버지 큰아버지 작은엄마 큰엄마 사촌 조카 아들 딸 손자 손녀 남편 아내 와이프
    부인 집사람 안사람 바깥양반 신랑 신부 남친 여친 남자친구 여자친구 약혼자 며느리 사위
    시어머니 시아버지 장모 장인 장인어른 아주버님 시부모 시부모님 시할머니 시할아버지
    친구 절친 베프 룸메이트 룸메 이웃 동료 상사 선배 후배 동기 팀장 부장 과장 차장 대리 사장 실장
    본부장 회장 대표 매니저 코치 감독 선생 쌤 교수 강사 원장 목사 신부 스님 의사 간호사
    치과의사 변호사 트레이너 주인 집주인 사장님 동창 교수님 선생님 코치님 팀장님 부장님
    아저씨 아줌마 정비사 수의사 미용사 약사 요리사 세무사 회계사 교사 교장 교감 점장 주임 반장
    새댁 사서 경비 기장 택배기사 배달기사 지상직
    원장님 기사님 상무 전무 파트장 센터장 지점장 소장 셰프 알바생 담당자 직원 간호사 약사님 사모님
    아주머니 아주머님 할머님 할아버님 시누이 올케 처남 매제 새언니 형부 제부 도련님 손님 고객 환자
    학생 학부모 담임 팀원  경비원 관리인 배달원 점원 세입자 건물주 건축주 중개사 한의사
    물리치료사 상담사 작가 기자 경찰 경찰관 소방관 군인 공무원 엔지니어 개발자 디자이너 기획자 피디
     가수 선수 심판 관장 사범 전도사 수녀 이장 구청장 대통령 장관  박사 연구원 조교 학과장
    총장 회원 총무 어르신 노인 청년 아기 애기 꼬마 주민 집사 본부장님 과외쌤 튜터 멘토 파트너
    과대표 과대 조장 학생회장
    방장 부방장 길드장
    큰애 작은애 막내 큰딸 작은딸 큰아들 작은아들
    간부 상인 상인분 주무관 관계자
    법무사 변리사 노무사 관세사 감정평가사 건축사 영양사 조리사 치위생사 사회복지사 보육교사 안경사
    수간호사 스트리머 유튜버 크리에이터 인플루언서 리더 멤버 프로듀서 컨설턴트 에이전트 바리스타
    길마 부길마 길드마스터 모임장 부모임장 부회장 고문 운영자 운영진
    """.split()  # noqa: SIM905
) | KO_DIALECT_KIN.keys()

# The syllables most Korean given names are made of (the most frequent readings of the Chinese
# characters used in names, and native-word name syllables such as 봄, 별, 솔):
# general knowledge of Korean naming, not a list of anyone's names. A rare word of the
# dictionary made only of these ('경숙') may be a given name; one with another syllable ('평영',
# '누수') is a common noun.
KO_GIVEN_NAME_SYLLABLES = frozenset(
    """강 건 겸 결 경 광 규 기 길 나 남 다 담 도 동 란 람 리 린 명 미 민 별 병 보 봄 빈 상 서
    석 선 성 세 소 솔 수 숙 순 슬 승 시 식 아 애 연 열 영 예 옥 온 완 욱 웅 원 유 윤 율 은 인
    일 자 재 정 종 주 준 지 진 찬 채 철 태 택 하 한 해 향 혁 현 형 혜 호 환 효 후 훈 휘 희
    라 루 비 용 우""".split()  # noqa: SIM905
)


_APOS = re.compile(r"[’‘`]")
_WS = re.compile(r"\s+")


def has_batchim(syllable: str) -> bool:
    """True when a Hangul syllable ends in a final consonant (받침)."""
    if not syllable:
        return False
    code = ord(syllable[-1]) - 0xAC00
    return 0 <= code <= 11171 and code % 28 != 0


def josa(word: str, with_batchim: str, without: str) -> str:
    """Attach the right particle form: josa('지후', '은', '는') -> '지후는'."""
    return word + (with_batchim if has_batchim(word[-1:]) else without)


def strip_hypocoristic(name: str) -> str:
    """Drop the familiar suffix 이 of a Korean given name: '윤석이' -> '윤석' (only after 받침)."""
    if len(name) >= 3 and name.endswith("이") and has_batchim(name[-2]):
        return name[:-1]
    return name


def en_possessive(owner: str, noun: str) -> str:
    return f"{owner}'s {noun.strip()}"


def ko_possessive(owner: str, noun: str) -> str:
    return f"{owner}의 {noun.strip()}"


@lru_cache(maxsize=65536)
def name_key(name: str) -> str:
    """Comparison key: NFC, casefolded, whitespace collapsed, possessive forms unified.

    ``X's Y`` ≡ ``X Y`` (English) and ``X의 Y`` ≡ ``X네 Y`` ≡ ``X Y`` (Korean).
    """
    s = unicodedata.normalize("NFC", _APOS.sub("'", name)).casefold()
    s = _WS.sub(" ", s).strip()
    s = re.sub(r"'s\b\s*", " ", s)
    s = re.sub(r"([\uac00-\ud7a3])(?:의|네)\s+", r"\1 ", s)
    return _WS.sub(" ", s).strip()


def canonical(name: str, known: Iterable[str]) -> str:
    """The known spelling of ``name`` when one matches by ``name_key``, else ``name``."""
    key = name_key(name)
    for k in known:
        if name_key(k) == key:
            return k
    return name


def same_person(a: str, b: str) -> bool:
    return name_key(a) == name_key(b)


@lru_cache(maxsize=1)
def _first_name_table() -> tuple[dict[str, str], frozenset[str]]:
    """The first-name table read once (``first_names.LICENSE``; built by
    ``scripts/build_first_names.py``): name → gender line, and the names borne by few."""
    import gzip
    from importlib.resources import files

    out: dict[str, str] = {}
    rare: frozenset[str] = frozenset()
    raw = files(__package__).joinpath("first_names.txt.gz").read_bytes()
    for line in gzip.decompress(raw).decode("ascii").splitlines():
        gender, _, names = line.partition("\t")
        if gender == "r":
            rare = frozenset(names.split())
            continue
        for name in names.split():
            out[name] = gender if gender != "n" else out.get(name, "n")
    return out, rare


def _first_names() -> dict[str, str]:
    """First name → 'm' / 'f' for names given to one gender in at least 97% of uses in a
    published reference, 'n' for the other common first names."""
    return _first_name_table()[0]


def _rare_first_names() -> frozenset[str]:
    """The first names of the reference borne by fewer than 10,000 people in it (line 'r')."""
    return _first_name_table()[1]


def name_gender(name: str) -> str | None:
    """'m' or 'f' when the first word of ``name`` is a first name of (nearly) one gender only,
    else None: ``name_gender("Radoslaw Nowak") == "m"``; ambiguous, unknown and Korean names, and
    phrases ("Ana's sister"), give None. Only ever a tie-breaker between antecedents."""
    if not name or "'" in name:
        return None
    first = name.split()[0].casefold()
    gender = _first_names().get(first) if first.isascii() and first.isalpha() else None
    return gender if gender in ("m", "f") else None


@lru_cache(maxsize=1)
def _dictionary() -> frozenset[str]:
    """The words of a general English dictionary, lower case: Webster's Second International
    word list ('web2', public domain), as the ``english-words`` package ships it."""
    from english_words import get_english_words_set

    return frozenset(get_english_words_set(["web2"], lower=True, alpha=True))


def inflected_word(low: str) -> bool:
    """Is ``low`` an -s/-es, -ed or -ing form of a headword of a general English dictionary
    ('breeds', 'tested', 'parking')? A lower-case word so formed is read as that word, not as a
    name typed without its capital. A first name of the reference ('james', 'moses') is
    none."""
    if low in _first_names():
        return False
    words = _dictionary()
    stems: list[str] = []
    if low.endswith("s") and not low.endswith("ss"):
        stems += [low[:-1], low[:-2] if low.endswith("es") else ""]
        stems += [low[:-3] + "y"] if low.endswith("ies") else []
    if low.endswith("ed"):
        stems += [low[:-2], low[:-1], low[:-3] if low[-3:-2] == low[-4:-3] else ""]
    if low.endswith("ing"):
        stems += [low[:-3], low[:-3] + "e", low[:-4] if low[-4:-3] == low[-5:-4] else ""]
    return any(len(s) >= 3 and s in words for s in stems)


def first_name(word: str) -> bool:
    """Is ``word`` a common first name (of either or no clear gender) in the same reference?"""
    return word.casefold() in _first_names()


def common_first_name(word: str) -> bool:
    """A first name of the reference borne by many (10,000 people or more): 'Savannah',
    'Victoria', 'Willow' — not 'Nature', 'Story' or 'Freedom', names only now and then, read as
    the word unless a slot says otherwise.

    >>> common_first_name("Savannah"), common_first_name("nature"), common_first_name("Pellam")
    (True, False, False)
    """
    low = word.casefold()
    return low in _first_names() and low not in _rare_first_names()


@lru_cache(maxsize=1)
def _places() -> frozenset[str]:
    """The one-word names of places and the adjectives of places in WordNet 3.0, case-folded
    (``places.LICENSE``; built by ``scripts/build_places.py``)."""
    import gzip
    from importlib.resources import files

    raw = files(__package__).joinpath("places.txt.gz").read_bytes()
    return frozenset(
        word.casefold()
        for line in gzip.decompress(raw).decode("ascii").splitlines()
        for word in line.partition("\t")[2].split()
    )


def place_word(word: str) -> bool:
    """Is ``word`` the name of a place or a place's adjective in a general lexical reference
    (WordNet 3.0), and no common first name? ``place_word("Italy")``, ``place_word("French")``;
    not ``place_word("Florence")``, a common first name too."""
    return word.casefold() in _places()
