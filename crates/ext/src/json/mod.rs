//! ext/json: json_encode, json_decode, json_last_error(_msg) and the JSON_*
//! constants, as php 8.2 has them.
//!
//! The last error is per-request state kept in a thread-local (cleared by
//! [`reset`] at request start, like rand.rs's generator). The encoder and
//! the parser are engine-independent (encode.rs, decode.rs); this file only
//! reads arguments, keeps the error state and throws JsonException.
//! JsonSerializable and enum cases are handled by the encoder (encode.rs).

pub mod decode;
pub mod encode;

use std::cell::Cell;
use tusk_value::Value;
use tusk_vm::{Args, BResult, Builtin, ConstVal, Module, Unwind, Vm};

pub const HEX_TAG: i64 = 1;
pub const HEX_AMP: i64 = 2;
pub const HEX_APOS: i64 = 4;
pub const HEX_QUOT: i64 = 8;
pub const FORCE_OBJECT: i64 = 16;
pub const NUMERIC_CHECK: i64 = 32;
pub const UNESCAPED_SLASHES: i64 = 64;
pub const PRETTY_PRINT: i64 = 128;
pub const UNESCAPED_UNICODE: i64 = 256;
pub const PARTIAL_OUTPUT_ON_ERROR: i64 = 512;
pub const PRESERVE_ZERO_FRACTION: i64 = 1024;
pub const UNESCAPED_LINE_TERMINATORS: i64 = 2048;
pub const OBJECT_AS_ARRAY: i64 = 1;
pub const BIGINT_AS_STRING: i64 = 2;
pub const INVALID_UTF8_IGNORE: i64 = 1048576;
pub const INVALID_UTF8_SUBSTITUTE: i64 = 2097152;
pub const THROW_ON_ERROR: i64 = 4194304;

pub const ERROR_NONE: u8 = 0;
pub const ERROR_DEPTH: u8 = 1;
pub const ERROR_STATE_MISMATCH: u8 = 2;
pub const ERROR_CTRL_CHAR: u8 = 3;
pub const ERROR_SYNTAX: u8 = 4;
pub const ERROR_UTF8: u8 = 5;
pub const ERROR_RECURSION: u8 = 6;
pub const ERROR_INF_OR_NAN: u8 = 7;
pub const ERROR_UNSUPPORTED_TYPE: u8 = 8;
pub const ERROR_INVALID_PROPERTY_NAME: u8 = 9;
pub const ERROR_UTF16: u8 = 10;
pub const ERROR_NON_BACKED_ENUM: u8 = 11;

pub static JSON: Module = Module {
    name: "json",
    classes: &[],
    functions: &[
        Builtin {
            sig: "json_encode(mixed $value, int $flags = 0, int $depth = 512): string|false",
            f: json_encode,
        },
        Builtin {
            sig: "json_decode(string $json, ?bool $associative = null, int $depth = 512, int $flags = 0): mixed",
            f: json_decode,
        },
        Builtin {
            sig: "json_last_error(): int",
            f: json_last_error,
        },
        Builtin {
            sig: "json_last_error_msg(): string",
            f: json_last_error_msg,
        },
    ],
    constants: &[
        ("JSON_HEX_TAG", ConstVal::Int(HEX_TAG)),
        ("JSON_HEX_AMP", ConstVal::Int(HEX_AMP)),
        ("JSON_HEX_APOS", ConstVal::Int(HEX_APOS)),
        ("JSON_HEX_QUOT", ConstVal::Int(HEX_QUOT)),
        ("JSON_FORCE_OBJECT", ConstVal::Int(FORCE_OBJECT)),
        ("JSON_NUMERIC_CHECK", ConstVal::Int(NUMERIC_CHECK)),
        ("JSON_UNESCAPED_SLASHES", ConstVal::Int(UNESCAPED_SLASHES)),
        ("JSON_PRETTY_PRINT", ConstVal::Int(PRETTY_PRINT)),
        ("JSON_UNESCAPED_UNICODE", ConstVal::Int(UNESCAPED_UNICODE)),
        (
            "JSON_PARTIAL_OUTPUT_ON_ERROR",
            ConstVal::Int(PARTIAL_OUTPUT_ON_ERROR),
        ),
        (
            "JSON_PRESERVE_ZERO_FRACTION",
            ConstVal::Int(PRESERVE_ZERO_FRACTION),
        ),
        (
            "JSON_UNESCAPED_LINE_TERMINATORS",
            ConstVal::Int(UNESCAPED_LINE_TERMINATORS),
        ),
        ("JSON_OBJECT_AS_ARRAY", ConstVal::Int(OBJECT_AS_ARRAY)),
        ("JSON_BIGINT_AS_STRING", ConstVal::Int(BIGINT_AS_STRING)),
        ("JSON_INVALID_UTF8_IGNORE", ConstVal::Int(INVALID_UTF8_IGNORE)),
        (
            "JSON_INVALID_UTF8_SUBSTITUTE",
            ConstVal::Int(INVALID_UTF8_SUBSTITUTE),
        ),
        ("JSON_THROW_ON_ERROR", ConstVal::Int(THROW_ON_ERROR)),
        ("JSON_ERROR_NONE", ConstVal::Int(0)),
        ("JSON_ERROR_DEPTH", ConstVal::Int(1)),
        ("JSON_ERROR_STATE_MISMATCH", ConstVal::Int(2)),
        ("JSON_ERROR_CTRL_CHAR", ConstVal::Int(3)),
        ("JSON_ERROR_SYNTAX", ConstVal::Int(4)),
        ("JSON_ERROR_UTF8", ConstVal::Int(5)),
        ("JSON_ERROR_RECURSION", ConstVal::Int(6)),
        ("JSON_ERROR_INF_OR_NAN", ConstVal::Int(7)),
        ("JSON_ERROR_UNSUPPORTED_TYPE", ConstVal::Int(8)),
        ("JSON_ERROR_INVALID_PROPERTY_NAME", ConstVal::Int(9)),
        ("JSON_ERROR_UTF16", ConstVal::Int(10)),
        ("JSON_ERROR_NON_BACKED_ENUM", ConstVal::Int(11)),
    ],
};

