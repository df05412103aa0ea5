"""Negations written as a phrase of words, and a negating circumfix around a word.

Hebrew "אף פעם" (never), "אף אחד" / "אף אחת" (nobody) and Vietnamese "đâu có", "đâu phải"
(not at all) negate as a pair of words; each word alone is another word ("אף" is "nose" or
"even", "đâu" is "where"). So do the approximate negators written as phrases (French "à peine",
Spanish "rara vez", "a duras penas", Italian "di rado", Polish "z trudem", Catalan "amb prou
feines", Greek "μόλις και μετά βίας"), whose words alone are nouns and adjectives ("peine",
pain; "vez", time). The lexicons read them as ``phrase_patterns``: an elision that leaves
the phrase out, or a passage that starts right after it, leaves out the negation. A word of the
phrase alone, left out or standing before a passage, negates nothing.

Colloquial Arabic wraps a verb or preposition in ما...ش ("ماعندوش", "ماكتبش"): the lexicon's
word pattern reads the whole word, whatever stands inside it.
"""
from __future__ import annotations

import random
from functools import lru_cache
from typing import Dict, FrozenSet, Iterator, List, Sequence, Tuple

import regex

from spacy_quoteverify.lang import lexicons, negation

from . import UNSPACED, Case, Sentence, by_lang, case_class
from .negations import _insert, _quote, usable

#: Phrases each lexicon's ``phrase_patterns`` reads, and a word of them alone (no negation).
_PHRASES: Dict[str, Tuple[Tuple[str, ...], str]] = {
    "he": (("אף פעם", "אף אחד", "אף אחת"), "אף"),
    "vi": (("đâu có", "đâu phải"), "đâu"),
    "fr": (("à peine",), "peine"),
    "es": (("rara vez", "raras veces", "a duras penas"), "vez"),
    "pt": (("raras vezes",), "vezes"),
    "it": (("di rado", "a mala pena"), "rado"),
    "pl": (("z trudem",), "trudem"),
    "ca": (("amb prou feines",), "feines"),
    "el": (("μόλις και μετά βίας",), "βίας"),
}


#: Contrastive and exceptive phrases ("instead of", "except") and negative conditionals ("unless",
#: "es sei denn", "à moins que"), which deny what they name: "The company reported … its profits"
#: from "reported its losses instead of its profits" quotes the opposite, as do "All patients …
#: recovered" from "All patients except two recovered" and "safe … taken with alcohol" from "safe
#: unless taken with alcohol". Beyond the western languages: Czech "kromě", Greek "εκτός από",
#: Swedish "utom", Ukrainian "крім", Indonesian "kecuali", Vietnamese "trừ", Turkish "hariç",
#: Hebrew "חוץ מ", Hindi "को छोड़कर", Korean "제외하고"... The
#: lexicons read them as ``phrase_patterns``. (No word of them alone is given: the second field
#: is unused.)
_CONTRASTS: Dict[str, Tuple[Tuple[str, ...], str]] = {
    "en": (("instead of", "rather than", "in lieu of", "in place of", "except", "other than", "no longer", "unless", "lest", "only a handful of"), ""),
    "de": (("statt", "anstatt", "anstelle", "außer", "ausser", "ausgenommen", "mit Ausnahme", "es sei denn"), ""),
    "fr": (("au lieu de", "au lieu d'", "plutôt que", "à la place de", "sauf", "excepté", "hormis", "à l'exception de", "à moins que", "plutôt que de"), ""),
    "es": (("en lugar de", "en vez de", "excepto", "salvo", "a excepción de", "a menos que"), ""),
    "it": (("invece di", "anziché", "piuttosto che", "al posto di", "tranne", "eccetto", "fuorché", "ad eccezione di", "a meno che", "invece che"), ""),
    "pt": (("em vez de", "em lugar de", "ao invés de", "exceto", "salvo", "com exceção de", "a menos que"), ""),
    "nl": (("in plaats van", "behalve", "uitgezonderd", "met uitzondering van", "niet langer", "tenzij"), ""),
    "ru": (("вместо", "кроме", "за исключением"), ""),
    "pl": (("zamiast", "oprócz", "z wyjątkiem", "chyba że"), ""),
    "cs": (("kromě", "s výjimkou", "vyjma", "ledaže", "místo aby", "namísto",), ""),
    "sk": (("okrem", "s výnimkou", "namiesto", "vynímajúc",), ""),
    "el": (("εκτός από", "εκτός αν", "εκτός εάν", "αντί για", "αντί να", "με εξαίρεση",), ""),
    "sv": (("utom", "förutom", "i stället för", "istället för", "med undantag av", "med undantag för", "istället för att",), ""),
    "da": (("medmindre", "med mindre", "undtagen", "bortset fra", "i stedet for", "med undtagelse af",), ""),
    "nb": (("medmindre", "med mindre", "unntatt", "bortsett fra", "i stedet for", "istedenfor", "med unntak av",), ""),
    "nn": (("unnateke", "bortsett frå", "i staden for", "istadenfor",), ""),
    "uk": (("крім", "окрім", "замість", "за винятком",), ""),
    "id": (("kecuali", "alih-alih", "selain",), ""),
    "ms": (("kecuali", "selain", "melainkan",), ""),
    "vi": (("ngoại trừ", "trừ", "thay vì", "thay cho", "trừ khi",), ""),
    "fi": (("paitsi", "lukuun ottamatta", "sijaan", "asemesta",), ""),
    "hu": (("kivéve", "helyett", "kivételével", "hacsak",), ""),
    "ro": (("cu excepția", "cu excepţia", "în loc de", "în loc să", "exceptând", "în afară de",), ""),
    "ca": (("excepte", "llevat de", "llevat que", "tret que", "en lloc de", "en comptes de", "a menys que",), ""),
    "tr": (("hariç", "dışında", "yerine", "az sayıda",), ""),
    "he": (("חוץ מ", "מלבד", "למעט", "אלא אם", "פרט ל",), ""),
    "lt": (("išskyrus", "vietoj", "užuot",), ""),
    "lv": (("izņemot", "tā vietā",), ""),
    "et": (("välja arvatud", "asemel",), ""),
    "fa": (("به جز", "بجز", "به غیر از", "به جای", "بجای", "به استثنای",), ""),
    "hr": (("osim", "umjesto", "izuzev", "s izuzetkom",), ""),
    "bs": (("osim", "umjesto", "izuzev",), ""),
    "sr": (("осим", "уместо", "изузев", "osim", "umesto", "izuzev",), ""),
    "sl": (("razen", "namesto", "z izjemo",), ""),
    "bg": (("освен", "вместо", "с изключение на",), ""),
    "mk": (("освен", "наместо", "со исклучок на",), ""),
    "ko": (("제외하고", "제외한", "대신",), ""),
    "hi": (("को छोड़कर", "को छोड़ कर", "के सिवा", "के सिवाय", "सिवाय", "के बजाय", "के बदले", "के अलावा", "कुछ ही",), ""),
    "mr": (("सोडून", "वगळता", "वगळून", "ऐवजी", "शिवाय",), ""),
    "ur": (("کے علاوہ", "کے سوا", "سوائے", "کے بجائے", "کے بدلے", "کو چھوڑ کر",), ""),
    "ta": (("தவிர", "பதிலாக",), ""),
    "te": (("తప్ప", "మినహా", "బదులుగా", "బదులు",), ""),
    "eu": (("salbu", "ezik", "ordez",), ""),
    "af": (("behalwe", "uitgesonderd", "in plaas van", "tensy",), ""),
    "ga": (("ach amháin", "seachas", "in ionad", "murach",), ""),
    "sq": (("përveç", "me përjashtim të", "në vend të", "në vend që",), ""),
    "az": (("istisna olmaqla", "əvəzinə",), ""),
}


