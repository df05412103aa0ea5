"""Sources in several scripts and content-changing mutations of quotations
taken from them, shared by the hypothesis tests and the atheris target.

Every mutation returns a quotation whose content differs from the source it
was cut from (a figure, a sign, a negation, the word order or a word), or None
when it does not apply; such a quotation must never be verified.
"""
from __future__ import annotations

import random
import re
from typing import Callable, Dict, List, Optional, Tuple

from spacy_quoteverify.lang.lexicons import scale_word

#: Per language: source text (sentences with figures, signs and negations),
#: its negation word, and whether the script writes spaces between words.
SOURCES: Dict[str, Tuple[str, str]] = {
    "en": (
        "The treatment did not reduce mortality in 2019. Revenue rose 12% to 45.2 million dollars. "
        "The margin moved by -3% and then by +4% in May. Patients aged 65 years were not enrolled in the trial.",
        "not",
    ),
    "de": (
        "Die Behandlung hat die Sterblichkeit 2019 nicht gesenkt. Der Umsatz stieg um 12% auf 45,2 Millionen Euro. "
        "Die Marge sank um -3% und stieg dann um +4% im Mai. Patienten ab 65 Jahren wurden nicht aufgenommen.",
        "nicht",
    ),
    "es": (
        "El tratamiento no redujo la mortalidad en 2019. Los ingresos subieron un 12% hasta 45,2 millones de euros. "
        "El margen cambió un -3% y luego un +4% en mayo. Los pacientes de 65 años no fueron incluidos en el ensayo.",
        "no",
    ),
    "ru": (
        "Лечение не снизило смертность в 2019 году. Выручка выросла на 12% до 45,2 миллиона рублей. "
        "Маржа изменилась на -3% и затем на +4% в мае. Пациенты старше 65 лет не были включены в исследование.",
        "не",
    ),
    "el": (
        "Η θεραπεία δεν μείωσε τη θνησιμότητα το 2019. Τα έσοδα αυξήθηκαν κατά 12% στα 45,2 εκατομμύρια ευρώ. "
        "Το περιθώριο άλλαξε κατά -3% και μετά κατά +4% τον Μάιο. Οι ασθενείς άνω των 65 ετών δεν συμπεριλήφθηκαν στη μελέτη.",
        "δεν",
    ),
}

#: Unspaced scripts: only figure changes are generated for them.
UNSPACED_SOURCES: Dict[str, str] = {
    "ja": "治療は2019年に死亡率を低下させなかった。売上は12%増えて45億円になった。65歳以上の患者は含まれなかった。",
    "zh": "治疗在2019年没有降低死亡率。收入增长了12%，达到45亿元。65岁以上的患者未被纳入。",
}

VOCAB = sorted({w.strip(".,") for text, _ in SOURCES.values() for w in text.split()} - {""})

_NUM = re.compile(r"\d")


def norm(text: str) -> str:
    """Lower case, one space between words, no sentence-end dot: for 'is it still in the source?'."""
    return " ".join(text.lower().split()).strip(" .")


def sentences(lang: str) -> List[List[str]]:
    """The words of each sentence of a spaced source, without the final full stop."""
    text = SOURCES[lang][0]
    return [s.split() for s in re.split(r"(?<=\.) ", text) if s]


def cut(words: List[str], start: int, length: int) -> List[str]:
    """A run of at least three words, with edge punctuation of the last word dropped."""
    n = len(words)
    start = start % max(1, n - 2)
    length = 3 + length % max(1, n - start - 2)
    end = min(n, start + length)
    # A figure and the scale word after it ("45.2 million") are one number: not cut apart.
    if 0 < end < n and words[end - 1][-1:].isdigit() and scale_word(words[end].rstrip(".")):
        end += 1
    if 0 < start < n and words[start - 1][-1:].isdigit() and scale_word(words[start]):
        start -= 1
    out = words[start:end]
    if out:
        out[-1] = out[-1].rstrip(".")
    return out


def change_digit(quote: str, rng: random.Random) -> Optional[str]:
    spots = [m.start() for m in _NUM.finditer(quote)]
    if not spots:
        return None
    i = rng.choice(spots)
    new = rng.choice([d for d in "0123456789" if d != quote[i]])
    return quote[:i] + new + quote[i + 1 :]


def flip_sign(quote: str, rng: random.Random) -> Optional[str]:
    words = quote.split(" ")
    spots = [k for k, w in enumerate(words) if w[:1] in "+-" and w[1:2].isdigit()]
    if spots:
        k = rng.choice(spots)
        words[k] = words[k][1:] if rng.random() < 0.5 else ("+" if words[k][0] == "-" else "-") + words[k][1:]
        return " ".join(words)
    spots = [k for k, w in enumerate(words) if w[:1].isdigit()]
    if not spots:
        return None
    k = rng.choice(spots)
    words[k] = rng.choice("-+") + words[k]
    return " ".join(words)


def make_negation_mutations(negator: str) -> List[Callable[[str, random.Random], Optional[str]]]:
    def insert_negation(quote: str, rng: random.Random) -> Optional[str]:
        words = quote.split(" ")
        k = rng.randrange(1, len(words)) if len(words) > 1 else 1
        return " ".join(words[:k] + [negator] + words[k:])

    def remove_negation(quote: str, rng: random.Random) -> Optional[str]:
        words = quote.split(" ")
        spots = [k for k, w in enumerate(words) if w.lower() == negator]
        if not spots or len(words) < 3:
            return None
        k = rng.choice(spots)
        return " ".join(words[:k] + words[k + 1 :])

    def elide_negation(quote: str, rng: random.Random) -> Optional[str]:
        words = quote.split(" ")
        spots = [k for k, w in enumerate(words) if w.lower() == negator and 0 < k < len(words) - 1]
        if not spots:
            return None
        k = rng.choice(spots)
        return " ".join(words[:k] + ["..."] + words[k + 1 :])

    return [insert_negation, remove_negation, elide_negation]


def swap_words(quote: str, rng: random.Random) -> Optional[str]:
    words = quote.split(" ")
    if len(words) < 2:
        return None
    a, b = sorted(rng.sample(range(len(words)), 2))
    if words[a].lower() == words[b].lower():
        return None
    words[a], words[b] = words[b], words[a]
    return " ".join(words)


def replace_word(quote: str, rng: random.Random) -> Optional[str]:
    words = quote.split(" ")
    k = rng.randrange(len(words))
    new = rng.choice(VOCAB)
    if new.lower() == words[k].lower().strip(".,"):
        return None
    words[k] = new
    return " ".join(words)


MUTATIONS = {
    "change_digit": change_digit,
    "flip_sign": flip_sign,
    "swap_words": swap_words,
    "replace_word": replace_word,
}


def mutate(lang: str, quote: str, name: str, seed: int) -> Optional[str]:
    """Apply mutation ``name`` (a key of MUTATIONS or a negation mutation) to ``quote``.

    Returns None when the mutation does not apply or leaves text that occurs
    in the source anyway (so it is not a content change).
    """
    rng = random.Random(seed)
    negs = {f.__name__: f for f in make_negation_mutations(SOURCES[lang][1])}
    fn = MUTATIONS.get(name) or negs[name]
    out = fn(quote, rng)
    if out is None or norm(out) == norm(quote):
        return None
    if "..." not in out and norm(out) in norm(SOURCES[lang][0]):
        return None
    return out


MUTATION_NAMES = list(MUTATIONS) + ["insert_negation", "remove_negation", "elide_negation"]
