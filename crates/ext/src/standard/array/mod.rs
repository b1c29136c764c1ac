//! ext/standard's array functions (php-src's ext/standard/array.c): the
//! registration table and the submodules that implement them.
//!
//! - `basic`: count, range, keys/values, search, push/pop/shift/unshift,
//!   merge, slice, splice, reverse, sum/product, flip, fill, combine, min/max
//! - `build`: functions that build new arrays (chunk, column, pad, ...)
//! - `sort` (+ `zsort`, php's algorithm): the sort family and multisort
//! - `set_ops`: the diff and intersect families, array_unique
//! - `callback`: array_map, array_filter, array_reduce, array_walk
//! - `pointer`: current/key/next/prev/reset/end
//! - `scope`: compact and extract (written against a trait: the VM does not
//!   expose the caller's variables yet, so they are not registered)
//!
//! Not here: shuffle and array_rand (`shuffle.rs`, with the rand state).

mod basic;
mod build;
mod callback;
mod pointer;
pub mod scope;
mod set_ops;
mod sort;
mod zsort;

use tusk_value::Value;
use tusk_vm::{Args, BResult, Builtin, ConstVal, Module, Vm};

pub use sort::{cmp_values, Cmp};

macro_rules! f {
    ($sig:expr, $f:path) => {
        Builtin { sig: $sig, f: $f }
    };
}

