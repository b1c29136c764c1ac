//! Unicode case mapping for mb_convert_case and friends (the eight
//! MB_CASE_* modes), and the East Asian width used by mb_strwidth and
//! mb_strimwidth. Full mappings come from Rust's char::to_uppercase /
//! to_lowercase (Unicode's SpecialCasing, unconditional part); the title
//! and fold mappings and the simple variants are derived from them plus
//! the few exceptions listed here. php 8.2 has its own Unicode 14 tables:
//! characters whose mapping changed after Unicode 14 may differ.
//! Not here: encodings (encoding.rs).

pub const UPPER: i64 = 0;
pub const LOWER: i64 = 1;
pub const TITLE: i64 = 2;
pub const FOLD: i64 = 3;
pub const UPPER_SIMPLE: i64 = 4;
pub const LOWER_SIMPLE: i64 = 5;
pub const TITLE_SIMPLE: i64 = 6;
pub const FOLD_SIMPLE: i64 = 7;

fn ch(c: u32) -> Option<char> {
    char::from_u32(c)
}

fn push_upper(c: u32, out: &mut Vec<u32>) {
    match ch(c) {
        Some(x) => out.extend(x.to_uppercase().map(|u| u as u32)),
        None => out.push(c),
    }
}

fn push_lower(c: u32, out: &mut Vec<u32>) {
    match ch(c) {
        Some(x) => out.extend(x.to_lowercase().map(|u| u as u32)),
        None => out.push(c),
    }
}

fn single<I: Iterator<Item = char>>(mut it: I) -> Option<u32> {
    let a = it.next()?;
    if it.next().is_some() {
        None
    } else {
        Some(a as u32)
    }
}

pub fn simple_upper(c: u32) -> u32 {
    let Some(x) = ch(c) else { return c };
    if let Some(u) = single(x.to_uppercase()) {
        return u;
    }
    // Greek letters with ypogegrammeni map to their titlecase form.
    match c {
        0x1F80..=0x1F87 | 0x1F90..=0x1F97 | 0x1FA0..=0x1FA7 => c + 8,
        0x1FB3 | 0x1FC3 | 0x1FF3 => c + 9,
        _ => c,
    }
}

pub fn simple_lower(c: u32) -> u32 {
    let Some(x) = ch(c) else { return c };
    match single(x.to_lowercase()) {
        Some(l) => l,
        None if c == 0x130 => 'i' as u32,
        None => c,
    }
}

fn is_cherokee_lower(c: u32) -> bool {
    (0xAB70..=0xABBF).contains(&c) || (0x13F8..=0x13FD).contains(&c)
}

fn is_cherokee_upper(c: u32) -> bool {
    (0x13A0..=0x13F5).contains(&c)
}

pub fn simple_fold(c: u32) -> u32 {
    if is_cherokee_lower(c) {
        return simple_upper(c);
    }
    if c == 0x130 || is_cherokee_upper(c) {
        return c;
    }
    simple_lower(simple_upper(c))
}

fn push_fold(c: u32, out: &mut Vec<u32>) {
    if is_cherokee_lower(c) {
        out.push(simple_upper(c));
        return;
    }
    if is_cherokee_upper(c) {
        out.push(c);
        return;
    }
    if c == 0x1E9E {
        out.extend_from_slice(&['s' as u32, 's' as u32]);
        return;
    }
    let mut up = Vec::with_capacity(3);
    push_upper(c, &mut up);
    for u in up {
        push_lower(u, out);
    }
}

/// The simple titlecase mapping.
pub fn simple_title(c: u32) -> u32 {
    match c {
        0x1C4..=0x1C6 => 0x1C5,
        0x1C7..=0x1C9 => 0x1C8,
        0x1CA..=0x1CC => 0x1CB,
        0x1F1..=0x1F3 => 0x1F2,
        // Georgian Mkhedruli has an uppercase but no titlecase.
        0x10D0..=0x10FA | 0x10FD..=0x10FF => c,
        _ => simple_upper(c),
    }
}

