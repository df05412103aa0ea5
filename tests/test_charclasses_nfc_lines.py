"""lexicons.nfc_lines normalizes a text of lines exactly as unicodedata.normalize("NFC") does."""
import random
import unicodedata

from spacy_quoteverify import charclasses
from spacy_quoteverify.lang import lexicons


def _python_unsure() -> set:
    """What Python's own tables make NFC unsure of: a combining class, a change under NFC, or
    being the second character of a canonical pair that composes (Hangul jamo by algorithm)."""
    out = set()
    for c in charclasses.every_character():
        if unicodedata.combining(c) or unicodedata.normalize("NFC", c) != c:
            out.add(c)
        d = unicodedata.decomposition(c)
        if d and not d.startswith("<") and len(d.split()) == 2:
            a, b = (chr(int(x, 16)) for x in d.split())
            if unicodedata.normalize("NFC", a + b) == c:
                out.add(b)
    out |= {chr(x) for x in range(0x1161, 0x1176)} | {chr(x) for x in range(0x11A8, 0x11C3)}
    return out


def test_unsure_class_holds_what_python_reads_as_unsure():
    assert _python_unsure() <= charclasses.NFC_UNSURE


def test_nfc_lines_is_nfc():
    rng = random.Random(7)
    pool = sorted(charclasses.NFC_UNSURE) + list("abcé\u1100가각Ωй") + [
        c for c in (chr(rng.randrange(0x20, 0x30000)) for _ in range(2000)) if not 0xD800 <= ord(c) < 0xE000
    ]
    for _ in range(5000):
        words = ["".join(rng.choice(pool) for _ in range(rng.randrange(0, 6))) for _ in range(rng.randrange(1, 8))]
        text = "\n".join(words)
        assert lexicons.nfc_lines(text) == unicodedata.normalize("NFC", text)
        decomposed = unicodedata.normalize("NFD", text)
        assert lexicons.nfc_lines(decomposed) == unicodedata.normalize("NFC", decomposed)


def test_nfc_lines_on_word_lists():
    """Long texts of lines, mostly normalized, a few lines not (the per-line path), and many not (one call)."""
    rng = random.Random(3)
    words = ["слово", "café", "ȩ\u0301", "a\u0323\u0301", "e\u0301", "가각", "\u1100\u1161", "plain"]
    for share in (0.001, 0.5):
        lines = [rng.choice(words) if rng.random() < share else "word%d" % i for i in range(200_000)]
        text = "\n".join(lines)
        assert lexicons.nfc_lines(text) == unicodedata.normalize("NFC", text)
        assert lexicons.strip_marks_lines(text).split("\n") == [lexicons.strip_marks(x) for x in lines]