#: "Far from"-type phrases ("far from", "anything but", "by no means"), which deny the quality they
#: name: "The drug was … effective" from "The drug was far from effective" quotes the opposite,
#: as does "effective" quoted from it; so do "too ... to" and its equivalents ("too weak to reduce
#: mortality": it did not reduce it; not the German "zu ..., um" and Dutch "te ... om", whose "zu" and
#: "te" are as often the infinitive's: "zu schließen, um"). The lexicons read them as ``phrase_patterns`` (Russian
#: "далеко не" and "ни в коем случае" by their negation words too). (No word of them alone is given.)
_FAR_FROM: Dict[str, Tuple[Tuple[str, ...], str]] = {
    "en": (("far from", "far from being", "anything but", "by no means", "in no way", "too weak to", "far too slowly to", "too slow-acting to", "too weak, however, to", "too weak in order to"), ""),
    "de": (("alles andere als", "weit davon entfernt", "weit entfernt"), ""),
    "fr": (("loin de", "loin d'être", "tout sauf", "trop faible pour", "excessivement faible pour"), ""),
    "es": (("lejos de", "lejos de ser", "en absoluto", "todo menos", "en modo alguno", "de forma alguna", "demasiado débil para", "excesivamente débil para"), ""),
    "it": (("tutt'altro che", "lungi dal", "lungi dall'essere", "troppo debole per", "eccessivamente debole per"), ""),
    "pt": (("longe de", "longe de ser", "tudo menos", "de modo algum", "de forma alguma", "de maneira alguma", "demasiado fraco para", "fraco demais para", "excessivamente fraco para"), ""),
    "nl": (("verre van", "allesbehalve"), ""),
    "pl": (("zbyt słaby, by", "zbyt późno, żeby", "zanadto słaby, ażeby"), ""),
    "sv": (("långt ifrån", "allt annat än"), ""),
    "da": (("langt fra", "alt andet end"), ""),
    "nb": (("langt fra", "langt ifra", "alt annet enn"), ""),
    "uk": (("занадто слабкий, щоб", "надто слабкий для того, щоб"), ""),
    "ru": (("далеко не", "ни в коем случае", "слишком слаб, чтобы", "чересчур слаб, чтобы", "слишком слаб для того, чтобы", "слишком слаб, чтоб", "чрезмерно слаб, дабы"), ""),
}


