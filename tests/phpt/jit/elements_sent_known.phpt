--TEST--
JIT: elements sent by value to a built-in the call site names (strings, numbers, arrays and objects copied; holes, missing keys, reference elements, hashes, strings, null and arrays in reference sets as php does them)
--FILE--
<?php
namespace {
// Elements sent by value to a built-in the call site names, in loops and
// callbacks that run long enough to be compiled: strings, ints, floats,
// arrays and objects copied as arguments; holes, missing keys, reference
// elements, hash arrays, string offsets, null and arrays held in a
// reference set as php does them.
$out = preg_replace_callback('/\b([a-z])([a-z]*)\b/', fn($m) => strtoupper($m[1]) . $m[2],
    str_repeat("alpha beta gamma ", 700));
echo strlen($out), " ", substr($out, 0, 40), "\n";

function kinds(int $n): array
{
    $o = new ArrayObject([1, 2, 3]);
    $rows = [["abc", 7, 2.5, [1, 2], $o, null, true]];
    $acc = [0, 0, 0.0, 0, 0, 0, 0];
    for ($i = 0; $i < $n; $i++) {
        $r = $rows[0];
        $acc[0] += strlen($r[0]);
        $acc[1] += abs($r[1]);
        $acc[2] += floor($r[2]);
        $acc[3] += count($r[3]);
        $acc[4] += count($r[4]);
        $acc[5] += is_null($r[5]) ? 1 : 0;
        $acc[6] += intval($r[6]);
    }
    return $acc;
}
echo json_encode(kinds(3000)), "\n";

// The array changes under the loop: a hole, a key past the end, a
// reference element, a hash, a string, null.
function shapes(int $n): array
{
    $res = [];
    $shapes = [
        ["x", "yy"],
        [1 => "only one"],
        ["a" => "hash", 0 => "zero", 1 => "one"],
        "str",
        null,
        [],
    ];
    $ref = "via ref";
    $withRef = ["first", &$ref];
    $shapes[] = $withRef;
    // Quiet: the misses' warnings and deprecations would repeat.
    $old = error_reporting(E_ALL & ~E_WARNING & ~E_DEPRECATED);
    foreach ($shapes as $si => $a) {
        $t = 0;
        for ($i = 0; $i < $n; $i++) {
            $t += strlen($a[1]);
        }
        $res[] = $t;
    }
    error_reporting($old);
    return $res;
}
echo json_encode(shapes(1200)), "\n";

// Warnings from a missing key and from reading an element of null, once
// each, after the loop was compiled.
function warn(int $n)
{
    $a = ["p", "q"];
    $s = 0;
    for ($i = 0; $i < $n; $i++) {
        if ($i === $n - 1) {
            $a = ["only"];
        }
        if ($i === $n - 2) {
            $a = null;
        }
        $s += strlen($a[1]);
        if ($i === $n - 2) {
            $a = ["p", "q"];
        }
    }
    return $s;
}
var_dump(warn(1500));

// An array variable in a reference set (a by-reference parameter).
function byref(array &$a, int $n): int
{
    $s = 0;
    for ($i = 0; $i < $n; $i++) {
        $s += strlen($a[2]);
        $a[2] .= "";
    }
    return $s;
}
$arr = [0, 1, "three"];
$alias = &$arr;
var_dump(byref($arr, 1100));

// The element stays the caller's: the built-in gets a copy.
function copies(int $n): string
{
    $a = ["abc"];
    $last = "";
    for ($i = 0; $i < $n; $i++) {
        $last = strrev($a[0]);
        $a[0] .= "";
    }
    return $a[0] . "/" . $last;
}
echo copies(1000), "\n";

}

// A namespaced function declared later with the name of the built-in.
namespace Later {

function run(int $n): array
{
    $r = [];
    for ($round = 0; $round < 2; $round++) {
        $a = ["hello", "world"];
        $s = "";
        for ($i = 0; $i < $n; $i++) {
            $s = strtoupper($a[1]);
        }
        $r[] = $s;
        if ($round === 0) {
            eval('namespace Later; function strtoupper($x) { return "mine:" . $x; }');
        }
    }
    return $r;
}
echo implode(",", \Later\run(1200)), "\n";
}
--EXPECTF--
11900 Alpha Beta Gamma Alpha Beta Gamma Alpha 
[9000,21000,6000,6000,9000,3000,3000]
[2400,9600,3600,1200,0,0,8400]

Warning: Trying to access array offset on value of type null in %s on line 74

Deprecated: strlen(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 74

Warning: Undefined array key 1 in %s on line 74

Deprecated: strlen(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 74
int(1498)
int(5500)
abc/cba
WORLD,WORLD
