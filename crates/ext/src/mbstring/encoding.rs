//! The character encodings mbstring knows in Tusk: names and aliases,
//! decoding bytes to code points (an invalid sequence becomes one error
//! marker, as php 8.2's filters do: maximal-subpart rule for UTF-8) and
//! encoding code points back (errors and unrepresentable characters become
//! the substitute character). Also php's UTF-8 length table.
//!
//! Supported: UTF-8, ASCII, ISO-8859-1, ISO-8859-15, Windows-1252, UTF-16
//! (BE/LE, BOM-sniffing), UTF-32 (BE/LE), UCS-2 (BE/LE), UCS-4 (BE/LE),
//! 8bit. Not here: the CJK encodings, UTF-7, the other ISO-8859-x and
//! Windows code pages, BASE64/UUENCODE/HTML-ENTITIES/Quoted-Printable.

/// An error marker in a decoded sequence: `ERR | first byte`.
pub const ERR: u32 = 0x8000_0000;

#[inline]
pub fn is_err(c: u32) -> bool {
    c & ERR != 0
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Enc {
    Utf8,
    Ascii,
    Latin1,
    Latin9,
    Cp1252,
    Utf16,
    Utf16Be,
    Utf16Le,
    Utf32,
    Utf32Be,
    Utf32Le,
    Ucs2,
    Ucs2Be,
    Ucs2Le,
    Ucs4,
    Ucs4Be,
    Ucs4Le,
    Bit8,
}

/// (canonical name, encoding, aliases) in php's mb_list_encodings order.
pub static ENCODINGS: &[(&str, Enc, &[&str])] = &[
    ("8bit", Enc::Bit8, &["binary"]),
    ("UCS-4", Enc::Ucs4, &["ISO-10646-UCS-4", "UCS4"]),
    ("UCS-4BE", Enc::Ucs4Be, &[]),
    ("UCS-4LE", Enc::Ucs4Le, &[]),
    ("UCS-2", Enc::Ucs2, &["ISO-10646-UCS-2", "UCS2", "UNICODE"]),
    ("UCS-2BE", Enc::Ucs2Be, &[]),
    ("UCS-2LE", Enc::Ucs2Le, &[]),
    ("UTF-32", Enc::Utf32, &["utf32"]),
    ("UTF-32BE", Enc::Utf32Be, &[]),
    ("UTF-32LE", Enc::Utf32Le, &[]),
    ("UTF-16", Enc::Utf16, &["utf16"]),
    ("UTF-16BE", Enc::Utf16Be, &[]),
    ("UTF-16LE", Enc::Utf16Le, &[]),
    ("UTF-8", Enc::Utf8, &["utf8"]),
    (
        "ASCII",
        Enc::Ascii,
        &[
            "ANSI_X3.4-1968",
            "iso-ir-6",
            "ANSI_X3.4-1986",
            "ISO_646.irv:1991",
            "US-ASCII",
            "ISO646-US",
            "us",
            "IBM367",
            "IBM-367",
            "cp367",
            "csASCII",
        ],
    ),
    ("Windows-1252", Enc::Cp1252, &["cp1252"]),
    (
        "ISO-8859-1",
        Enc::Latin1,
        &[
            "ISO8859-1",
            "latin1",
            "ISO_8859-1",
            "ISO-8859-1:1987",
            "l1",
            "IBM819",
            "CP819",
            "csISOLatin1",
        ],
    ),
    (
        "ISO-8859-15",
        Enc::Latin9,
        &["ISO8859-15", "LATIN-9", "LATIN9"],
    ),
];

impl Enc {
    pub fn name(self) -> &'static str {
        ENCODINGS
            .iter()
            .find(|e| e.1 == self)
            .map(|e| e.0)
            .unwrap_or("UTF-8")
    }

    /// Looks an encoding up by name or alias (case-insensitive).
    pub fn find(name: &[u8]) -> Option<Enc> {
        ENCODINGS.iter().find_map(|(n, e, aliases)| {
            (n.as_bytes().eq_ignore_ascii_case(name)
                || aliases
                    .iter()
                    .any(|a| a.as_bytes().eq_ignore_ascii_case(name)))
            .then_some(*e)
        })
    }

    /// One byte per character.
    pub fn is_single_byte(self) -> bool {
        matches!(
            self,
            Enc::Ascii | Enc::Latin1 | Enc::Latin9 | Enc::Cp1252 | Enc::Bit8
        )
    }

    /// Decodes bytes to code points (errors as `ERR | byte`).
    pub fn decode(self, b: &[u8]) -> Vec<u32> {
        let mut out = Vec::with_capacity(b.len());
        self.decode_into(b, &mut out);
        out
    }

    pub fn decode_into(self, b: &[u8], out: &mut Vec<u32>) {
        match self {
            Enc::Utf8 => decode_utf8(b, out),
            Enc::Ascii => {
                out.extend(
                    b.iter()
                        .map(|&c| if c < 0x80 { c as u32 } else { ERR | c as u32 }),
                )
            }
            Enc::Latin1 | Enc::Bit8 => out.extend(b.iter().map(|&c| c as u32)),
            Enc::Latin9 => out.extend(b.iter().map(|&c| latin9_to_u(c))),
            Enc::Cp1252 => out.extend(b.iter().map(|&c| cp1252_to_u(c))),
            Enc::Utf16 | Enc::Utf16Be | Enc::Utf16Le | Enc::Ucs2 | Enc::Ucs2Be | Enc::Ucs2Le => {
                let mut le = matches!(self, Enc::Utf16Le | Enc::Ucs2Le);
                let mut b = b;
                if matches!(self, Enc::Utf16 | Enc::Ucs2) && b.len() >= 2 {
                    if b[..2] == [0xFF, 0xFE] {
                        le = true;
                        b = &b[2..];
                    } else if b[..2] == [0xFE, 0xFF] {
                        b = &b[2..];
                    }
                }
                let surrogates = matches!(self, Enc::Utf16 | Enc::Utf16Be | Enc::Utf16Le);
                decode_utf16(b, le, surrogates, out)
            }
            Enc::Utf32 | Enc::Utf32Be | Enc::Utf32Le | Enc::Ucs4 | Enc::Ucs4Be | Enc::Ucs4Le => {
                let mut le = matches!(self, Enc::Utf32Le | Enc::Ucs4Le);
                let mut b = b;
                if matches!(self, Enc::Utf32 | Enc::Ucs4) && b.len() >= 4 {
                    if b[..4] == [0xFF, 0xFE, 0, 0] {
                        le = true;
                        b = &b[4..];
                    } else if b[..4] == [0, 0, 0xFE, 0xFF] {
                        b = &b[4..];
                    }
                }
                let mut chunks = b.chunks_exact(4);
                for c in &mut chunks {
                    let a = [c[0], c[1], c[2], c[3]];
                    let v = if le {
                        u32::from_le_bytes(a)
                    } else {
                        u32::from_be_bytes(a)
                    };
                    if v > 0x10FFFF || (0xD800..0xE000).contains(&v) {
                        out.push(ERR | (v & 0xff));
                    } else {
                        out.push(v);
                    }
                }
                if !chunks.remainder().is_empty() {
                    out.push(ERR | chunks.remainder()[0] as u32);
                }
            }
        }
    }

    /// Encodes code points; `sub` is the substitute for errors and
    /// unrepresentable characters (None: dropped).
    pub fn encode_into(self, cps: &[u32], sub: Option<u32>, out: &mut Vec<u8>) {
        for &c in cps {
            if !is_err(c) && self.put(c, out) {
                continue;
            }
            if let Some(s) = sub {
                if !self.put(s, out) {
                    self.put(b'?' as u32, out);
                }
            }
        }
    }

    pub fn encode(self, cps: &[u32], sub: Option<u32>) -> Vec<u8> {
        let mut out = Vec::with_capacity(cps.len());
        self.encode_into(cps, sub, &mut out);
        out
    }

    /// Writes one character; false when this encoding cannot represent it.
    pub fn put(self, c: u32, out: &mut Vec<u8>) -> bool {
        match self {
            Enc::Utf8 => match char::from_u32(c) {
                Some(ch) => {
                    let mut buf = [0u8; 4];
                    out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
                    true
                }
                None => false,
            },
            Enc::Ascii => push_if(out, c < 0x80, c),
            Enc::Latin1 | Enc::Bit8 => push_if(out, c < 0x100, c),
            Enc::Latin9 => match u_to_latin9(c) {
                Some(b) => {
                    out.push(b);
                    true
                }
                None => false,
            },
            Enc::Cp1252 => match u_to_cp1252(c) {
                Some(b) => {
                    out.push(b);
                    true
                }
                None => false,
            },
            Enc::Utf16 | Enc::Utf16Be | Enc::Utf16Le => {
                if c > 0x10FFFF || (0xD800..0xE000).contains(&c) {
                    return false;
                }
                let le = self == Enc::Utf16Le;
                if c >= 0x10000 {
                    let v = c - 0x10000;
                    put16(out, 0xD800 | (v >> 10) as u16, le);
                    put16(out, 0xDC00 | (v & 0x3ff) as u16, le);
                } else {
                    put16(out, c as u16, le);
                }
                true
            }
            Enc::Ucs2 | Enc::Ucs2Be | Enc::Ucs2Le => {
                if c > 0xFFFF {
                    return false;
                }
                put16(out, c as u16, self == Enc::Ucs2Le);
                true
            }
            Enc::Utf32 | Enc::Utf32Be | Enc::Utf32Le | Enc::Ucs4 | Enc::Ucs4Be | Enc::Ucs4Le => {
                if c > 0x10FFFF && matches!(self, Enc::Utf32 | Enc::Utf32Be | Enc::Utf32Le) {
                    return false;
                }
                if matches!(self, Enc::Utf32Le | Enc::Ucs4Le) {
                    out.extend_from_slice(&c.to_le_bytes());
                } else {
                    out.extend_from_slice(&c.to_be_bytes());
                }
                true
            }
        }
    }

    /// Whether `b` is valid in this encoding.
    pub fn check(self, b: &[u8]) -> bool {
        match self {
            Enc::Utf8 => std::str::from_utf8(b).is_ok(),
            Enc::Latin1 | Enc::Bit8 | Enc::Latin9 | Enc::Cp1252 => true,
            _ => !self.decode(b).iter().any(|&c| is_err(c)),
        }
    }
}