#: Hearsay and error adverbs, and epistemic hedges (``reportative_patterns``: "allegedly", "fälschlicherweise", "à
#: tort", "якобы", 据说), which give their clause as a report or as mistaken: "The drug …
#: reduced mortality" from "The drug allegedly reduced mortality" states it as fact, as does
#: "the drug reduced mortality" from "Allegedly, the drug reduced mortality". (No word of them
#: alone is given.)
_REPORTATIVE: Dict[str, Tuple[Tuple[str, ...], str]] = {
    "en": (("allegedly", "reportedly", "supposedly", "purportedly", "ostensibly", "mistakenly", "erroneously", "falsely", "wrongly", "alleged", "allege", "alleges", "so-called", "apparently", "perhaps", "possibly", "probably", "may", "might", "could", "would", "likely", "arguably", "plausibly", "seemingly", "theoretically", "should", "must", "ought to", "appears to", "seems to"), ""),
    "de": (("angeblich", "vermeintlich", "fälschlicherweise", "irrtümlich", "irrtümlicherweise", "zu Unrecht", "mutmaßlich", "vielleicht", "möglicherweise", "wahrscheinlich", "könnte", "dürfte", "sollte", "müsste", "muss", "hätte", "wäre", "kann", "scheint", "anscheinend"), ""),
    "fr": (("à tort", "faussement", "erronément", "par erreur", "prétendument", "soi-disant", "supposément", "paraît-il", "dit-on", "semble-t-il", "peut-être", "probablement", "pourrait", "aurait", "sans doute", "devrait", "doit", "semble", "apparemment"), ""),
    "es": (("erróneamente", "falsamente", "equivocadamente", "por error", "supuestamente", "presuntamente", "al parecer", "dizque", "quizás", "tal vez", "probablemente", "podría", "debería", "debe", "parece", "aparentemente"), ""),
    "it": (("erroneamente", "falsamente", "a torto", "per errore", "presuntamente", "presumibilmente", "asseritamente", "forse", "probabilmente", "potrebbe", "dovrebbe", "deve", "sembra", "apparentemente"), ""),
    "pt": (("erroneamente", "falsamente", "equivocadamente", "por engano", "supostamente", "alegadamente", "pretensamente", "talvez", "provavelmente", "poderia", "deveria", "deve", "parece", "aparentemente"), ""),
    "pl": (("błędnie", "mylnie", "fałszywie", "niesłusznie", "rzekomo", "podobno", "jakoby", "ponoć", "omyłkowo", "być może", "prawdopodobnie", "chyba", "powinien", "powinna", "musi", "wydaje się", "widocznie", "pewnie"), ""),
    "ru": (("якобы", "будто бы", "ошибочно", "ложно", "по слухам", "предположительно", "мол", "по ошибке", "так называемый", "возможно", "вероятно", "наверное", "может быть", "должен", "должны", "следует", "бы", "кажется", "видимо"), ""),
    "uk": (("нібито", "начебто", "помилково", "хибно", "можливо", "мабуть", "повинен", "мусить", "має бути", "би", "здається"), ""),
    "nl": (("ten onrechte", "onterecht", "abusievelijk", "naar verluidt", "zogenaamd", "vermeend", "misschien", "waarschijnlijk", "wellicht", "kunnen", "moet", "zou moeten", "lijkt", "schijnt", "blijkbaar"), ""),
    "sv": (("felaktigt", "av misstag", "påstått", "enligt uppgift", "förment", "kanske", "troligen", "bör", "borde", "måste", "skulle", "verkar", "tycks", "tydligen"), ""),
    "da": (("fejlagtigt", "ved en fejl", "angiveligt", "påstået", "efter sigende", "måske", "sandsynligvis", "bør", "burde", "må", "skal", "skulle", "synes", "ser ud til", "tilsyneladende"), ""),
    "nb": (("feilaktig", "ved en feil", "angivelig", "påstått", "visstnok", "kanskje", "trolig", "bør", "burde", "må", "skal", "skulle", "synes", "ser ut til", "tilsynelatende"), ""),
    "tr": (("yanlışlıkla", "sözde", "güya", "iddiaya göre", "söylentiye göre", "belki", "muhtemelen"), ""),
    "id": (("konon", "kabarnya", "katanya", "dikabarkan", "secara keliru", "diduga", "mungkin", "barangkali"), ""),
    "ms": (("kononnya", "khabarnya", "katanya", "didakwa", "secara salah", "mungkin", "barangkali"), ""),
    "vi": (("lầm tưởng", "nhầm tưởng", "nghe nói", "được cho là", "nghe đồn", "có lẽ", "hình như"), ""),
    "hi": (("गलती से", "कथित तौर पर", "कथित रूप से", "कथित", "शायद"), ""),
    "cs": (("údajně", "prý", "mylně", "omylem", "takzvaný", "možná", "asi", "měl by", "by měl", "musí", "zdá se", "zřejmě"), ""),
    "sk": (("údajne", "vraj", "mylne", "omylom", "možno", "azda", "mal by", "by mal", "musí", "zdá sa", "zrejme"), ""),
    "hu": (("állítólag", "tévesen", "tévedésből", "hírek szerint", "talán", "valószínűleg"), ""),
    "fi": (("väitetysti", "kuulemma", "muka", "virheellisesti", "erehdyksessä", "ehkä", "luultavasti"), ""),
    "el": (("δήθεν", "εσφαλμένα", "λανθασμένα", "κατά λάθος", "ίσως", "πιθανώς"), ""),
    "he": (("לכאורה", "כביכול", "בטעות", "אולי", "כנראה"), ""),
    "ar": (("يزعم", "زعما", "بالخطأ", "على ما يبدو", "ربما"), ""),
    "ro": (("chipurile", "în mod eronat", "din greșeală", "pasămite", "probabil", "pesemne"), ""),
    "lt": (("neva", "tariamai", "esą", "klaidingai", "per klaidą", "galbūt", "turbūt"), ""),
    "af": (("na bewering", "verkeerdelik", "per abuis", "foutiewelik", "vermoedelik", "oënskynlik", "moontlik", "dalk", "moet", "kon"), ""),
    "az": (("şayiələrə görə", "deyilənə görə", "iddiaya görə", "yanlışlıqla", "ola bilsin", "ola bilər", "bəlkə də", "yəqin", "sanki", "gərək"), ""),
    "be": (("па памылцы", "як быццам", "памылкова", "нібыта", "верагодна", "магчыма", "напэўна", "павінны", "мабыць", "відаць"), ""),
    "bg": (("предполагаемо", "по погрешка", "по грешка", "погрешно", "предполагам", "евентуално", "може би", "бихте", "биха", "бих"), ""),
    "bn": (("কথিত আছে", "ভুল করে", "ভুলক্রমে", "তথাকথিত", "হতে পারে", "বোধ হয়", "মনে হয়", "হয়তো", "হয়ত", "উচিত"), ""),
    "bs": (("pogrešno", "погрешно", "navodno", "greškom", "po svoj prilici", "izgleda da", "vjerovatno", "možda", "можда", "ваљда"), ""),
    "ca": (("per equivocació", "equivocadament", "presumptament", "suposadament", "tal vegada", "tal volta", "segurament", "hauria", "serien", "sembla"), ""),
    "cy": (("trwy gamgymeriad", "drwy gamgymeriad", "yn ôl y sôn", "ar gam", "o bosibl", "o bosib", "efallai", "tebygol", "dylid", "rhaid"), ""),
    "et": (("niinimetatud", "väidetavalt", "kuuldavasti", "eksikombel", "võiksite", "peaksime", "peaksite", "võiks", "oleks", "vist"), ""),
    "eu": (("esan ohi denez", "antza denez", "dirudienez", "nahigabe", "seguruenik", "beharbada", "ziurrenik", "lezake", "agian", "akaso"), ""),
    "fa": (("به اشتباه", "به اصطلاح", "به ادعای", "ادعا شده", "به احتمال زیاد", "به احتمال قوی", "امکان دارد", "شاید", "لابد", "باید"), ""),
    "fo": (("sambært tilfarandi", "við einum feili", "av mistaki", "skeivt", "kanska", "tykist", "skuldi", "kundu", "átti", "áttu"), ""),
    "ga": (("mar a thugtar air", "de réir tuairisce", "go hearráideach", "trí dhearmad", "dealraíonn sé", "is cosúil", "ba cheart", "ba chóir", "bheidís", "bheadh"), ""),
    "hr": (("pogrešno", "navodno", "greškom", "zabunom", "bit će da", "izgleda da", "vjerojatno", "naizgled", "valjda", "možda"), ""),
    "hy": (("ըստ որոշ տվյալների", "այսպես կոչված", "ըստ լուրերի", "իբրեւ թե", "հավանաբար", "կարող է", "պետք է", "երեւի", "գուցե", "երևի"), ""),
    "is": (("fyrir mistök", "að sögn", "ranglega", "víst", "kannski", "líklega", "trúlega", "gætu", "ætti", "ættu"), ""),
    "ja": (("おそらく", "恐らく", "たぶん", "もしかすると", "もしかしたら", "どうやら"), ""),
    "ka": (("ჭორების მიხედვით", "ეგრეთ წოდებული", "როგორც ამბობენ", "სავარაუდოდ", "ვითომ", "როგორც ჩანს", "შესაძლოა", "ალბათ", "იქნებ", "უნდა"), ""),
    "kk": (("деген сыбыс бар", "деп есептеледі", "деп айтылады", "айтуларынша", "имиш", "болуы мүмкін", "болса керек", "бәлкім", "сірә", "тиіс"), ""),
    "ko": (("전해진 바에 따르면", "알려진 바에 따르면", "소문에 의하면", "소문에 따르면", "어쩌면", "혹시나", "듣자니", "착오로", "허위로", "잘못"), ""),
    "ky": (("деген кептер бар", "деп айтылат", "ката менен", "жаңылыш", "болушу мүмкүн", "болсо керек", "балким", "сыягы", "кыязы", "тийиш"), ""),
    "lv": (("kļūdas pēc", "nepamatoti", "šķietami", "kļūdaini", "diez vai", "iespējams", "vajadzētu", "šķiet", "jābūt", "būtu"), ""),
    "mk": (("по грешка", "погрешно", "наводно", "божем", "по сè изгледа", "по се изгледа", "најверојатно", "евентуално", "веројатно", "можеби"), ""),
    "mr": (("चुकीच्या पद्धतीने", "कथित रूपाने", "तथाकथित", "चुकीने", "कदाचित", "संभवतः", "असावेत", "असावे", "शकतील", "शकेल"), ""),
    "ne": (("कथित रूपमा", "तथाकथित", "गल्तीले", "गल्तीवश", "हुन सक्छ", "जस्तो छ", "हुनुपर्छ", "सायद", "शायद", "होला"), ""),
    "nn": (("ved ein feil", "ved en feil", "etter seiande", "etter sigande", "tilsynelatande", "sannsynlegvis", "moglegvis", "kanskje", "truleg", "burde"), ""),
    "sl": (("po pomoti", "navidezno", "domnevno", "pomotoma", "bi lahko", "lahko bi", "verjetno", "najbrž", "nemara", "morda"), ""),
    "sq": (("për gabim", "gabimisht", "gjoja", "me shumë gjasë", "me gjasë", "ka gjasa", "supozohet", "ndoshta", "ndofta", "mbase"), ""),
    "sr": (("pogrešno", "погрешно", "navodno", "greškom", "izgleda da", "изгледа да", "vjerovatno", "možda", "можда", "ваљда"), ""),
    "sw": (("kinachojulikana kama", "kwa makosa", "inasemekana", "anayedaiwa", "inawezekana", "inaonekana", "pengine", "huenda", "lazima", "labda"), ""),
    "ta": (("என்று கூறப்படுகிறது", "சொல்லப்படுகிறது", "கூறப்படுகிறது", "கூறப்படும்", "போலத் தெரிகிறது", "போல் தெரிகிறது", "இருக்கலாம்", "ஒருவேளை", "அநேகமாக", "கூடும்"), ""),
    "te": (("అని చెప్పబడుతోంది", "అని వినికిడి", "అని పిలవబడే", "ఆరోపించిన", "అనిపిస్తుంది", "ఉండవచ్చు", "కావచ్చు", "కాబోలు", "బహుశా", "బహుశః"), ""),
    "tl": (("sa pagkakamali", "tinatawag na", "napagkamalan", "nang mali", "posibleng", "malamang", "maaaring", "siguro", "maari", "yata"), ""),
    "ur": (("دعویٰ کیا جاتا ہے", "دعوی کیا جاتا ہے", "مبینہ طور پر", "غلط طور پر", "ہو سکتی ہے", "امکان ہے", "ممکن ہے", "چاہیے", "چاہئے", "شاید"), ""),
    "zh": (("据说", "据传", "据称", "谣传", "误传", "误以为", "错误地认为", "听说", "传闻", "据报道", "据悉", "号称", "可能", "也许", "或许"), ""),
}


