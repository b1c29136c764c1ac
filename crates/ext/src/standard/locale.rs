//! setlocale and localeconv (ext/standard/string.c), with the LC_*
//! constants.
//!
//! The locale is per request, not the process's: tusk serves many
//! requests from one process on several threads, where the C library's
//! setlocale would change every thread's locale at once. So each category
//! keeps the name a script set, checked against the locales the C library
//! has (newlocale), and read back as glibc's setlocale reports it
//! (LC_ALL as one name, or "LC_CTYPE=..;LC_NUMERIC=..;..." when the
//! categories differ; "POSIX" read back as "C"). As php 8.2 does at
//! start-up (zend_reset_lc_ctype_locale), LC_CTYPE starts as "C.UTF-8" when
//! the system has it and the others as "C"; "" takes each category's name
//! from the environment (LC_ALL, LC_<category>, LANG).
//!
//! Not here: formatting by locale. Tusk's number formatting, case mapping
//! and ctype are the "C" locale's whatever the name set; localeconv()
//! reports the "C" locale's conventions (identical to C.UTF-8's and
//! POSIX's, the locales a minimal system has).

use std::cell::RefCell;
use tusk_value::{ArrayData, Key, PArr, PStr, Value};
use tusk_vm::{Args, BResult, Builtin, ConstVal, Module, Vm};

pub static STANDARD_LOCALE: Module = Module {
    name: "standard",
    classes: &[],
    functions: &[
        Builtin {
            sig: "setlocale(int $category, $locales, ...$rest): string|false",
            f: setlocale,
        },
        Builtin {
            sig: "localeconv(): array",
            f: localeconv,
        },
    ],
    constants: &[
        ("LC_CTYPE", ConstVal::Int(0)),
        ("LC_NUMERIC", ConstVal::Int(1)),
        ("LC_TIME", ConstVal::Int(2)),
        ("LC_COLLATE", ConstVal::Int(3)),
        ("LC_MONETARY", ConstVal::Int(4)),
        ("LC_ALL", ConstVal::Int(LC_ALL as i64)),
        ("LC_MESSAGES", ConstVal::Int(5)),
    ],
};

/// glibc's category numbers, LC_ALL (6) included, and the names its
/// composite LC_ALL string uses, in its order.
const LC_ALL: usize = 6;
const CATEGORIES: [(usize, &str); 12] = [
    (0, "LC_CTYPE"),
    (1, "LC_NUMERIC"),
    (2, "LC_TIME"),
    (3, "LC_COLLATE"),
    (4, "LC_MONETARY"),
    (5, "LC_MESSAGES"),
    (7, "LC_PAPER"),
    (8, "LC_NAME"),
    (9, "LC_ADDRESS"),
    (10, "LC_TELEPHONE"),
    (11, "LC_MEASUREMENT"),
    (12, "LC_IDENTIFICATION"),
];

thread_local! {
    /// The name of each category (index: glibc's number; LC_ALL unused).
    static CURRENT: RefCell<Option<Vec<String>>> = const { RefCell::new(None) };
}

/// Back to the start-up locale (at the start of every request).
pub fn reset() {
    CURRENT.with(|c| *c.borrow_mut() = None);
}

fn with_current<R>(f: impl FnOnce(&mut Vec<String>) -> R) -> R {
    CURRENT.with(|c| {
        let mut c = c.borrow_mut();
        let cur = c.get_or_insert_with(|| {
            let mut v = vec!["C".to_string(); 13];
            if available("C.UTF-8") {
                v[0] = "C.UTF-8".to_string();
            }
            v
        });
        f(cur)
    })
}

/// Whether the C library has locale `name`.
fn available(name: &str) -> bool {
    if matches!(name, "C" | "POSIX") {
        return true;
    }
    let Ok(c) = std::ffi::CString::new(name) else {
        return false;
    };
    // SAFETY: `c` is a valid NUL-terminated string; a locale newlocale
    // returns is freed at once and not used otherwise.
    unsafe {
        let l = libc::newlocale(libc::LC_ALL_MASK, c.as_ptr(), std::ptr::null_mut());
        if l.is_null() {
            return false;
        }
        libc::freelocale(l);
    }
    true
}

