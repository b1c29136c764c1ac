//! tusk-ext: PHP's built-in functions, one module per PHP extension.
//!
//! Each file under `standard/` registers its own [`Module`] (all named
//! "standard", the PHP extension they belong to); [`modules`] lists every
//! module the engine must register. This crate never touches frames or
//! bytecode: built-ins see a `Vm` and their `Args` only.
//!
//! Per-request state (the mt_rand generator) lives in thread-locals here
//! until the VM grows typed extension slots: the engine must call
//! [`reset_request_state`] at the start of every request.

pub mod ctype;
pub mod date;
pub mod hash;
pub mod json;
pub mod mbstring;
pub mod pcre;
pub mod session;
pub mod spl;
pub mod standard;

use tusk_vm::Module;

pub use standard::{
    array::STANDARD_ARRAY, base::STANDARD_BASE, class_funcs::STANDARD_CLASS, file::STANDARD_FILE,
    formatted_print::STANDARD_PRINTF, info::STANDARD_INFO, math::STANDARD_MATH,
    rand::STANDARD_RAND, shuffle::STANDARD_SHUFFLE, string::STANDARD_STRING, time::STANDARD_TIME,
    var::STANDARD_VAR,
};

/// Every module this crate provides, to register in the VM's function and
/// constant tables.
/// Also sets the fast forms of the built-ins that have one
/// (`standard::fast`), which the VM attaches as it registers them.
pub fn modules() -> Vec<&'static Module> {
    tusk_vm::fused::set_fast_builtins(standard::fast::FAST);
    vec![
        &STANDARD_VAR,
        &STANDARD_STRING,
        &STANDARD_ARRAY,
        &STANDARD_MATH,
        &STANDARD_PRINTF,
        &STANDARD_RAND,
        &STANDARD_TIME,
        &STANDARD_INFO,
        &STANDARD_FILE,
        &STANDARD_BASE,
        &STANDARD_CLASS,
        &STANDARD_SHUFFLE,
        &standard::versioning::STANDARD_VERSIONING,
        &standard::locale::STANDARD_LOCALE,
        &standard::head::STANDARD_HEAD,
        &json::JSON,
        &pcre::PCRE,
        &ctype::CTYPE,
        &hash::HASH,
        &hash::password::STANDARD_PASSWORD,
        &mbstring::MBSTRING,
        &date::DATE,
        &spl::SPL,
        &session::SESSION,
    ]
}

/// Resets the per-request state of the built-ins (the mt_rand/rand
/// generator: unseeded again, as at php's request start). The engine calls
/// this at the start of every request, before running the script.
pub fn reset_request_state() {
    spl::register_gc();
    standard::rand::reset();
    json::reset();
    mbstring::reset();
    date::reset();
    pcre::reset();
    standard::info::reset();
    standard::string::strtok_reset();
    standard::locale::reset();
    standard::file::reset();
    session::reset();
}