#: Impersonal hearsay frames of reported speech, and of possibility and doubt (the ``reportative_patterns`` that end in a
#: complementizer: "It is said that", "On dit que", "Se dice que", "Говорят, что", 据说's 有人说),
#: which give the clause after them as something said, not as what the source asserts: "the drug
#: cures cancer" from "It is said that the drug cures cancer" states a rumour as fact. Each opens
#: a real sentence of its language. (Third-person plural forms count only with no word before
#: them: "Los médicos dicen que" attributes the claim, as "Doctors say that" does.)
_HEARSAY_FRAMES: Dict[str, Tuple[Tuple[str, ...], str]] = {
    "en": (("It is said that", "It was rumoured that", "Rumour has it that", "It has been alleged that", "Word has it that", "It is reported that", "It is possible that", "It is doubtful that", "It is widely said that", "Some say that", "Some people believe that", "It is commonly believed that", "It is sometimes said that", "They say", "It has been suggested that"), ""),
    "de": (("Es heißt,", "Man sagt, dass", "Es wird behauptet, dass", "Gerüchten zufolge", "Es wird gemunkelt, dass", "Es ist möglich, dass", "Es ist fraglich, ob"), ""),
    "fr": (("On dit que", "Il paraît que", "On raconte que", "La rumeur dit que", "Selon la rumeur,", "Il est possible que", "Il se peut que", "Certains disent que", "D'aucuns prétendent que"), ""),
    "es": (("Se dice que", "Dicen que", "Se rumorea que", "Según dicen,", "Corre el rumor de que", "Es posible que", "Puede que"), ""),
    "it": (("Si dice che", "Dicono che", "Si racconta che", "Corre voce che", "Pare che", "È possibile che", "Può darsi che"), ""),
    "pt": (("Diz-se que", "Dizem que", "Consta que", "Conta-se que", "Corre o boato de que", "É possível que", "Pode ser que"), ""),
    "nl": (("Men zegt dat", "Er wordt gezegd dat", "Het gerucht gaat dat", "Naar men zegt"), ""),
    "sv": (("Det sägs att", "Man säger att", "Det påstås att", "Ryktet säger att"), ""),
    "da": (("Det siges, at", "Man siger, at", "Rygtet siger, at"), ""),
    "nb": (("Det sies at", "Man sier at", "Ryktet sier at"), ""),
    "ru": (("Говорят, что", "Ходят слухи, что", "Поговаривают, что", "Как говорят,", "Сомнительно, что"), ""),
    "uk": (("Кажуть, що", "Ходять чутки, що", "Як кажуть,"), ""),
    "pl": (("Mówi się, że", "Mówią, że", "Chodzą słuchy, że", "Plotka głosi, że", "Wątpliwe, że"), ""),
    "cs": (("Říká se, že", "Říkají, že", "Proslýchá se, že"), ""),
    "sk": (("Hovorí sa, že", "Hovoria, že", "Povráva sa, že"), ""),
    "hu": (("Azt mondják, hogy", "Úgy hírlik, hogy", "Azt beszélik, hogy", "Lehetséges, hogy", "Kétséges, hogy"), ""),
    "fi": (("Sanotaan, että", "Kerrotaan, että", "Huhutaan, että", "Väitetään, että", "On mahdollista, että"), ""),
    "el": (("Λέγεται ότι", "Λένε ότι", "Φημολογείται ότι"), ""),
    "ro": (("Se spune că", "Se zice că", "Se pare că", "Umblă vorba că"), ""),
    "tr": (("Söylendiğine göre", "Rivayete göre", "İddialara göre"), ""),
    "id": (("Dikatakan bahwa", "Kata orang,", "Menurut kabar,"), ""),
    "ms": (("Dikatakan bahawa", "Kata orang,", "Menurut khabar,"), ""),
    "vi": (("Người ta nói rằng", "Có tin đồn rằng", "Tương truyền rằng"), ""),
    "lt": (("Sakoma, kad", "Kalbama, kad", "Teigiama, kad"), ""),
    "ar": (("يقال إن", "قيل إن", "يشاع أن", "من الممكن أن"), ""),
    "he": (("אומרים כי", "לפי השמועה,", "השמועה אומרת כי"), ""),
    "hi": (("कहा जाता है कि", "कहते हैं कि", "सुना है कि", "संभव है कि"), ""),
    "zh": (("有人说", "传说", "据闻"), ""),
}