fn push_if(out: &mut Vec<u8>, ok: bool, c: u32) -> bool {
    if ok {
        out.push(c as u8);
    }
    ok
}

fn put16(out: &mut Vec<u8>, v: u16, le: bool) {
    if le {
        out.extend_from_slice(&v.to_le_bytes());
    } else {
        out.extend_from_slice(&v.to_be_bytes());
    }
}

fn decode_utf16(b: &[u8], le: bool, surrogates: bool, out: &mut Vec<u32>) {
    let mut chunks = b.chunks_exact(2);
    let unit = |c: &[u8]| {
        if le {
            u16::from_le_bytes([c[0], c[1]]) as u32
        } else {
            u16::from_be_bytes([c[0], c[1]]) as u32
        }
    };
    let mut pending: Option<u32> = None;
    for c in &mut chunks {
        let u = unit(c);
        if !surrogates {
            out.push(u);
            continue;
        }
        if let Some(hi) = pending.take() {
            if (0xDC00..0xE000).contains(&u) {
                out.push(0x10000 + ((hi - 0xD800) << 10) + (u - 0xDC00));
                continue;
            }
            out.push(ERR | (hi >> 8));
        }
        if (0xD800..0xDC00).contains(&u) {
            pending = Some(u);
        } else if (0xDC00..0xE000).contains(&u) {
            out.push(ERR | (u >> 8));
        } else {
            out.push(u);
        }
    }
    if let Some(hi) = pending {
        out.push(ERR | (hi >> 8));
    }
    if !chunks.remainder().is_empty() {
        out.push(ERR | chunks.remainder()[0] as u32);
    }
}

