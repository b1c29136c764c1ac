//! ext/date: php's date and time functions and classes. The calendar
//! arithmetic (cal.rs), the date() and strftime formats (format.rs), the
//! strtotime grammar (parse.rs) and createFromFormat's (fromformat.rs) are
//! our own, following timelib's rules where php's results depend on them
//! (month overflow, relative weekdays, DST gaps); the IANA zone database
//! comes from the `jiff` crate's bundled copy (tz.rs), so results do not
//! depend on the machine's tzdata.
//!
//! Not here: time(), microtime(), hrtime() (standard/time.rs); the sun
//! functions (date_sunrise, date_sun_info) are missing.

mod aliases;
pub mod cal;
mod classes;
pub mod format;
mod fromformat;
mod funcs;
mod interval;
pub mod parse;
pub mod tz;
mod zones;

pub use classes::compare_dates;
use tusk_vm::{ConstVal, Module};

pub static DATE: Module = Module {
    name: "date",
    classes: classes::CLASSES,
    functions: funcs::FUNCTIONS,
    constants: &[
        ("DATE_ATOM", ConstVal::Str(ATOM)),
        ("DATE_COOKIE", ConstVal::Str(COOKIE)),
        ("DATE_ISO8601", ConstVal::Str(ISO8601)),
        ("DATE_RFC822", ConstVal::Str(RFC822)),
        ("DATE_RFC850", ConstVal::Str(RFC850)),
        ("DATE_RFC1036", ConstVal::Str(RFC1036)),
        ("DATE_RFC1123", ConstVal::Str(RFC1123)),
        ("DATE_RFC7231", ConstVal::Str(RFC7231)),
        ("DATE_RFC2822", ConstVal::Str(RFC2822)),
        ("DATE_RFC3339", ConstVal::Str(RFC3339)),
        ("DATE_RFC3339_EXTENDED", ConstVal::Str(RFC3339_EXTENDED)),
        ("DATE_RSS", ConstVal::Str(RSS)),
        ("DATE_W3C", ConstVal::Str(W3C)),
        ("SUNFUNCS_RET_TIMESTAMP", ConstVal::Int(0)),
        ("SUNFUNCS_RET_STRING", ConstVal::Int(1)),
        ("SUNFUNCS_RET_DOUBLE", ConstVal::Int(2)),
    ],
};

pub const ATOM: &str = "Y-m-d\\TH:i:sP";
pub const COOKIE: &str = "l, d-M-Y H:i:s T";
pub const ISO8601: &str = "Y-m-d\\TH:i:sO";
pub const RFC822: &str = "D, d M y H:i:s O";
pub const RFC850: &str = "l, d-M-y H:i:s T";
pub const RFC1036: &str = "D, d M y H:i:s O";
pub const RFC1123: &str = "D, d M Y H:i:s O";
pub const RFC7231: &str = "D, d M Y H:i:s \\G\\M\\T";
pub const RFC2822: &str = "D, d M Y H:i:s O";
pub const RFC3339: &str = "Y-m-d\\TH:i:sP";
pub const RFC3339_EXTENDED: &str = "Y-m-d\\TH:i:s.vP";
pub const RSS: &str = "D, d M Y H:i:s O";
pub const W3C: &str = "Y-m-d\\TH:i:sP";

/// The time prefix of an error_log line: "22-Nov-2026 02:10:00 UTC".
fn log_time(vm: &mut tusk_vm::Vm) -> String {
    let (ts, us) = funcs::now();
    let m = format::Moment {
        ts,
        us,
        tz: tz::default_tz_quiet(vm),
    };
    String::from_utf8_lossy(&format::format(b"d-M-Y H:i:s e", &m)).into_owned()
}

/// Forgets the request's default zone (date_default_timezone_set), and
/// gives error_log lines their time.
pub fn reset() {
    let _ = tusk_vm::diag::LOG_TIME.set(log_time);
    tz::set_default(None);
    classes::reset();
}