thread_local! {
    static LAST_ERROR: Cell<u8> = const { Cell::new(0) };
}

/// Clears json_last_error() (request start).
pub fn reset() {
    LAST_ERROR.with(|e| e.set(0));
}

fn set_error(code: u8) {
    LAST_ERROR.with(|e| e.set(code));
}

/// php_json_get_error_msg.
pub fn error_msg(code: u8) -> &'static str {
    match code {
        0 => "No error",
        1 => "Maximum stack depth exceeded",
        2 => "State mismatch (invalid or malformed JSON)",
        3 => "Control character error, possibly incorrectly encoded",
        4 => "Syntax error",
        5 => "Malformed UTF-8 characters, possibly incorrectly encoded",
        6 => "Recursion detected",
        7 => "Inf and NaN cannot be JSON encoded",
        8 => "Type is not supported",
        9 => "The decoded property name is invalid",
        10 => "Single unpaired UTF-16 surrogate in unicode escape",
        11 => "Non-backed enums have no default serialization",
        _ => "Unknown error",
    }
}

/// A JsonException carrying php's message and the error code.
fn json_exception(vm: &mut Vm, code: u8) -> Unwind {
    let o = vm.make_exception("JsonException", error_msg(code));
    o.set_prop(b"code", Value::Int(code as i64));
    Unwind::Throw(o)
}

/// json_encode's result for a value (the engine-independent core).
pub fn encode_value(v: &Value, flags: i64, depth: i64) -> (Vec<u8>, u8) {
    let mut out = Vec::with_capacity(64);
    let mut enc = encode::Encoder::new(&mut out, flags, depth);
    enc.value(v);
    let err = enc.error;
    (out, err)
}

fn json_encode(vm: &mut Vm, args: &mut Args) -> BResult {
    let flags = args.opt_int(1, 0);
    let depth = args.opt_int(2, 512);
    let mut out = Vec::with_capacity(64);
    let mut enc = encode::Encoder::new(&mut out, flags, depth);
    enc.vm = Some(&mut *vm);
    enc.value(args.val(0));
    let err = enc.error;
    if let Some(e) = enc.thrown.take() {
        return Err(e);
    }
    drop(enc);
    let partial = flags & PARTIAL_OUTPUT_ON_ERROR != 0;
    if flags & THROW_ON_ERROR == 0 || partial {
        set_error(err);
        if err != ERROR_NONE && !partial {
            return Ok(Value::Bool(false));
        }
    } else if err != ERROR_NONE {
        return Err(json_exception(vm, err));
    }
    Ok(Value::from(out))
}

fn json_decode(vm: &mut Vm, args: &mut Args) -> BResult {
    let mut flags = args.opt_int(3, 0);
    let depth = args.opt_int(2, 512);
    let throw = flags & THROW_ON_ERROR != 0;
    if !throw {
        set_error(ERROR_NONE);
    }
    if args.bytes(0).is_empty() {
        if throw {
            return Err(json_exception(vm, ERROR_SYNTAX));
        }
        set_error(ERROR_SYNTAX);
        return Ok(Value::Null);
    }
    if depth <= 0 {
        return Err(vm.arg_value_error(3, "must be greater than 0"));
    }
    if depth > i32::MAX as i64 {
        return Err(vm.arg_value_error(3, "must be less than 2147483647"));
    }
    match args.get(1) {
        Some(Value::Bool(true)) => flags |= OBJECT_AS_ARRAY,
        Some(Value::Bool(false)) => flags &= !OBJECT_AS_ARRAY,
        _ => {}
    }
    let opts = decode::DecodeOptions {
        assoc: flags & OBJECT_AS_ARRAY != 0,
        bigint_as_string: flags & BIGINT_AS_STRING != 0,
        utf8_ignore: flags & INVALID_UTF8_IGNORE != 0,
        utf8_substitute: flags & INVALID_UTF8_SUBSTITUTE != 0,
        depth: depth as usize,
    };
    match decode::decode(args.bytes(0), &opts) {
        Ok(v) => Ok(v),
        Err(code) => {
            if throw {
                return Err(json_exception(vm, code));
            }
            set_error(code);
            Ok(Value::Null)
        }
    }
}

fn json_last_error(_vm: &mut Vm, _args: &mut Args) -> BResult {
    Ok(Value::Int(LAST_ERROR.with(|e| e.get()) as i64))
}

fn json_last_error_msg(_vm: &mut Vm, _args: &mut Args) -> BResult {
    Ok(Value::from(error_msg(LAST_ERROR.with(|e| e.get()))))
}
