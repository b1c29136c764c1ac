//! The op table: the one source of truth for every instruction. The `ops!`
//! macro generates the `Op` enum, `Op::name` and `Op::operands` (used by the
//! disassembler). Every field is a u32: a slot, an operand (slot or
//! constant), a jump target (op index), or a small code (`kind`).
//! Field naming convention: `dst` is written; `a`, `b`, `src`, `key`, `val`
//! are read operands; `t`/`end`/`skip` are jump targets; `path` indexes
//! `CodeUnit::paths`.

macro_rules! ops {
    ($( $(#[$doc:meta])* $name:ident { $($f:ident),* } )*) => {
        /// One instruction.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum Op {
            $( $(#[$doc])* $name { $($f: u32),* }, )*
        }
        impl Op {
            /// The instruction's name, as the disassembler prints it.
            pub fn name(&self) -> &'static str {
                match self { $( Op::$name { .. } => stringify!($name), )* }
            }
            /// (field name, value) pairs, in declaration order.
            pub fn operands(&self) -> Vec<(&'static str, u32)> {
                match self { $( Op::$name { $($f),* } => vec![$((stringify!($f), *$f)),*], )* }
            }
        }
    };
}

ops! {
    Nop {}
    /// dst = value of src (dereferenced copy; undefined CVs warn).
    Move { dst, src }
    /// cv = src (through a reference when cv is one); dst = the value.
    Assign { dst, cv, src }
    /// cv becomes the reference held by src (a `Value::Ref` temporary).
    AssignRef { cv, src }
    /// dst = a reference to the lvalue `path` (created on demand).
    MakeRef { dst, path }
    /// dst = a reference to compiled variable cv (created on demand).
    MakeRefCv { dst, cv }
    /// unset($cv)
    UnsetCv { cv }
    /// unset($path)
    UnsetPath { path }
    /// path = src; dst = the value.
    AssignPath { dst, path, src }
    /// Bind the lvalue `path` to the reference held by src.
    AssignPathRef { path, src }
    /// $cv[key] = src, the hot case of AssignPath.
    AssignDim { cv, key, src }
    /// cv op= src; `kind` is a `BinKind` code; dst = result.
    AssignOp { dst, cv, src, kind }
    AssignOpPath { dst, path, src, kind }
    /// `kind`: 0 ++x, 1 --x, 2 x++, 3 x--; dst = the expression's value.
    IncDec { dst, cv, kind }
    IncDecPath { dst, path, kind }

    Add { dst, a, b }
    Sub { dst, a, b }
    Mul { dst, a, b }
    Div { dst, a, b }
    Mod { dst, a, b }
    Pow { dst, a, b }
    Concat { dst, a, b }
    BitAnd { dst, a, b }
    BitOr { dst, a, b }
    BitXor { dst, a, b }
    Shl { dst, a, b }
    Shr { dst, a, b }
    Xor { dst, a, b }
    Eq { dst, a, b }
    NotEq { dst, a, b }
    Identical { dst, a, b }
    NotIdentical { dst, a, b }
    Lt { dst, a, b }
    Le { dst, a, b }
    Spaceship { dst, a, b }
    Neg { dst, a }
    Plus { dst, a }
    Not { dst, a }
    BitNot { dst, a }
    ToBool { dst, a }
    /// `kind` is a `CastCode`.
    Cast { dst, a, kind }
    /// dst = dst . a, where dst starts as a fresh string (interpolation).
    ConcatTo { dst, a }

    Jmp { t }
    JmpZ { a, t }
    JmpNZ { a, t }
    /// Fused compare and branch: jump to t when (a < b) == `want` (1/0).
    JmpLt { a, b, t, want }
    /// Jump to t when (a <= b) == `want`.
    JmpLe { a, b, t, want }
    /// A `for` loop's step and condition fused (`$i++` then `$i < $n`), for
    /// the loop runner: ++cv (`kind` bit 0 set: --cv), then jump to t when
    /// the comparison holds (bit 1 set: `<=`, else `<`; bit 2 set: `b`
    /// compared with cv, else cv with `b`); when it does not, go on after
    /// the two ops that follow. Those two ops are its expansion (an
    /// `IncDec` and a `JmpLt`/`JmpLe`): the main loop treats this op as a
    /// Nop and runs them, so every case other than int counters is theirs.
    IncJmp { cv, b, t, kind }
    /// `a ?: b`: if a is truthy, dst = a and jump.
    JmpSet { dst, a, t }
    /// `a ?? b`: if a is not null, dst = a and jump.
    JmpNotNull { dst, a, t }

    Echo { a }
    Print { dst, a }
    Return { a }
    /// Return by reference: `a` holds a `Value::Ref`.
    ReturnRef { a }
    /// exit/die; `a` may be NONE.
    Exit { a }
    Throw { a }
    /// First instruction of a generator's body (after the parameters):
    /// the frame becomes a Generator object, returned to the caller.
    GenCreate {}
    /// `yield key => val` (either may be NONE); suspends the generator;
    /// on resumption dst = the value sent in (or null).
    Yield { dst, key, val }
    /// `yield from src`: yields each element of src; dst = the inner
    /// generator's return value (null for arrays and iterators).
    YieldFrom { dst, src }

    NewArray { dst, cap }
    ArrPush { arr, val }
    ArrSet { arr, key, val }
    /// val holds a `Value::Ref`.
    ArrPushRef { arr, val }
    ArrSetRef { arr, key, val }
    ArrSpread { arr, val }
    /// Read `base[key]` (warns on undefined keys/offsets).
    FetchDim { dst, base, key }
    /// Read `base[key]` for isset/??/empty: no warnings, missing is null.
    FetchDimQuiet { dst, base, key }
    /// `base[key]` inside list()/[] destructuring: like FetchDim, but the
    /// container (read once per element) is kept.
    FetchListDim { dst, base, key }
    /// `base[]` used for reading: fatal error.
    FetchDimAppendRead {}
    FetchProp { dst, obj, name }
    FetchPropQuiet { dst, obj, name }
    /// Read a variable variable (name in `a`).
    FetchVarVar { dst, a }
    FetchVarVarQuiet { dst, a }
    /// dst = isset($cv)
    IssetCv { dst, cv }
    /// dst = (a !== null)
    IssetVal { dst, a }
    /// dst = isset(base[key]): offsetExists() for ArrayAccess objects, else
    /// whether the quiet read gives non-null.
    IssetDim { dst, base, key }
    /// dst = isset(obj->name): a set, non-null property, else __isset()
    /// (which alone decides: no __get).
    IssetProp { dst, obj, name }
    /// dst = empty(a)
    EmptyVal { dst, a }
    /// Read a CV without the undefined-variable warning (isset/??).
    MoveQuiet { dst, src }

    /// Start iterating `src`: `it` holds the array, it+1 the position. Not
    /// iterable: warning and jump to `end`.
    FeReset { it, src, end }
    /// Next element into val (and key unless NONE); at the end jump to `end`.
    FeFetch { it, val, key, end }
    /// By-reference foreach over the lvalue `path`.
    FeResetRef { it, path, end }
    FeFetchRef { it, val, key, end }
    FeFree { it }

    /// Start a call to a named function (`name` lower-cased constant;
    /// `fb` the global fallback or NONE; `cache` a call-site cache cell).
    InitCall { name, fb, cache }
    /// `InitCall` of a call whose arguments `CallFused` sends: resolves
    /// the function into the cache cell (or throws "Call to undefined
    /// function") and pushes the pending record, except for a built-in
    /// with a plain signature (which `CallFused` calls without one).
    InitCallFused { name, fb, cache }
    /// Sends up to three arguments (`a` first; NONE for absent ones) of
    /// the call that `InitCallFused` resolved into cell `cache`, and runs
    /// it when it is a built-in with a plain signature (the result goes to
    /// the `DoCall` that always follows, which is then skipped). Otherwise
    /// sends as `Send`/`SendVar` would (a CV operand as `SendVar`) and lets
    /// that `DoCall` run. The compiler
    /// emits it only where no code runs between the sends (every argument
    /// after `a` is a constant or a CV).
    CallFused { cache, a, b, c }
    /// Start a call to a callable value.
    InitCallDyn { callee }
    /// Start a method call `obj->name(...)`.
    InitMethod { obj, name }
    Send { a }
    /// Send a CV that the callee may take by reference.
    SendVar { cv }
    /// Send an lvalue path that the callee may take by reference.
    SendPath { path }
    SendNamed { name, a }
    SendUnpack { a }
    DoCall { dst }
    /// dst = a Closure for the pending call, which has no arguments
    /// (the first-class callable syntax `f(...)`).
    MakeCallable { dst }
    /// For an optional parameter: jump to `skip` if it was passed, else run
    /// the default's code that follows.
    RecvDefault { param, skip }
    /// Check/coerce the return value against the declared type.
    VerifyReturn { a }

    /// dst = a Closure object for child unit `idx`, capturing its `uses`
    /// from this frame.
    MakeClosure { dst, idx }
    /// Declare the child function `idx` (conditional declarations).
    DeclareFunc { idx }
    /// Bind cv to the global variable `name`.
    BindGlobal { cv, name }
    /// Bind cv to static variable `idx` of this function.
    BindStatic { cv, idx }
    /// Binds static variable `idx` like BindStatic; when it already
    /// existed, jumps to `t` (past the initialiser code that follows).
    BindStaticOnce { cv, idx, t }
    FetchConst { dst, name, fb, cache }
    DeclareConst { name, val }
    Include { dst, a, kind }
    Eval { dst, a }
    SilenceBegin { dst }
    SilenceEnd { a }
    /// match with no arm taken: UnhandledMatchError for value `a`.
    MatchError { a }
    /// Start of a catch block: if the current exception is an instance of
    /// class `class`, store it in cv (unless NONE) and go on; else jump to `next`.
    Catch { class, cv, next }
    /// Re-throw the current exception (no catch matched).
    Rethrow {}
    /// dst = magic constant `kind` resolved at run time (__FUNCTION__ etc.).
    Magic { dst, kind }
    /// Run finally block at `t`, then continue at the op after this one.
    CallFinally { t }
    /// End of a finally block.
    EndFinally {}
    /// A function-like built-in compiled inline (func_get_args...): `kind`.
    Intrinsic { dst, kind }
    /// Fatal error with message constant `msg` (compile-time detected problems).
    Fatal { msg }
    /// Object creation: class name constant; the args are pending like a call.
    New { dst, class }
    /// `class` is a class operand (see `CLS_SELF`): a constant name, a
    /// slot holding an object or a name, or self/parent/static.
    InstanceOf { dst, a, class }

    /// Declare class `idx` of this unit. `early` (hoisting at script
    /// start): skipped silently when its parent or interfaces are missing.
    DeclareClass { idx, early }
    /// dst = a new object of class operand `cls`; its constructor call is
    /// left pending (arguments follow, then `DoCall`).
    NewObj { dst, cls, cache }
    /// dst = obj->name with a per-site cache (name a constant).
    FetchPropC { dst, obj, name, cache }
    /// obj->name = src (statement form, result unused).
    AssignPropC { obj, name, src, cache }
    /// `path` is `$cv->name` (a constant name): ++/-- as in `IncDecPath`,
    /// with a per-site cache.
    IncDecPropC { dst, path, kind, cache }
    /// `path` is `$cv->name` (a constant name): `path op= src` as in
    /// `AssignOpPath` (statement form, result unused), with a per-site cache.
    AssignOpPropC { path, src, kind, cache }
    /// Start a method call `obj->name(...)` with a per-site cache.
    InitMethodC { obj, name, cache }
    /// Start a call `cls::name(...)` (static method, or parent::/self::
    /// forwarding `$this`).
    InitStaticCall { cls, name, cache }
    /// dst = cls::$name (`quiet` 1 for isset/??).
    FetchStaticProp { dst, cls, name, quiet }
    /// dst = cls::name (class constant or enum case).
    FetchClassConst { dst, cls, name, cache }
    /// dst = the name of class operand `cls` (`static::class`, `$o::class`).
    ClassName { dst, cls }
    /// dst = clone a
    CloneObj { dst, a }
    /// dst = $this (cv is the unit's `this` slot); Error when not in object context.
    ThisVal { dst, cv }

    /// `strlen(a)` with the global function known at compile time (as php's
    /// ZEND_STRLEN): a string's length inline, anything else through the
    /// built-in (coercion, errors).
    Strlen { dst, a }
    /// `count(a)`/`sizeof(a)` with one argument: an array's size inline,
    /// anything else through the built-in.
    Count { dst, a }
}

/// Class operand: `self`.
pub const CLS_SELF: u32 = u32::MAX - 1;
/// Class operand: `parent`.
pub const CLS_PARENT: u32 = u32::MAX - 2;
/// Class operand: `static`.
pub const CLS_STATIC: u32 = u32::MAX - 3;

/// `kind` bits of `IncJmp`.
pub mod inc_jmp {
    /// Decrement (else increment).
    pub const DEC: u32 = 1;
    /// `<=` (else `<`).
    pub const LE: u32 = 2;
    /// The counter is the right-hand side (`b < cv`).
    pub const SWAP: u32 = 4;
}

/// Binary operator codes for `AssignOp`/`AssignOpPath`.
pub mod bin_kind {
    pub const ADD: u32 = 0;
    pub const SUB: u32 = 1;
    pub const MUL: u32 = 2;
    pub const DIV: u32 = 3;
    pub const MOD: u32 = 4;
    pub const POW: u32 = 5;
    pub const CONCAT: u32 = 6;
    pub const BIT_AND: u32 = 7;
    pub const BIT_OR: u32 = 8;
    pub const BIT_XOR: u32 = 9;
    pub const SHL: u32 = 10;
    pub const SHR: u32 = 11;
    pub const COALESCE: u32 = 12;
}

/// Cast codes for `Cast`.
pub mod cast_kind {
    pub const INT: u32 = 0;
    pub const FLOAT: u32 = 1;
    pub const STRING: u32 = 2;
    pub const BOOL: u32 = 3;
    pub const ARRAY: u32 = 4;
    pub const OBJECT: u32 = 5;
    pub const UNSET: u32 = 6;
}

/// Include kinds.
pub mod include_kind {
    pub const INCLUDE: u32 = 0;
    pub const INCLUDE_ONCE: u32 = 1;
    pub const REQUIRE: u32 = 2;
    pub const REQUIRE_ONCE: u32 = 3;
}

/// Run-time magic constants for `Magic`.
pub mod magic_kind {
    pub const FUNCTION: u32 = 0;
    pub const CLASS: u32 = 1;
    pub const METHOD: u32 = 2;
}

/// Intrinsics for `Intrinsic`.
pub mod intrinsic {
    pub const FUNC_GET_ARGS: u32 = 0;
    pub const FUNC_NUM_ARGS: u32 = 1;
    /// A read-only copy of `$GLOBALS`.
    pub const GLOBALS: u32 = 2;
}

const _: () = assert!(std::mem::size_of::<Op>() <= 20);
