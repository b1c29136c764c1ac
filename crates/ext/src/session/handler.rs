//! The save handler interfaces (SessionHandlerInterface,
//! SessionIdInterface, SessionUpdateTimestampHandlerInterface) and the
//! SessionHandler class, whose methods run the files handler (php's
//! "default module") so that a user class can extend it.
//! Not here: how the session calls a handler (mod.rs).

use super::files;
use tusk_value::{PStr, Value};
use tusk_vm::{Args, BResult, ClassDef, DefKind, MethodCtx, MethodDef, Unwind, Vm};

const fn m(sig: &'static str, f: tusk_vm::class::ext::MethodFn) -> MethodDef {
    MethodDef { sig, flags: 0, f }
}

fn abstract_method(vm: &mut Vm, _: &MethodCtx, _: &mut Args) -> BResult {
    Err(vm.throw("Error", "Cannot call abstract method"))
}

pub const SESSION_HANDLER_INTERFACE: ClassDef = ClassDef {
    name: "SessionHandlerInterface",
    kind: DefKind::Interface,
    methods: &[
        m("open(string $path, string $name): bool", abstract_method),
        m("close(): bool", abstract_method),
        m("read(string $id): string|false", abstract_method),
        m("write(string $id, string $data): bool", abstract_method),
        m("destroy(string $id): bool", abstract_method),
        m("gc(int $max_lifetime): int|false", abstract_method),
    ],
    ..ClassDef::EMPTY
};

pub const SESSION_ID_INTERFACE: ClassDef = ClassDef {
    name: "SessionIdInterface",
    kind: DefKind::Interface,
    methods: &[m("create_sid(): string", abstract_method)],
    ..ClassDef::EMPTY
};

pub const SESSION_UPDATE_TS: ClassDef = ClassDef {
    name: "SessionUpdateTimestampHandlerInterface",
    kind: DefKind::Interface,
    methods: &[
        m("validateId(string $id): bool", abstract_method),
        m(
            "updateTimestamp(string $id, string $data): bool",
            abstract_method,
        ),
    ],
    ..ClassDef::EMPTY
};

pub const SESSION_HANDLER: ClassDef = ClassDef {
    name: "SessionHandler",
    interfaces: &["SessionHandlerInterface", "SessionIdInterface"],
    methods: &[
        m("open(string $path, string $name): bool", sh_open),
        m("close(): bool", sh_close),
        m("read(string $id): string|false", sh_read),
        m("write(string $id, string $data): bool", sh_write),
        m("destroy(string $id): bool", sh_destroy),
        m("gc(int $max_lifetime): int|false", sh_gc),
        m("create_sid(): string", sh_create_sid),
    ],
    ..ClassDef::EMPTY
};

/// php's PS_SANITY_CHECK: the default handler only works inside a session.
fn sanity(vm: &mut Vm) -> Result<(), Unwind> {
    if !super::is_active() {
        return Err(vm.throw("Error", "Session is not active"));
    }
    Ok(())
}

fn sh_open(vm: &mut Vm, _: &MethodCtx, a: &mut Args) -> BResult {
    sanity(vm)?;
    Ok(Value::Bool(files::open(a.bytes(0))))
}

fn sh_close(vm: &mut Vm, _: &MethodCtx, _a: &mut Args) -> BResult {
    sanity(vm)?;
    Ok(Value::Bool(files::close()))
}

fn sh_read(vm: &mut Vm, _: &MethodCtx, a: &mut Args) -> BResult {
    sanity(vm)?;
    let id = a.bytes(0).to_vec();
    Ok(match super::files_read(vm, &id) {
        Some(d) => Value::Str(PStr::from(&d[..])),
        None => Value::Bool(false),
    })
}

fn sh_write(vm: &mut Vm, _: &MethodCtx, a: &mut Args) -> BResult {
    sanity(vm)?;
    let id = a.bytes(0).to_vec();
    let d = a.bytes(1).to_vec();
    Ok(Value::Bool(super::files_write(vm, &id, &d)))
}

fn sh_destroy(vm: &mut Vm, _: &MethodCtx, a: &mut Args) -> BResult {
    sanity(vm)?;
    Ok(Value::Bool(files::destroy(a.bytes(0))))
}

fn sh_gc(vm: &mut Vm, _: &MethodCtx, a: &mut Args) -> BResult {
    sanity(vm)?;
    Ok(Value::Int(files::gc(a.int(0))))
}

fn sh_create_sid(vm: &mut Vm, _: &MethodCtx, _a: &mut Args) -> BResult {
    Ok(Value::Str(PStr::from(&super::new_id(vm)[..])))
}