/// Full titlecase mappings that differ from the uppercase ones.
fn full_title(c: u32) -> Option<&'static [u32]> {
    Some(match c {
        0xDF => &[0x53, 0x73],
        0xFB00 => &[0x46, 0x66],
        0xFB01 => &[0x46, 0x69],
        0xFB02 => &[0x46, 0x6C],
        0xFB03 => &[0x46, 0x66, 0x69],
        0xFB04 => &[0x46, 0x66, 0x6C],
        0xFB05 | 0xFB06 => &[0x53, 0x74],
        0x587 => &[0x535, 0x582],
        0xFB13 => &[0x544, 0x576],
        0xFB14 => &[0x544, 0x565],
        0xFB15 => &[0x544, 0x56B],
        0xFB16 => &[0x54E, 0x576],
        0xFB17 => &[0x544, 0x56D],
        0x1FB2 => &[0x1FBA, 0x345],
        0x1FB4 => &[0x386, 0x345],
        0x1FB7 => &[0x391, 0x342, 0x345],
        0x1FC2 => &[0x1FCA, 0x345],
        0x1FC4 => &[0x389, 0x345],
        0x1FC7 => &[0x397, 0x342, 0x345],
        0x1FF2 => &[0x1FFA, 0x345],
        0x1FF4 => &[0x38F, 0x345],
        0x1FF7 => &[0x3A9, 0x342, 0x345],
        _ => return None,
    })
}

fn push_title(c: u32, out: &mut Vec<u32>) {
    if let Some(t) = full_title(c) {
        out.extend_from_slice(t);
        return;
    }
    match c {
        0x1C4..=0x1CC
        | 0x1F1..=0x1F3
        | 0x10D0..=0x10FA
        | 0x10FD..=0x10FF
        | 0x1F80..=0x1FAF
        | 0x1FB3
        | 0x1FBC
        | 0x1FC3
        | 0x1FCC
        | 0x1FF3
        | 0x1FFC => out.push(simple_title(c)),
        _ => push_upper(c, out),
    }
}

/// Letters with a case (Lu, Ll, Lt and Other_Upper/Lowercase).
pub fn is_cased(c: u32) -> bool {
    match ch(c) {
        Some(x) => {
            x.is_lowercase()
                || x.is_uppercase()
                || matches!(c, 0x1C5 | 0x1C8 | 0x1CB | 0x1F2 | 0x1F88..=0x1F8F | 0x1F98..=0x1F9F | 0x1FA8..=0x1FAF | 0x1FBC | 0x1FCC | 0x1FFC)
        }
        None => false,
    }
}