/// UTF-8 with one error per maximal invalid subpart (as from_utf8_lossy).
pub fn decode_utf8(b: &[u8], out: &mut Vec<u32>) {
    for chunk in b.utf8_chunks() {
        out.extend(chunk.valid().chars().map(|c| c as u32));
        if let Some(&first) = chunk.invalid().first() {
            out.push(ERR | first as u32);
        }
    }
}

/// php's UTF-8 length table: bytes a character starting with `c` takes.
#[inline]
pub fn utf8_len(c: u8) -> usize {
    match c {
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => 1,
    }
}

/// Byte offsets of every character start per the length table, plus the end.
pub fn utf8_bounds(b: &[u8]) -> Vec<usize> {
    let mut v = Vec::with_capacity(b.len() + 1);
    let mut i = 0;
    while i < b.len() {
        v.push(i);
        i += utf8_len(b[i]);
    }
    v.push(b.len());
    v
}

/// Characters per the length table.
pub fn utf8_count(b: &[u8]) -> usize {
    let mut n = 0;
    let mut i = 0;
    while i < b.len() {
        n += 1;
        i += utf8_len(b[i]);
    }
    n
}

static CP1252_HIGH: [u16; 32] = [
    0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039,
    0x0152, 0x008D, 0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
];

fn cp1252_to_u(c: u8) -> u32 {
    if (0x80..0xA0).contains(&c) {
        CP1252_HIGH[(c - 0x80) as usize] as u32
    } else {
        c as u32
    }
}

fn u_to_cp1252(c: u32) -> Option<u8> {
    if c < 0x80 || (0xA0..0x100).contains(&c) {
        return Some(c as u8);
    }
    CP1252_HIGH
        .iter()
        .position(|&x| x as u32 == c)
        .map(|i| 0x80 + i as u8)
}

const LATIN9_DIFF: [(u8, u32); 8] = [
    (0xA4, 0x20AC),
    (0xA6, 0x0160),
    (0xA8, 0x0161),
    (0xB4, 0x017D),
    (0xB8, 0x017E),
    (0xBC, 0x0152),
    (0xBD, 0x0153),
    (0xBE, 0x0178),
];

fn latin9_to_u(c: u8) -> u32 {
    LATIN9_DIFF
        .iter()
        .find(|d| d.0 == c)
        .map(|d| d.1)
        .unwrap_or(c as u32)
}

fn u_to_latin9(c: u32) -> Option<u8> {
    if let Some(d) = LATIN9_DIFF.iter().find(|d| d.1 == c) {
        return Some(d.0);
    }
    if c < 0x100 && !LATIN9_DIFF.iter().any(|d| d.0 as u32 == c) {
        return Some(c as u8);
    }
    None
}