def _phrases(lang: str, table: Dict[str, Tuple[Tuple[str, ...], str]] = _PHRASES) -> Tuple[str, ...]:
    """The phrases of ``table`` for ``lang``, each checked against the lexicon's patterns
    (a phrase the data no longer reads is an error here, not a silent case)."""
    patterns = lexicons.negation_lexicon(lang).phrase_patterns
    phrases = table[lang][0]
    for phrase in phrases:
        assert any(p.search(lexicons.word_key(phrase)) for p in patterns), (lang, phrase)
    return phrases


def _places(
    sents: Sequence[Sentence], rng: random.Random, first_word_only: bool, table: Dict[str, Tuple[Tuple[str, ...], str]] = _PHRASES
) -> Iterator[Tuple[str, str, str, str, Sentence]]:
    """A phrase (or a word of it alone) put between two words of a real sentence of its
    language, each language and phrase in turn: (lang, source, left, right, sentence)."""
    groups = by_lang(sents)
    # A short sentence may be too short to tell its language by (Vietnamese "Đây là đâu, tôi là
    # ai?" is read as not covered without a language): the faithful cases take longer ones.
    least = 7 if first_word_only else 4
    pools: Dict[str, List[Sentence]] = {
        lang: [s for s in usable(groups.get(lang, []), lang) if len(s.text.split()) >= least] for lang in table
    }
    langs = [lang for lang in table if pools[lang]]
    assert langs, "no sentences for the phrase negations"
    for n in range(400):
        for lang in langs:
            phrases = _phrases(lang, table)
            text = table[lang][1] if first_word_only else phrases[n % len(phrases)]
            sentence = pools[lang][(n * 7 + len(text)) % len(pools[lang])]
            made = _insert(lang, sentence.text, text, rng)
            if made is None:
                continue
            source, left, right = made
            if first_word_only:
                # The words beside it must not make the phrase ("אף" before "פעם", "đâu" before
                # "có", "peine" after "à").
                if any(p.search(lexicons.word_key(source)) for p in lexicons.negation_lexicon(lang).phrase_patterns):
                    continue
            yield lang, source, left, right, sentence


@case_class("adv_phrase_negation_elided", faithful=False)
def phrase_negation_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"הוא … היה שם" from "הוא אף פעם היה שם", "Tôi … biết" from "Tôi đâu có biết": an elision
    that leaves out a negation written as two words."""
    for lang, source, left, right, sentence in _places(sents, rng, first_word_only=False):
        yield Case(lang, source, _quote(lang, left, right, rng), False, f"{sentence.origin} +phrase elided", ("negation_elided",))


@case_class("adv_passage_after_phrase_negation", faithful=False)
def passage_after_phrase_negation(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"היה שם" quoted from "הוא אף פעם היה שם", "là bạn tôi" from "Nó đâu phải là bạn tôi": a
    passage that starts right after a negation written as two words quotes the opposite claim."""
    for lang, source, _left, right, sentence in _places(sents, rng, first_word_only=False):
        passage = right.strip()
        if len(passage) < 12 or len(passage.split()) < 3 or not regex.match(r"[\p{L}\p{N}]", passage):
            continue
        if source.count(regex.sub(r"[\p{P}\s]+$", "", passage)) > 1:
            continue  # the passage is also written earlier in the sentence, where nothing negates it
        # "אף אחד מיליון": אחד is also "one", and a passage starting at "מיליון" cuts a figure.
        yield Case(lang, source, right, False, f"{sentence.origin} +phrase before", ("negation_cut", "number_cut"))