/// Unicode's Case_Ignorable, approximately (marks, format characters,
/// modifier letters and symbols, and the word-internal punctuation).
pub fn is_case_ignorable(c: u32) -> bool {
    matches!(
        c,
        0x27 | 0x2E
            | 0x3A
            | 0x5E
            | 0x60
            | 0xA8
            | 0xAD
            | 0xAF
            | 0xB4
            | 0xB7
            | 0xB8
            | 0x2B0..=0x36F
            | 0x374
            | 0x375
            | 0x37A
            | 0x384
            | 0x385
            | 0x387
            | 0x483..=0x489
            | 0x559
            | 0x55F
            | 0x591..=0x5BD
            | 0x5BF
            | 0x5C1
            | 0x5C2
            | 0x5C4
            | 0x5C5
            | 0x5C7
            | 0x5F4
            | 0x600..=0x605
            | 0x610..=0x61A
            | 0x61C
            | 0x640
            | 0x64B..=0x65F
            | 0x670
            | 0x6D6..=0x6DD
            | 0x6DF..=0x6E8
            | 0x6EA..=0x6ED
            | 0x900..=0x902
            | 0x93A
            | 0x93C
            | 0x941..=0x948
            | 0x94D
            | 0x951..=0x957
            | 0x962
            | 0x963
            | 0xE31
            | 0xE34..=0xE3A
            | 0xE46..=0xE4E
            | 0x1AB0..=0x1AFF
            | 0x1D2C..=0x1D6A
            | 0x1D78
            | 0x1D9B..=0x1DFF
            | 0x1FBD
            | 0x1FBF..=0x1FC1
            | 0x1FCD..=0x1FCF
            | 0x1FDD..=0x1FDF
            | 0x1FED..=0x1FEF
            | 0x1FFD
            | 0x1FFE
            | 0x200B..=0x200F
            | 0x2018
            | 0x2019
            | 0x2024
            | 0x2027
            | 0x202A..=0x202E
            | 0x2060..=0x2064
            | 0x2066..=0x206F
            | 0x2071
            | 0x207F
            | 0x2090..=0x209C
            | 0x20D0..=0x20F0
            | 0x2C7C
            | 0x2C7D
            | 0x2D6F
            | 0x2DE0..=0x2DFF
            | 0x2E2F
            | 0x3005
            | 0x302A..=0x302D
            | 0x3031..=0x3035
            | 0x303B
            | 0x3099..=0x309E
            | 0x30FC..=0x30FE
            | 0xA015
            | 0xA4F8..=0xA4FD
            | 0xA60C
            | 0xA66F..=0xA67D
            | 0xA67F
            | 0xA69C..=0xA69F
            | 0xA6F0
            | 0xA6F1
            | 0xA700..=0xA721
            | 0xA788..=0xA78A
            | 0xA7F8
            | 0xA7F9
            | 0xFB1E
            | 0xFBB2..=0xFBC1
            | 0xFE00..=0xFE0F
            | 0xFE13
            | 0xFE20..=0xFE2F
            | 0xFE52
            | 0xFE55
            | 0xFEFF
            | 0xFF07
            | 0xFF0E
            | 0xFF1A
            | 0xFF3E
            | 0xFF40
            | 0xFF70
            | 0xFF9E
            | 0xFF9F
            | 0xFFE3
            | 0xFFF9..=0xFFFB
            | 0xE0001
            | 0xE0020..=0xE007F
            | 0xE0100..=0xE01EF
    )
}

/// Applies an MB_CASE_* mode to decoded code points (errors pass through).
pub fn convert(mode: i64, cps: &[u32], out: &mut Vec<u32>) {
    let err = |c: u32| super::encoding::is_err(c);
    match mode {
        UPPER => cps.iter().for_each(|&c| {
            if err(c) {
                out.push(c)
            } else {
                push_upper(c, out)
            }
        }),
        LOWER => cps.iter().for_each(|&c| {
            if err(c) {
                out.push(c)
            } else {
                push_lower(c, out)
            }
        }),
        FOLD => cps.iter().for_each(|&c| {
            if err(c) {
                out.push(c)
            } else {
                push_fold(c, out)
            }
        }),
        UPPER_SIMPLE => out.extend(
            cps.iter()
                .map(|&c| if err(c) { c } else { simple_upper(c) }),
        ),
        LOWER_SIMPLE => out.extend(
            cps.iter()
                .map(|&c| if err(c) { c } else { simple_lower(c) }),
        ),
        FOLD_SIMPLE => out.extend(cps.iter().map(|&c| if err(c) { c } else { simple_fold(c) })),
        _ => {
            let simple = mode == TITLE_SIMPLE;
            let mut in_word = false;
            for &c in cps {
                if err(c) {
                    out.push(c);
                    in_word = false;
                    continue;
                }
                if in_word {
                    if simple {
                        out.push(simple_lower(c));
                    } else {
                        push_lower(c, out);
                    }
                } else if simple {
                    out.push(simple_title(c));
                } else {
                    push_title(c, out);
                }
                if is_cased(c) {
                    in_word = true;
                } else if !is_case_ignorable(c) {
                    in_word = false;
                }
            }
        }
    }
}

