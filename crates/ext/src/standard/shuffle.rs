//! Random reordering and sampling with php's exact algorithms (so that a
//! seeded mt_srand gives php's results): shuffle, str_shuffle, array_rand.

use super::rand::with_mt;
use tusk_value::{Key, PArr, PStr, Value};
use tusk_vm::{Args, BResult, Builtin, Module, Vm};

/// php_array_data_shuffle / str_shuffle: swap from the end with
/// php_mt_rand_range(0, n_left).
fn shuffle_in_place<T>(v: &mut [T]) {
    let mut n_left = v.len();
    if n_left < 2 {
        return;
    }
    with_mt(|mt| loop {
        n_left -= 1;
        if n_left == 0 {
            break;
        }
        let j = mt.range(0, n_left as i64) as usize;
        if j != n_left {
            v.swap(n_left, j);
        }
    });
}

fn shuffle(vm: &mut Vm, a: &mut Args) -> BResult {
    let r = a.by_ref(0).clone();
    let mut vals: Vec<Value> = match r.peek() {
        Value::Arr(arr) => arr.values().cloned().collect(),
        v => {
            let t = tusk_value::ops::type_name(v);
            return Err(vm.arg_type_error(1, &format!("must be of type array, {t} given")));
        }
    };
    shuffle_in_place(&mut vals);
    r.set(Value::Arr(PArr::from_values(vals)));
    Ok(Value::Bool(true))
}

fn str_shuffle(_vm: &mut Vm, a: &mut Args) -> BResult {
    let mut b = a.bytes(0).to_vec();
    shuffle_in_place(&mut b);
    Ok(Value::Str(PStr::new(&b)))
}

fn array_rand(vm: &mut Vm, a: &mut Args) -> BResult {
    let arr = a.arr(0).clone();
    let n = arr.len() as i64;
    if n == 0 {
        return Err(vm.arg_value_error(1, "cannot be empty"));
    }
    let mut num = a.opt_int(1, 1);
    if num <= 0 || num > n {
        return Err(vm.arg_value_error(
            2,
            "must be between 1 and the number of elements in argument #1 ($array)",
        ));
    }
    let keys: Vec<Key> = arr.keys().collect();
    if num == 1 {
        let i = with_mt(|mt| mt.range(0, n - 1)) as usize;
        return Ok(keys[i].to_value());
    }
    // php's bitset sampling: pick the smaller side, then take keys in order.
    let negative = num > (n >> 1);
    if negative {
        num = n - num;
    }
    let mut picked = vec![false; n as usize];
    let mut left = num;
    while left > 0 {
        let r = with_mt(|mt| mt.range(0, n - 1)) as usize;
        if !picked[r] {
            picked[r] = true;
            left -= 1;
        }
    }
    let out: Vec<Value> = keys
        .iter()
        .enumerate()
        .filter(|(i, _)| picked[*i] != negative)
        .map(|(_, k)| k.to_value())
        .collect();
    Ok(Value::Arr(PArr::from_values(out)))
}

pub static STANDARD_SHUFFLE: Module = Module {
    name: "random",
    classes: &[],
    functions: &[
        Builtin {
            sig: "shuffle(array &$array): bool",
            f: shuffle,
        },
        Builtin {
            sig: "str_shuffle(string $string): string",
            f: str_shuffle,
        },
        Builtin {
            sig: "array_rand(array $array, int $num = 1): int|string|array",
            f: array_rand,
        },
    ],
    constants: &[],
};
