//! Proleptic Gregorian calendar arithmetic on plain integers: days since
//! the Unix epoch from a (year, month, day) and back, weekdays, ISO weeks,
//! and php's field normalisation (month 13 is next January, day 0 is the
//! last day of the previous month, 25:00 is 01:00 of the next day).
//!
//! Not here: time zones (tz.rs) and the textual formats (format.rs, parse.rs).

/// Days since 1970-01-01 of a valid (or out of range) civil date: the month
/// and day may overflow in either direction, as php's mktime allows.
pub fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = y + (m - 1).div_euclid(12);
    let m = (m - 1).rem_euclid(12) + 1;
    base_days(y, m) + d - 1
}

/// Days of the first day of a normalised month.
fn base_days(y: i64, m: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146097 + doe - 719468
}

/// (year, month, day) of a day count since the epoch.
pub fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719468;
    let era = z.div_euclid(146097);
    let doe = z - era * 146097;
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (if m <= 2 { y + 1 } else { y }, m, d)
}

pub fn is_leap(y: i64) -> bool {
    (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
}

pub fn days_in_month(y: i64, m: i64) -> i64 {
    match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        _ => {
            if is_leap(y) {
                29
            } else {
                28
            }
        }
    }
}

/// 0 = Sunday .. 6 = Saturday.
pub fn weekday(days: i64) -> i64 {
    (days + 4).rem_euclid(7)
}

/// Day of the year, 0-based.
pub fn day_of_year(y: i64, m: i64, d: i64) -> i64 {
    days_from_civil(y, m, d) - days_from_civil(y, 1, 1)
}

/// (ISO year, ISO week) of a civil date.
pub fn iso_week(y: i64, m: i64, d: i64) -> (i64, i64) {
    let days = days_from_civil(y, m, d);
    let wd = (weekday(days) + 6) % 7; // Monday = 0
    let thursday = days - wd + 3;
    let (ty, _, _) = civil_from_days(thursday);
    let week = (thursday - days_from_civil(ty, 1, 1)) / 7 + 1;
    (ty, week)
}

/// Days since the epoch of the Monday of ISO week `w` day `d` (1 = Monday).
pub fn days_from_iso(y: i64, w: i64, d: i64) -> i64 {
    let jan4 = days_from_civil(y, 1, 4);
    let wd = (weekday(jan4) + 6) % 7;
    jan4 - wd + (w - 1) * 7 + (d - 1)
}

/// Local civil fields of a local-seconds count (seconds since the epoch as
/// if the zone were UTC).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Civil {
    pub y: i64,
    pub m: i64,
    pub d: i64,
    pub h: i64,
    pub i: i64,
    pub s: i64,
}

impl Civil {
    pub fn from_local(secs: i64) -> Civil {
        let days = secs.div_euclid(86400);
        let rem = secs.rem_euclid(86400);
        let (y, m, d) = civil_from_days(days);
        Civil {
            y,
            m,
            d,
            h: rem / 3600,
            i: rem / 60 % 60,
            s: rem % 60,
        }
    }
    /// Local seconds of (possibly overflowing) fields.
    pub fn to_local(&self) -> i64 {
        days_from_civil(self.y, self.m, self.d)
            .saturating_mul(86400)
            .saturating_add(self.h.saturating_mul(3600))
            .saturating_add(self.i.saturating_mul(60))
            .saturating_add(self.s)
    }
    pub fn days(&self) -> i64 {
        days_from_civil(self.y, self.m, self.d)
    }
    /// The same fields normalised (month 13 -> next year and so on).
    pub fn normalized(&self) -> Civil {
        Civil::from_local(self.to_local())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        for z in -800_000..800_000 {
            let (y, m, d) = civil_from_days(z);
            assert_eq!(days_from_civil(y, m, d), z);
        }
        assert_eq!(
            days_from_civil(2021, 1, 31 + 31),
            days_from_civil(2021, 3, 3)
        );
        assert_eq!(iso_week(2021, 1, 1), (2020, 53));
        assert_eq!(iso_week(2024, 12, 30), (2025, 1));
    }
}