/// East Asian Wide and Fullwidth ranges (columns = 2).
static WIDE: &[(u32, u32)] = &[
    (0x1100, 0x115F),
    (0x231A, 0x231B),
    (0x2329, 0x232A),
    (0x23E9, 0x23EC),
    (0x23F0, 0x23F0),
    (0x23F3, 0x23F3),
    (0x25FD, 0x25FE),
    (0x2614, 0x2615),
    (0x2648, 0x2653),
    (0x267F, 0x267F),
    (0x2693, 0x2693),
    (0x26A1, 0x26A1),
    (0x26AA, 0x26AB),
    (0x26BD, 0x26BE),
    (0x26C4, 0x26C5),
    (0x26CE, 0x26CE),
    (0x26D4, 0x26D4),
    (0x26EA, 0x26EA),
    (0x26F2, 0x26F3),
    (0x26F5, 0x26F5),
    (0x26FA, 0x26FA),
    (0x26FD, 0x26FD),
    (0x2705, 0x2705),
    (0x270A, 0x270B),
    (0x2728, 0x2728),
    (0x274C, 0x274C),
    (0x274E, 0x274E),
    (0x2753, 0x2755),
    (0x2757, 0x2757),
    (0x2795, 0x2797),
    (0x27B0, 0x27B0),
    (0x27BF, 0x27BF),
    (0x2B1B, 0x2B1C),
    (0x2B50, 0x2B50),
    (0x2B55, 0x2B55),
    (0x2E80, 0x303E),
    (0x3041, 0x33FF),
    (0x3400, 0x4DBF),
    (0x4E00, 0x9FFF),
    (0xA000, 0xA4CF),
    (0xA960, 0xA97F),
    (0xAC00, 0xD7A3),
    (0xF900, 0xFAFF),
    (0xFE10, 0xFE19),
    (0xFE30, 0xFE6F),
    (0xFF00, 0xFF60),
    (0xFFE0, 0xFFE6),
    (0x16FE0, 0x16FE4),
    (0x17000, 0x18CD5),
    (0x1B000, 0x1B2FB),
    (0x1F004, 0x1F004),
    (0x1F0CF, 0x1F0CF),
    (0x1F18E, 0x1F18E),
    (0x1F191, 0x1F19A),
    (0x1F200, 0x1F202),
    (0x1F210, 0x1F23B),
    (0x1F240, 0x1F248),
    (0x1F250, 0x1F251),
    (0x1F260, 0x1F265),
    (0x1F300, 0x1F320),
    (0x1F32D, 0x1F335),
    (0x1F337, 0x1F37C),
    (0x1F37E, 0x1F393),
    (0x1F3A0, 0x1F3CA),
    (0x1F3CF, 0x1F3D3),
    (0x1F3E0, 0x1F3F0),
    (0x1F3F4, 0x1F3F4),
    (0x1F3F8, 0x1F43E),
    (0x1F440, 0x1F440),
    (0x1F442, 0x1F4FC),
    (0x1F4FF, 0x1F53D),
    (0x1F54B, 0x1F54E),
    (0x1F550, 0x1F567),
    (0x1F57A, 0x1F57A),
    (0x1F595, 0x1F596),
    (0x1F5A4, 0x1F5A4),
    (0x1F5FB, 0x1F64F),
    (0x1F680, 0x1F6C5),
    (0x1F6CC, 0x1F6CC),
    (0x1F6D0, 0x1F6D2),
    (0x1F6D5, 0x1F6D7),
    (0x1F6EB, 0x1F6EC),
    (0x1F6F4, 0x1F6FC),
    (0x1F7E0, 0x1F7EB),
    (0x1F90C, 0x1F93A),
    (0x1F93C, 0x1F945),
    (0x1F947, 0x1F9FF),
    (0x1FA70, 0x1FAFF),
    (0x20000, 0x2FFFD),
    (0x30000, 0x3FFFD),
];

/// Display columns of one character (1 or 2).
pub fn width(c: u32) -> usize {
    if c < 0x1100 {
        return 1;
    }
    match WIDE.binary_search_by(|&(lo, hi)| {
        if hi < c {
            std::cmp::Ordering::Less
        } else if lo > c {
            std::cmp::Ordering::Greater
        } else {
            std::cmp::Ordering::Equal
        }
    }) {
        Ok(_) => 2,
        Err(_) => 1,
    }
}