/// A name as glibc reports it back ("POSIX" is "C").
fn canonical(n: String) -> String {
    if n == "POSIX" {
        "C".to_string()
    } else {
        n
    }
}

/// The name "" stands for in category `cat`: LC_ALL, then the category's
/// own variable, then LANG, from the environment (as glibc reads them).
fn from_env(cat: usize) -> Option<String> {
    let var = |k: &str| std::env::var(k).ok().filter(|v| !v.is_empty());
    let own = CATEGORIES.iter().find(|c| c.0 == cat).map(|c| c.1);
    var("LC_ALL")
        .or_else(|| own.and_then(var))
        .or_else(|| var("LANG"))
        .or_else(|| Some("C".to_string()))
}

/// What setlocale(cat, NULL) reports.
fn query(cur: &[String], cat: usize) -> String {
    if cat != LC_ALL {
        return cur[cat].clone();
    }
    let first = &cur[CATEGORIES[0].0];
    if CATEGORIES.iter().all(|c| &cur[c.0] == first) {
        return first.clone();
    }
    let parts: Vec<String> = CATEGORIES
        .iter()
        .map(|c| format!("{}={}", c.1, cur[c.0]))
        .collect();
    parts.join(";")
}

/// setlocale(cat, name) for one name: the new setting as reported, or
/// None when the category or the name is refused (nothing changes then).
fn set_one(cat: usize, name: &str) -> Option<String> {
    if cat > 12 {
        return None;
    }
    with_current(|cur| {
        if name == "0" {
            return Some(query(cur, cat));
        }
        let targets: Vec<usize> = if cat == LC_ALL {
            CATEGORIES.iter().map(|c| c.0).collect()
        } else {
            vec![cat]
        };
        let mut new = cur.clone();
        if cat == LC_ALL && name.contains(';') {
            // A composite name, as setlocale(LC_ALL, NULL) returns it.
            for part in name.split(';') {
                let (k, v) = part.split_once('=')?;
                let c = CATEGORIES.iter().find(|c| c.1 == k)?;
                if !available(v) {
                    return None;
                }
                new[c.0] = canonical(v.to_string());
            }
        } else {
            for &t in &targets {
                let n = if name.is_empty() {
                    from_env(t)?
                } else {
                    name.to_string()
                };
                if !available(&n) {
                    return None;
                }
                new[t] = canonical(n);
            }
        }
        *cur = new;
        Some(query(cur, cat))
    })
}

fn setlocale(vm: &mut Vm, args: &mut Args) -> BResult {
    let cat = args.int(0);
    let mut names = Vec::new();
    for v in args.rest(1) {
        match v.unref() {
            Value::Arr(a) => names.extend(a.iter().map(|(_, v)| v.unref())),
            v => names.push(v),
        }
    }
    for v in names {
        let s = vm.to_pstr(&v)?;
        if s.len() >= 255 && s.as_bytes() != b"0" {
            vm.fn_warning("Specified locale name is too long");
            continue;
        }
        let name = String::from_utf8_lossy(s.as_bytes());
        if let Some(r) = usize::try_from(cat).ok().and_then(|c| set_one(c, &name)) {
            return Ok(Value::Str(PStr::from(r)));
        }
    }
    Ok(Value::Bool(false))
}

fn localeconv(_vm: &mut Vm, _args: &mut Args) -> BResult {
    let mut d = ArrayData::new();
    let mut put = |k: &str, v: Value| {
        d.insert(Key::Str(PStr::from(k)), v);
    };
    put("decimal_point", Value::from("."));
    for k in [
        "thousands_sep",
        "int_curr_symbol",
        "currency_symbol",
        "mon_decimal_point",
        "mon_thousands_sep",
        "positive_sign",
        "negative_sign",
    ] {
        put(k, Value::from(""));
    }
    for k in [
        "int_frac_digits",
        "frac_digits",
        "p_cs_precedes",
        "p_sep_by_space",
        "n_cs_precedes",
        "n_sep_by_space",
        "p_sign_posn",
        "n_sign_posn",
    ] {
        put(k, Value::Int(127));
    }
    put("grouping", Value::Arr(PArr::new()));
    put("mon_grouping", Value::Arr(PArr::new()));
    Ok(Value::Arr(PArr::from_data(d)))
}
