//! String functions of ext/standard (and strlen from the core): the module
//! table and the submodules that implement it, one per area.
//!
//! Strings are bytes: case functions are ASCII-only (as in php 8.2).
//! Not here: printf and number_format (formatted_print.rs), pcre, mbstring,
//! number bases (base.rs), str_shuffle (shuffle.rs).

mod basic;
pub(crate) use basic::{exploded, padded, repeated};
mod compare;
mod csv;
pub mod hash;
pub mod html;
mod html_data;
mod scanf;
mod search;
mod tags;
mod transform;
pub mod url;

pub use basic::{char_mask, find, find_ci, join_values, substr_range};
pub use compare::{binary_strcasecmp, binary_strcmp, strnatcmp_ex};
pub use search::reset as strtok_reset;
use tusk_vm::{Builtin, ConstVal, Module};

#[rustfmt::skip]
pub static STANDARD_STRING: Module = Module {
    name: "standard",
    classes: &[],
    functions: &[
        Builtin { sig: "strlen(string $string): int", f: basic::strlen },
        Builtin { sig: "bin2hex(string $string): string", f: basic::bin2hex },
        Builtin { sig: "strspn(string $string, string $characters, int $offset = 0, ?int $length = null): int", f: basic::strspn },
        Builtin { sig: "strcspn(string $string, string $characters, int $offset = 0, ?int $length = null): int", f: basic::strcspn },
        Builtin { sig: "str_repeat(string $string, int $times): string", f: basic::str_repeat },
        Builtin {
            sig: "str_pad(string $string, int $length, string $pad_string = \" \", int $pad_type = STR_PAD_RIGHT): string",
            f: basic::str_pad,
        },
        Builtin { sig: "substr(string $string, int $offset, ?int $length = null): string", f: basic::substr },
        Builtin { sig: "strpos(string $haystack, string $needle, int $offset = 0): int|false", f: basic::strpos },
        Builtin { sig: "stripos(string $haystack, string $needle, int $offset = 0): int|false", f: basic::stripos },
        Builtin { sig: "strrpos(string $haystack, string $needle, int $offset = 0): int|false", f: basic::strrpos },
        Builtin { sig: "str_contains(string $haystack, string $needle): bool", f: basic::str_contains },
        Builtin { sig: "str_starts_with(string $haystack, string $needle): bool", f: basic::str_starts_with },
        Builtin { sig: "str_ends_with(string $haystack, string $needle): bool", f: basic::str_ends_with },
        Builtin { sig: "implode(array|string $separator, ?array $array = null): string", f: basic::implode },
        Builtin { sig: "join(array|string $separator, ?array $array = null): string", f: basic::implode },
        Builtin { sig: "explode(string $separator, string $string, int $limit = PHP_INT_MAX): array", f: basic::explode },
        Builtin { sig: "strtolower(string $string): string", f: basic::strtolower },
        Builtin { sig: "strtoupper(string $string): string", f: basic::strtoupper },
        Builtin { sig: "ucfirst(string $string): string", f: basic::ucfirst },
        Builtin { sig: "lcfirst(string $string): string", f: basic::lcfirst },
        Builtin { sig: "trim(string $string, string $characters = \" \\n\\r\\t\\v\\0\"): string", f: basic::trim },
        Builtin { sig: "ltrim(string $string, string $characters = \" \\n\\r\\t\\v\\0\"): string", f: basic::ltrim },
        Builtin { sig: "rtrim(string $string, string $characters = \" \\n\\r\\t\\v\\0\"): string", f: basic::rtrim },
        Builtin { sig: "chop(string $string, string $characters = \" \\n\\r\\t\\v\\0\"): string", f: basic::rtrim },
        Builtin {
            sig: "str_replace(array|string $search, array|string $replace, string|array $subject, &$count = null): string|array",
            f: basic::str_replace,
        },
        Builtin { sig: "strrev(string $string): string", f: basic::strrev },
        Builtin { sig: "str_split(string $string, int $length = 1): array", f: basic::str_split },
        Builtin { sig: "nl2br(string $string, bool $use_xhtml = true): string", f: basic::nl2br },
        Builtin { sig: "str_ireplace(array|string $search, array|string $replace, string|array $subject, &$count = null): string|array", f: basic::str_ireplace },
        Builtin { sig: "md5(string $string, bool $binary = false): string", f: hash::md5_fn },
        Builtin { sig: "sha1(string $string, bool $binary = false): string", f: hash::sha1_fn },
        Builtin { sig: "crc32(string $string): int", f: hash::crc32_fn },
        Builtin { sig: "md5_file(string $filename, bool $binary = false): string|false", f: hash::md5_file },
        Builtin { sig: "sha1_file(string $filename, bool $binary = false): string|false", f: hash::sha1_file },
        Builtin { sig: "strcmp(string $string1, string $string2): int", f: compare::strcmp },
        Builtin { sig: "strcasecmp(string $string1, string $string2): int", f: compare::strcasecmp },
        Builtin { sig: "strncmp(string $string1, string $string2, int $length): int", f: compare::strncmp },
        Builtin { sig: "strncasecmp(string $string1, string $string2, int $length): int", f: compare::strncasecmp },
        Builtin { sig: "strnatcmp(string $string1, string $string2): int", f: compare::strnatcmp },
        Builtin { sig: "strnatcasecmp(string $string1, string $string2): int", f: compare::strnatcasecmp },
        Builtin { sig: "strcoll(string $string1, string $string2): int", f: compare::strcoll },
        Builtin { sig: "substr_compare(string $haystack, string $needle, int $offset, ?int $length = null, bool $case_insensitive = false): int", f: compare::substr_compare },
        Builtin { sig: "levenshtein(string $string1, string $string2, int $insertion_cost = 1, int $replacement_cost = 1, int $deletion_cost = 1): int", f: compare::levenshtein },
        Builtin { sig: "similar_text(string $string1, string $string2, &$percent = null): int", f: compare::similar_text },
        Builtin { sig: "soundex(string $string): string", f: compare::soundex },
        Builtin { sig: "strstr(string $haystack, string $needle, bool $before_needle = false): string|false", f: search::strstr },
        Builtin { sig: "strchr(string $haystack, string $needle, bool $before_needle = false): string|false", f: search::strstr },
        Builtin { sig: "stristr(string $haystack, string $needle, bool $before_needle = false): string|false", f: search::stristr },
        Builtin { sig: "strrchr(string $haystack, string $needle): string|false", f: search::strrchr },
        Builtin { sig: "strpbrk(string $string, string $characters): string|false", f: search::strpbrk },
        Builtin { sig: "substr_count(string $haystack, string $needle, int $offset = 0, ?int $length = null): int", f: search::substr_count },
        Builtin { sig: "strripos(string $haystack, string $needle, int $offset = 0): int|false", f: search::strripos },
        Builtin { sig: "strtok(string $string, ?string $token = null): string|false", f: search::strtok },
        Builtin { sig: "addslashes(string $string): string", f: transform::addslashes },
        Builtin { sig: "stripslashes(string $string): string", f: transform::stripslashes },
        Builtin { sig: "addcslashes(string $string, string $characters): string", f: transform::addcslashes },
        Builtin { sig: "stripcslashes(string $string): string", f: transform::stripcslashes },
        Builtin { sig: "hex2bin(string $string): string|false", f: transform::hex2bin },
        Builtin { sig: "chunk_split(string $string, int $length = 76, string $separator = \"\\r\\n\"): string", f: transform::chunk_split },
        Builtin { sig: "count_chars(string $string, int $mode = 0): array|string", f: transform::count_chars },
        Builtin { sig: "ucwords(string $string, string $separators = \" \\t\\r\\n\\f\\v\"): string", f: transform::ucwords },
        Builtin { sig: "quotemeta(string $string): string", f: transform::quotemeta },
        Builtin { sig: "str_rot13(string $string): string", f: transform::str_rot13 },
        Builtin { sig: "strtr(string $string, array|string $from, ?string $to = null): string", f: transform::strtr },
        Builtin { sig: "substr_replace(array|string $string, array|string $replace, array|int $offset, array|int|null $length = null): string|array", f: transform::substr_replace },
        Builtin { sig: "wordwrap(string $string, int $width = 75, string $break = \"\\n\", bool $cut_long_words = false): string", f: transform::wordwrap },
        Builtin { sig: "str_word_count(string $string, int $format = 0, ?string $characters = null): array|int", f: transform::str_word_count },
        Builtin { sig: "utf8_encode(string $string): string", f: transform::utf8_encode },
        Builtin { sig: "utf8_decode(string $string): string", f: transform::utf8_decode },
        Builtin { sig: "uniqid(string $prefix = \"\", bool $more_entropy = false): string", f: transform::uniqid },
        Builtin { sig: "lcg_value(): float", f: transform::lcg_value },
        Builtin { sig: "htmlspecialchars(string $string, int $flags = ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401, ?string $encoding = null, bool $double_encode = true): string", f: html::htmlspecialchars },
        Builtin { sig: "htmlentities(string $string, int $flags = ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401, ?string $encoding = null, bool $double_encode = true): string", f: html::htmlentities },
        Builtin { sig: "htmlspecialchars_decode(string $string, int $flags = ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401): string", f: html::htmlspecialchars_decode },
        Builtin { sig: "html_entity_decode(string $string, int $flags = ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401, ?string $encoding = null): string", f: html::html_entity_decode },
        Builtin { sig: "get_html_translation_table(int $table = HTML_SPECIALCHARS, int $flags = ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401, string $encoding = \"UTF-8\"): array", f: html::get_html_translation_table },
        Builtin { sig: "urlencode(string $string): string", f: url::urlencode },
        Builtin { sig: "urldecode(string $string): string", f: url::urldecode },
        Builtin { sig: "rawurlencode(string $string): string", f: url::rawurlencode },
        Builtin { sig: "rawurldecode(string $string): string", f: url::rawurldecode },
        Builtin { sig: "base64_encode(string $string): string", f: url::base64_encode },
        Builtin { sig: "base64_decode(string $string, bool $strict = false): string|false", f: url::base64_decode },
        Builtin { sig: "quoted_printable_encode(string $string): string", f: url::quoted_printable_encode },
        Builtin { sig: "quoted_printable_decode(string $string): string", f: url::quoted_printable_decode },
        Builtin { sig: "http_build_query(array $data, string $numeric_prefix = \"\", ?string $arg_separator = null, int $encoding_type = PHP_QUERY_RFC1738): string", f: url::http_build_query },
        Builtin { sig: "parse_str(string $string, &$result): void", f: url::parse_str },
        Builtin { sig: "parse_url(string $url, int $component = -1): int|string|array|null|false", f: url::parse_url },
        Builtin { sig: "strip_tags(string $string, array|string|null $allowed_tags = null): string", f: tags::strip_tags },
        Builtin { sig: "str_getcsv(string $string, string $separator = \",\", string $enclosure = '\"', string $escape = '\\\\'): array", f: csv::str_getcsv },
        Builtin { sig: "metaphone(string $string, int $max_phonemes = 0): string", f: compare::metaphone },
        Builtin { sig: "convert_uuencode(string $string): string", f: url::convert_uuencode },
        Builtin { sig: "convert_uudecode(string $string): string|false", f: url::convert_uudecode },
        Builtin { sig: "sscanf(string $string, string $format, mixed &...$vars): array|int|null", f: scanf::sscanf },
    ],
    constants: &[
        ("PHP_URL_SCHEME", ConstVal::Int(0)),
        ("PHP_URL_HOST", ConstVal::Int(1)),
        ("PHP_URL_PORT", ConstVal::Int(2)),
        ("PHP_URL_USER", ConstVal::Int(3)),
        ("PHP_URL_PASS", ConstVal::Int(4)),
        ("PHP_URL_PATH", ConstVal::Int(5)),
        ("PHP_URL_QUERY", ConstVal::Int(6)),
        ("PHP_URL_FRAGMENT", ConstVal::Int(7)),
        ("PHP_QUERY_RFC1738", ConstVal::Int(1)),
        ("PHP_QUERY_RFC3986", ConstVal::Int(2)),
        ("HTML_SPECIALCHARS", ConstVal::Int(0)),
        ("HTML_ENTITIES", ConstVal::Int(1)),
        ("ENT_COMPAT", ConstVal::Int(2)),
        ("ENT_QUOTES", ConstVal::Int(3)),
        ("ENT_NOQUOTES", ConstVal::Int(0)),
        ("ENT_IGNORE", ConstVal::Int(4)),
        ("ENT_SUBSTITUTE", ConstVal::Int(8)),
        ("ENT_DISALLOWED", ConstVal::Int(128)),
        ("ENT_HTML401", ConstVal::Int(0)),
        ("ENT_XML1", ConstVal::Int(16)),
        ("ENT_XHTML", ConstVal::Int(32)),
        ("ENT_HTML5", ConstVal::Int(48)),
        ("STR_PAD_LEFT", ConstVal::Int(0)),
        ("STR_PAD_RIGHT", ConstVal::Int(1)),
        ("STR_PAD_BOTH", ConstVal::Int(2)),
    ],
};