pub static STANDARD_ARRAY: Module = Module {
    name: "standard",
    classes: &[],
    functions: &[
        f!("count(Countable|array $value, int $mode = COUNT_NORMAL): int", basic::count),
        f!("sizeof(Countable|array $value, int $mode = COUNT_NORMAL): int", basic::count),
        f!("range($start, $end, int|float $step = 1): array", basic::range),
        f!("array_keys(array $array, mixed $filter_value = UNKNOWN, bool $strict = false): array", basic::array_keys),
        f!("array_values(array $array): array", basic::array_values),
        f!("in_array(mixed $needle, array $haystack, bool $strict = false): bool", basic::in_array),
        f!("array_search(mixed $needle, array $haystack, bool $strict = false): int|string|false", basic::array_search),
        f!("array_key_exists($key, array $array): bool", basic::array_key_exists),
        f!("key_exists($key, array $array): bool", basic::array_key_exists),
        f!("array_push(array &$array, mixed ...$values): int", basic::array_push),
        f!("array_pop(array &$array): mixed", basic::array_pop),
        f!("array_shift(array &$array): mixed", basic::array_shift),
        f!("array_unshift(array &$array, mixed ...$values): int", basic::array_unshift),
        f!("array_merge(array ...$arrays): array", basic::array_merge),
        f!("array_slice(array $array, int $offset, ?int $length = null, bool $preserve_keys = false): array", basic::array_slice),
        f!("array_splice(array &$array, int $offset, ?int $length = null, mixed $replacement = []): array", basic::array_splice),
        f!("array_reverse(array $array, bool $preserve_keys = false): array", basic::array_reverse),
        f!("array_sum(array $array): int|float", basic::array_sum),
        f!("array_product(array $array): int|float", basic::array_product),
        f!("array_flip(array $array): array", basic::array_flip),
        f!("array_fill(int $start_index, int $count, mixed $value): array", basic::array_fill),
        f!("array_fill_keys(array $keys, mixed $value): array", basic::array_fill_keys),
        f!("array_combine(array $keys, array $values): array", basic::array_combine),
        f!("array_key_first(array $array): int|string|null", basic::array_key_first),
        f!("array_key_last(array $array): int|string|null", basic::array_key_last),
        f!("array_is_list(array $array): bool", basic::array_is_list),
        f!("compact($var_name, ...$var_names): array", compact),
        f!(
            "extract(array &?$array, int $flags = EXTR_OVERWRITE, string $prefix = \"\"): int",
            extract
        ),
        f!("min(mixed $value, mixed ...$values): mixed", basic::min),
        f!("max(mixed $value, mixed ...$values): mixed", basic::max),
        // sort
        f!("sort(array &$array, int $flags = SORT_REGULAR): true", sort::sort),
        f!("rsort(array &$array, int $flags = SORT_REGULAR): bool", sort::rsort),
        f!("asort(array &$array, int $flags = SORT_REGULAR): true", sort::asort),
        f!("arsort(array &$array, int $flags = SORT_REGULAR): true", sort::arsort),
        f!("ksort(array &$array, int $flags = SORT_REGULAR): true", sort::ksort),
        f!("krsort(array &$array, int $flags = SORT_REGULAR): true", sort::krsort),
        f!("usort(array &$array, callable $callback): true", sort::usort),
        f!("uasort(array &$array, callable $callback): true", sort::uasort),
        f!("uksort(array &$array, callable $callback): true", sort::uksort),
        f!("natsort(array &$array): bool", sort::natsort),
        f!("natcasesort(array &$array): bool", sort::natcasesort),
        f!("array_multisort(&?$array, &?...$rest): bool", sort::array_multisort),
        // callbacks
        f!("array_map(?callable $callback, array $array, array ...$arrays): array", callback::array_map),
        f!("array_filter(array $array, ?callable $callback = null, int $mode = 0): array", callback::array_filter),
        f!("array_reduce(array $array, callable $callback, mixed $initial = null): mixed", callback::array_reduce),
        f!("array_walk(array|object &$array, callable $callback, mixed $arg = UNKNOWN): true", callback::array_walk),
        f!("array_walk_recursive(array|object &$array, callable $callback, mixed $arg = UNKNOWN): true", callback::array_walk_recursive),
        // building
        f!("array_chunk(array $array, int $length, bool $preserve_keys = false): array", build::array_chunk),
        f!("array_column(array $array, string|int|null $column_key, string|int|null $index_key = null): array", build::array_column),
        f!("array_count_values(array $array): array", build::array_count_values),
        f!("array_pad(array $array, int $length, mixed $value): array", build::array_pad),
        f!("array_change_key_case(array $array, int $case = CASE_LOWER): array", build::array_change_key_case),
        f!("array_merge_recursive(array ...$arrays): array", build::array_merge_recursive),
        f!("array_replace(array $array, array ...$replacements): array", build::array_replace),
        f!("array_replace_recursive(array $array, array ...$replacements): array", build::array_replace_recursive),
        // set operations
        f!("array_unique(array $array, int $flags = SORT_STRING): array", set_ops::array_unique),
        f!("array_diff(array $array, array ...$arrays): array", set_ops::array_diff),
        f!("array_diff_key(array $array, array ...$arrays): array", set_ops::array_diff_key),
        f!("array_diff_assoc(array $array, array ...$arrays): array", set_ops::array_diff_assoc),
        f!("array_intersect(array $array, array ...$arrays): array", set_ops::array_intersect),
        f!("array_intersect_key(array $array, array ...$arrays): array", set_ops::array_intersect_key),
        f!("array_intersect_assoc(array $array, array ...$arrays): array", set_ops::array_intersect_assoc),
        f!("array_udiff(array $array, ...$rest): array", set_ops::array_udiff),
        f!("array_diff_ukey(array $array, ...$rest): array", set_ops::array_diff_ukey),
        f!("array_diff_uassoc(array $array, ...$rest): array", set_ops::array_diff_uassoc),
        f!("array_udiff_assoc(array $array, ...$rest): array", set_ops::array_udiff_assoc),
        f!("array_udiff_uassoc(array $array, ...$rest): array", set_ops::array_udiff_uassoc),
        f!("array_uintersect(array $array, ...$rest): array", set_ops::array_uintersect),
        f!("array_intersect_ukey(array $array, ...$rest): array", set_ops::array_intersect_ukey),
        f!("array_intersect_uassoc(array $array, ...$rest): array", set_ops::array_intersect_uassoc),
        f!("array_uintersect_assoc(array $array, ...$rest): array", set_ops::array_uintersect_assoc),
        f!("array_uintersect_uassoc(array $array, ...$rest): array", set_ops::array_uintersect_uassoc),
        // internal pointer
        f!("current(array $array): mixed", pointer::current),
        f!("pos(array $array): mixed", pointer::current),
        f!("key(array $array): int|string|null", pointer::key),
        f!("next(array|object &$array): mixed", pointer::next),
        f!("prev(array|object &$array): mixed", pointer::prev),
        f!("reset(array|object &$array): mixed", pointer::reset),
        f!("end(array|object &$array): mixed", pointer::end),
    ],
    constants: &[
        ("COUNT_NORMAL", ConstVal::Int(0)),
        ("COUNT_RECURSIVE", ConstVal::Int(1)),
        ("SORT_ASC", ConstVal::Int(4)),
        ("SORT_DESC", ConstVal::Int(3)),
        ("SORT_REGULAR", ConstVal::Int(0)),
        ("SORT_NUMERIC", ConstVal::Int(1)),
        ("SORT_STRING", ConstVal::Int(2)),
        ("SORT_LOCALE_STRING", ConstVal::Int(5)),
        ("SORT_NATURAL", ConstVal::Int(6)),
        ("SORT_FLAG_CASE", ConstVal::Int(8)),
        ("CASE_LOWER", ConstVal::Int(0)),
        ("CASE_UPPER", ConstVal::Int(1)),
        ("EXTR_OVERWRITE", ConstVal::Int(0)),
        ("EXTR_SKIP", ConstVal::Int(1)),
        ("EXTR_PREFIX_SAME", ConstVal::Int(2)),
        ("EXTR_PREFIX_ALL", ConstVal::Int(3)),
        ("EXTR_PREFIX_INVALID", ConstVal::Int(4)),
        ("EXTR_PREFIX_IF_EXISTS", ConstVal::Int(5)),
        ("EXTR_IF_EXISTS", ConstVal::Int(6)),
        ("EXTR_REFS", ConstVal::Int(256)),
        ("ARRAY_FILTER_USE_BOTH", ConstVal::Int(1)),
        ("ARRAY_FILTER_USE_KEY", ConstVal::Int(2)),
    ],
};

fn compact(vm: &mut Vm, args: &mut Args) -> BResult {
    let vals: Vec<Value> = args.all().to_vec();
    scope::compact(vm, &mut scope::FrameVars, &vals).map(Value::Arr)
}

fn extract(vm: &mut Vm, args: &mut Args) -> BResult {
    let Value::Ref(r) = args.val(0).clone() else {
        return Ok(Value::Int(0));
    };
    let flags = args.opt_int(1, 0);
    let prefix = args.get(2).map(|_| args.str(2).clone());
    scope::extract(vm, &mut scope::FrameVars, &r, flags, prefix.as_ref()).map(Value::Int)
}