@case_class("adv_phrase_negation_first_word_kept", faithful=True)
def phrase_negation_first_word_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A word of such a phrase alone ("אף", nose or even; "đâu", where; "peine", pain) negates nothing:
    an elision that leaves it out, and a passage that starts right after it, verify."""
    for lang, source, left, right, sentence in _places(sents, rng, first_word_only=True):
        yield Case(lang, source, _quote(lang, left, right, rng), True, f"{sentence.origin} +first word elided")
        if len(right) >= 12:
            yield Case(lang, source, right, True, f"{sentence.origin} +first word before")


@case_class("adv_contrast_phrase_elided", faithful=False)
def contrast_phrase_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"The company reported … its profits" from "reported its losses instead of its profits",
    "All patients … recovered" from "All patients except two recovered": an elision that leaves
    out a contrastive or exceptive phrase (instead of, rather than, except, statt, au lieu de,
    sauf, en lugar de, excepto, вместо, кроме, zamiast...)."""
    for lang, source, left, right, sentence in _places(sents, rng, first_word_only=False, table=_CONTRASTS):
        yield Case(lang, source, _quote(lang, left, right, rng), False, f"{sentence.origin} +contrast elided", ("negation_elided", "language_not_covered", "sign_dropped"))


@case_class("adv_passage_after_contrast_phrase", faithful=False)
def passage_after_contrast_phrase(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"two recovered" quoted from "All patients except two recovered", "cutting costs" from
    "instead of cutting costs": a passage that starts right after a contrastive or exceptive
    phrase quotes what the source denies."""
    for lang, source, _left, right, sentence in _places(sents, rng, first_word_only=False, table=_CONTRASTS):
        passage = right.strip()
        if len(passage) < 12 or len(passage.split()) < 3 or not regex.match(r"[\p{L}\p{N}]", passage):
            continue
        if source.count(regex.sub(r"[\p{P}\s]+$", "", passage)) > 1:
            continue  # the passage is also written earlier in the sentence, where nothing denies it
        yield Case(lang, source, right, False, f"{sentence.origin} +contrast before", ("negation_cut", "number_cut"))


@case_class("adv_contrast_phrase_kept", faithful=True)
def contrast_phrase_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The faithful side: a passage that starts with the contrastive or exceptive phrase itself
    ("except two recovered", "kromě starších se zlepšili", "i stället för vinsten") quotes the
    exception whole: verifies."""
    for lang, source, left, _right, sentence in _places(sents, rng, first_word_only=False, table=_CONTRASTS):
        passage = source[len(left):].strip()
        if len(passage.split()) < 4 or not regex.match(r"\p{L}", passage):
            continue
        yield Case(lang, source, passage, True, f"{sentence.origin} +contrast kept")


def _arabic_words(sentence: str) -> List[str]:
    """The words of a sentence written in Arabic letters alone, three letters or more."""
    return [w for w in sentence.split() if regex.fullmatch(r"\p{Arabic}{3,}", w)]


@case_class("adv_circumfix_negation_elided", faithful=False)
def circumfix_negation_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"هو … هنا" from "هو ماكانش هنا": colloquial Arabic negates a verb or preposition by writing
    ما before it and ش after it; a word of a real sentence, wrapped so and put into another, then
    left out by an elision, leaves out the negation."""
    group = usable(by_lang(sents).get("ar", []), "ar")
    assert group, "no Arabic sentences"
    stems = sorted({w for s in group for w in _arabic_words(s.text) if not w.startswith(("ال", "ما"))})
    for n, stem in enumerate(stems[:300]):
        word = f"ما{stem}ش"
        sentence = group[n % len(group)]
        made = _insert("ar", sentence.text, word, rng)
        if made is None:
            continue
        source, left, right = made
        yield Case("ar", source, _quote("ar", left, right, rng), False, f"{sentence.origin} +{word!r} elided", ("negation_elided",))


@case_class("adv_far_from_phrase_elided", faithful=False)
def far_from_phrase_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"The drug was … effective" from "The drug was far from effective", "… wirksam" from
    "alles andere als wirksam", "… efficace" from "loin d'être efficace": an elision that leaves
    out a "far from"-type phrase (far from, anything but, alles andere als, loin de, lejos de,
    tutt'altro che, longe de, verre van, långt ifrån, langt fra, далеко не...)."""
    for lang, source, left, right, sentence in _places(sents, rng, first_word_only=False, table=_FAR_FROM):
        # Written after a condition word ("if anything but"), the elision leaves that out too.
        yield Case(lang, source, _quote(lang, left, right, rng), False, f"{sentence.origin} +far from elided", ("negation_elided", "sign_dropped", "condition_cut"))


@case_class("adv_passage_after_far_from_phrase", faithful=False)
def passage_after_far_from_phrase(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"effective" quoted from "The drug was far from effective", "efficace" from "loin d'être
    efficace": a passage that starts right after a "far from"-type phrase quotes what the source
    denies."""
    for lang, source, _left, right, sentence in _places(sents, rng, first_word_only=False, table=_FAR_FROM):
        passage = right.strip()
        if len(passage) < 12 or len(passage.split()) < 3 or not regex.match(r"[\p{L}\p{N}]", passage):
            continue
        if source.count(regex.sub(r"[\p{P}\s]+$", "", passage)) > 1:
            continue  # the passage is also written earlier in the sentence, where nothing denies it
        # "tudo menos 100 milhões": a phrase that ends in a comparison word compares the figure too.
        yield Case(lang, source, right, False, f"{sentence.origin} +far from before", ("negation_cut", "number_cut", "sign_dropped"))


@case_class("adv_far_from_phrase_kept", faithful=True)
def far_from_phrase_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The faithful side: a passage that starts with the "far from"-type phrase itself ("far from
    effective in most patients", "alles andere als wirksam") quotes the denial whole: verifies."""
    for lang, source, left, _right, sentence in _places(sents, rng, first_word_only=False, table=_FAR_FROM):
        passage = source[len(left):].strip()
        if len(passage.split()) < 4 or not regex.match(r"\p{L}", passage):
            continue
        if negation.negations(left, lang):
            continue  # a negation before it may govern the clause the passage starts in (another class)
        yield Case(lang, source, passage, True, f"{sentence.origin} +far from kept")


@case_class("adv_reportative_adverb_elided", faithful=False)
def reportative_adverb_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"The drug … reduced mortality" from "The drug allegedly reduced mortality", "… senkt" from
    "fälschlicherweise senkt", "该药…降低" from "该药据说降低": an elision that leaves out a
    hearsay or error adverb states a report, or an error, as fact."""
    for lang, source, left, right, sentence in _places(sents, rng, first_word_only=False, table=_REPORTATIVE):
        # Left out right before a figure ("ten onrechte 1 miljard"), it is a word that qualifies the figure too.
        # Left out after "if", it is read as a cut condition first; between two figures ("712 asi
        # 345"), a hedge that bounds a figure is read as its comparison; a sentence whose language
        # the detector cannot name is refused as not covered.
        reasons = ("negation_elided", "number_cut", "condition_cut", "sign_dropped", "language_not_covered")
        yield Case(lang, source, _quote(lang, left, right, rng), False, f"{sentence.origin} +reportative elided", reasons)


@case_class("adv_passage_after_reportative_adverb", faithful=False)
def passage_after_reportative_adverb(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"reduced mortality" from "The drug allegedly reduced mortality", and a whole sentence
    from the same sentence opened by the adverb ("Allegedly, ...", "Якобы ...", "据说..."): a
    passage that starts right after a hearsay or error adverb states what the source reports
    or calls mistaken as fact."""
    for lang, source, _left, right, sentence in _places(sents, rng, first_word_only=False, table=_REPORTATIVE):
        passage = right.strip()
        if len(passage) < 12 or len(passage.split()) < 3 or not regex.match(r"[\p{L}\p{N}]", passage):
            continue
        if source.count(regex.sub(r"[\p{P}\s]+$", "", passage)) > 1:
            continue  # the passage is also written earlier in the sentence
        if lang == "en" and _MONTH_MAY.search(source, 0, len(source) - len(right)):
            continue  # "in may", "of May": the month, which the hedge pattern reads as such
        # A hedge that also bounds a figure ("asi jedenáct", about eleven) is read as its comparison first.
        yield Case(lang, source, right, False, f"{sentence.origin} +reportative before", ("negation_cut", "number_cut", "sign_dropped"))
    for lang, phrase, sentence in _opening_places(sents):
        text = sentence.text.strip()
        opener = phrase[:1].upper() + phrase[1:]
        # Chinese and Japanese write the phrase glued on or with their comma ("据说，…", "噂では、…").
        glue = rng.choice(("", "\uff0c" if lang == "zh" else "\u3001"))
        source = f"{opener}{glue}{text}" if lang in UNSPACED else f"{opener}, {text}"
        yield Case(lang, source, text, False, f"{sentence.origin} +reportative opens", ("negation_cut", "number_cut"))


#: "in May", "of may": the month before a passage, not the hedge (English).
_MONTH_MAY = regex.compile(
    r"(?<![\p{L}\p{N}])(?:in|of|on|since|until|till|by|from|during|last|next|this|that|early|late|mid|end|before|after|through|to|and|or|each|every)\s+may\s*$",
    regex.IGNORECASE,
)


@lru_cache(maxsize=1)
def _clause_openers() -> FrozenSet[str]:
    """The words of every language that open a condition or a clause not asserted ("if", "než")."""
    return frozenset().union(*(lexicons.question_words(p) for p in (*lexicons.CONDITION_POSITIONS, *lexicons.UNASSERTED_POSITIONS)))


@case_class("adv_reportative_adverb_kept", faithful=True)
def reportative_adverb_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The faithful side: a passage that starts with the hearsay or error adverb itself
    ("allegedly reduced mortality", "якобы снизил", "据说该药..."), or a sentence quoted whole
    with the adverb that opens it, verifies."""
    for lang, source, left, _right, sentence in _places(sents, rng, first_word_only=False, table=_REPORTATIVE):
        passage = source[len(left):].strip()
        if len(passage.split()) < 4 and lang not in UNSPACED or not regex.match(r"\p{L}", passage):
            continue
        if lexicons.word_key(passage.split()[0]) in lexicons.negation_lexicon(lang).complementizers:
            continue  # Russian "будто бы" opens with a complementizer, which a negation before it governs
        if negation.negations(left, lang):
            continue  # a negation before it may govern the clause the passage starts in (another class)
        if any(lexicons.word_key(w) in _clause_openers() for w in regex.findall(r"[\p{L}\p{M}]+", left)):
            continue  # a condition or an unasserted clause before it ("Než …") governs the passage (another class)
        yield Case(lang, source, passage, True, f"{sentence.origin} +reportative kept")
    for lang, phrase, sentence in _opening_places(sents):
        text = sentence.text.strip()
        opener = phrase[:1].upper() + phrase[1:]
        source = f"{opener}{text}" if lang in UNSPACED else f"{opener}, {text}"
        yield Case(lang, source, source, True, f"{sentence.origin} +reportative opens kept")


def _opening_places(sents: Sequence[Sentence]) -> Iterator[Tuple[str, str, Sentence]]:
    """A hearsay or error adverb of each language to open a real sentence of it: (lang, phrase,
    sentence), each phrase in turn."""
    groups = by_lang(sents)
    for n in range(60):
        for lang in _REPORTATIVE:
            pool = [s for s in usable(groups.get(lang, []), lang) if len(s.text.split()) >= 4 or lang in UNSPACED]
            if not pool:
                continue
            phrases = _phrases(lang, _REPORTATIVE)
            sentence = pool[(n * 11 + 3) % len(pool)]
            # Not a sentence that already opens with a letter-less mark or a digit the comma would
            # glue to, nor one the adverb is already written in.
            if not regex.match(r"\p{L}", sentence.text.strip()):
                continue
            yield lang, phrases[n % len(phrases)], sentence



def _frame_places(sents: Sequence[Sentence]) -> Iterator[Tuple[str, str, str, Sentence]]:
    """A hearsay frame of each language opening a real sentence of it: (lang, source, the
    sentence as the source writes it, sentence), each frame in turn."""
    groups = by_lang(sents)
    for n in range(40):
        for lang in _HEARSAY_FRAMES:
            pool = [s for s in usable(groups.get(lang, []), lang) if len(s.text.split()) >= 4 or lang in UNSPACED]
            if not pool:
                continue
            frames = _phrases(lang, _HEARSAY_FRAMES)
            sentence = pool[(n * 13 + 5) % len(pool)]
            text = sentence.text.strip()
            if not regex.match(r"\p{L}", text):
                continue
            frame = frames[n % len(frames)]
            source = f"{frame}{text}" if lang in UNSPACED else f"{frame} {text}"
            yield lang, source, text, sentence


@case_class("adv_passage_after_hearsay_frame", faithful=False)
def passage_after_hearsay_frame(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"the drug cures cancer" from "It is said that the drug cures cancer", "le médicament
    guérit" from "On dit que le médicament guérit", "препарат лечит" from "Говорят, что препарат
    лечит": a passage that starts right after an impersonal hearsay frame states a rumour as fact."""
    for lang, source, text, sentence in _frame_places(sents):
        yield Case(lang, source, text, False, f"{sentence.origin} +hearsay frame", ("negation_cut", "number_cut"))


@case_class("adv_hearsay_frame_kept", faithful=True)
def hearsay_frame_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin: the sentence quoted with the frame that opens it verifies."""
    for lang, source, _text, sentence in _frame_places(sents):
        yield Case(lang, source, source, True, f"{sentence.origin} +hearsay frame kept")


def _unmarked_phrases() -> Dict[str, List[str]]:
    """The phrase negations and hearsay or error adverbs of the tables, each typed without its
    diacritics where a word so typed is no word of its language (spacy-lookups-data's or
    simplemma's words): French "pretendument", Turkish "sozde", Spanish "erroneamente"."""
    out: Dict[str, List[str]] = {}
    for table in (_PHRASES, _REPORTATIVE):
        for lang in table:
            if lang in UNSPACED or not lexicons.has_known_words(lang):
                continue
            for phrase in _phrases(lang, table):
                bare = lexicons.bare_letters(phrase)
                # Words as the check reads them: runs of letters ("parait" of "parait-il").
                words = regex.findall(r"[\p{L}\p{M}]+", phrase)
                changed = [w for w in regex.findall(r"[\p{L}\p{M}]+", bare) if w not in words]
                if changed and any(len(w) > 3 and not lexicons.known_word(lexicons.word_key(w), lang) for w in changed):
                    out.setdefault(lang, []).append(bare)
    return out


@case_class("adv_unmarked_phrase_elided", faithful=False)
def unmarked_phrase_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"Le médicament … guérit" from "Le médicament pretendument guérit": a phrase negation or a
    hearsay or error adverb typed without its diacritics in a sentence that writes them
    elsewhere, where that spelling is no word of its language, left out by an elision. A writer
    who leaves the marks off one word still writes it."""
    groups = by_lang(sents)
    for lang, phrases in sorted(_unmarked_phrases().items()):
        pool = [s for s in usable(groups.get(lang, []), lang) if len(s.text.split()) >= 4 and not lexicons.typed_bare(s.text)]
        for n, phrase in enumerate(phrases):
            for k in range(min(3, len(pool))):
                sentence = pool[(n * 5 + k * 13) % len(pool)]
                made = _insert(lang, sentence.text, phrase, rng)
                if made is None:
                    continue
                source, left, right = made
                yield Case(lang, source, _quote(lang, left, right, rng), False, f"{sentence.origin} +unmarked {phrase!r} elided", ("negation_elided", "number_cut"))


def _after_clause_places(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[str, str, str, str, Sentence]]:
    """A hearsay or error adverb of each spaced language's table written after a real sentence of
    it, set off by a comma, a dash or brackets: (lang, source, passage, phrase, sentence), each
    phrase and each way of setting it off in turn."""
    groups = by_lang(sents)
    shapes = ("{body}, {phrase}.", "{body} ({phrase}).", "{body} \u2014 {phrase} \u2014 {tail}.", "{body}, {phrase}, {tail}.")
    for n in range(40):
        for lang in _REPORTATIVE:
            if lang in UNSPACED:
                continue
            pool = [s for s in usable(groups.get(lang, []), lang) if len(s.text.split()) >= 5]
            if not pool:
                continue
            phrases = _phrases(lang, _REPORTATIVE)
            sentence = pool[(n * 7 + 5) % len(pool)]
            words = regex.sub(r"[\p{P}\s]+$", "", sentence.text.strip()).split()
            if not regex.match(r"\p{L}", words[0]) or not regex.search(r"[\p{L}\p{M}]$", words[-3]):
                continue
            body, tail = " ".join(words[:-2]), " ".join(words[-2:])
            phrase = phrases[n % len(phrases)]
            source = shapes[n % len(shapes)].format(body=body, phrase=phrase, tail=tail)
            if source.count(body) != 1:
                continue
            yield lang, source, body, phrase, sentence


@case_class("adv_passage_before_reportative_adverb", faithful=False)
def passage_before_reportative_adverb(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"The drug cures cancer" from "The drug cures cancer, allegedly.", "... (angeblich)", "... —
    paraît-il — ...": a passage that stops right before a hearsay or error adverb set off after
    its clause states what the source reports, or calls mistaken, as fact."""
    for lang, source, body, _phrase, sentence in _after_clause_places(sents, rng):
        yield Case(lang, source, body, False, f"{sentence.origin} +reportative after", ("negation_cut",))


@case_class("adv_reportative_adverb_after_kept", faithful=True)
def reportative_adverb_after_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin: the clause quoted with the adverb after it ("The drug cures cancer, allegedly")
    verifies."""
    for lang, source, body, phrase, sentence in _after_clause_places(sents, rng):
        end = source.index(phrase, len(body)) + len(phrase)
        yield Case(lang, source, source[:end], True, f"{sentence.origin} +reportative after kept")
