//! ext/standard: the "standard" PHP extension (strings, arrays, math,
//! variables, printf, random numbers, time, info). One file per area; each
//! file owns its `Module` table. Shared helpers for reading values live here.
//! Type juggling is not here: it is `tusk_value::ops` (see `jug`).

pub mod array;
pub mod base;
pub mod class_funcs;
pub mod fast;
pub mod file;
pub mod formatted_print;
pub mod head;
pub mod info;
pub mod jug;
pub mod locale;
pub mod math;
pub mod rand;
pub mod shuffle;
pub mod string;
pub mod time;
pub mod var;
pub mod versioning;
