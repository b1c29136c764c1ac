--TEST--
Comparing two strings (<=>, <, <=, >, >=, ==, !=) inside a function hot enough to be compiled: numeric strings compare as numbers, others bytewise
--FILE--
<?php
function cmp_all($a, $b) {
    $r = [];
    $r[] = $a <=> $b;
    $r[] = $a < $b ? "lt" : "-";
    $r[] = $a <= $b ? "le" : "-";
    $r[] = $a > $b ? "gt" : "-";
    $r[] = $a >= $b ? "ge" : "-";
    $r[] = $a == $b ? "eq" : "-";
    $r[] = $a != $b ? "ne" : "-";
    if ($a < $b) { $r[] = "jl"; }
    if ($a == $b) { $r[] = "je"; }
    return implode(" ", $r);
}
$pairs = [
    ["abc", "abd"], ["abc", "abc"], ["abc", "ABC"], ["b", "abc"], ["", ""], ["", "0"],
    ["0", ""], ["10", "9"], ["10", "9a"], ["1e1", "10"], ["1e1", "1e1"], [" 1", "1"],
    ["1 ", "1"], ["01", "1"], ["0x1A", "26"], ["1.0", "1"], ["-5", "-5.0"], ["abc", "abc\0"],
    ["9223372036854775807", "9223372036854775808"], ["1e999", "1e999"], ["1e999", "2e999"],
    ["-0", "0"], [".5", "0.5"], ["5.", "5"], ["zz", "z"], ["\xff", "a"], ["NAN", "NAN"],
];
$copies = [];
foreach ($pairs as [$a, $b]) {
    // Strings made at run time (refcounted), not only literals.
    $copies[] = [$a . "", "" . $b, str_repeat($a, 1), strrev(strrev($b))];
}
for ($round = 0; $round < 300; $round++) {
    $out = [];
    foreach ($pairs as $i => [$a, $b]) {
        $out[] = cmp_all($a, $b);
        $out[] = cmp_all($copies[$i][2], $copies[$i][3]);
        $out[] = cmp_all($b, $a);
    }
}
foreach ($pairs as $i => [$a, $b]) {
    echo json_encode($a), " vs ", json_encode($b), ": ", $out[3 * $i], " | ", $out[3 * $i + 1], " | reversed: ", $out[3 * $i + 2], "\n";
}
$s = $copies[0][2];
var_dump($s == $s, $s <=> $s, $s < $s);
--EXPECT--
"abc" vs "abd": -1 lt le - - - ne jl | -1 lt le - - - ne jl | reversed: 1 - - gt ge - ne
"abc" vs "abc": 0 - le - ge eq - je | 0 - le - ge eq - je | reversed: 0 - le - ge eq - je
"abc" vs "ABC": 1 - - gt ge - ne | 1 - - gt ge - ne | reversed: -1 lt le - - - ne jl
"b" vs "abc": 1 - - gt ge - ne | 1 - - gt ge - ne | reversed: -1 lt le - - - ne jl
"" vs "": 0 - le - ge eq - je | 0 - le - ge eq - je | reversed: 0 - le - ge eq - je
"" vs "0": -1 lt le - - - ne jl | -1 lt le - - - ne jl | reversed: 1 - - gt ge - ne
"0" vs "": 1 - - gt ge - ne | 1 - - gt ge - ne | reversed: -1 lt le - - - ne jl
"10" vs "9": 1 - - gt ge - ne | 1 - - gt ge - ne | reversed: -1 lt le - - - ne jl
"10" vs "9a": -1 lt le - - - ne jl | -1 lt le - - - ne jl | reversed: 1 - - gt ge - ne
"1e1" vs "10": 0 - le - ge eq - je | 0 - le - ge eq - je | reversed: 0 - le - ge eq - je
"1e1" vs "1e1": 0 - le - ge eq - je | 0 - le - ge eq - je | reversed: 0 - le - ge eq - je
" 1" vs "1": 0 - le - ge eq - je | 0 - le - ge eq - je | reversed: 0 - le - ge eq - je
"1 " vs "1": 0 - le - ge eq - je | 0 - le - ge eq - je | reversed: 0 - le - ge eq - je
"01" vs "1": 0 - le - ge eq - je | 0 - le - ge eq - je | reversed: 0 - le - ge eq - je
"0x1A" vs "26": -1 lt le - - - ne jl | -1 lt le - - - ne jl | reversed: 1 - - gt ge - ne
"1.0" vs "1": 0 - le - ge eq - je | 0 - le - ge eq - je | reversed: 0 - le - ge eq - je
"-5" vs "-5.0": 0 - le - ge eq - je | 0 - le - ge eq - je | reversed: 0 - le - ge eq - je
"abc" vs "abc\u0000": -1 lt le - - - ne jl | -1 lt le - - - ne jl | reversed: 1 - - gt ge - ne
"9223372036854775807" vs "9223372036854775808": -1 lt le - - - ne jl | -1 lt le - - - ne jl | reversed: 1 - - gt ge - ne
"1e999" vs "1e999": 0 - le - ge eq - je | 0 - le - ge eq - je | reversed: 0 - le - ge eq - je
"1e999" vs "2e999": -1 lt le - - - ne jl | -1 lt le - - - ne jl | reversed: 1 - - gt ge - ne
"-0" vs "0": 0 - le - ge eq - je | 0 - le - ge eq - je | reversed: 0 - le - ge eq - je
".5" vs "0.5": 0 - le - ge eq - je | 0 - le - ge eq - je | reversed: 0 - le - ge eq - je
"5." vs "5": 0 - le - ge eq - je | 0 - le - ge eq - je | reversed: 0 - le - ge eq - je
"zz" vs "z": 1 - - gt ge - ne | 1 - - gt ge - ne | reversed: -1 lt le - - - ne jl
 vs "a": 1 - - gt ge - ne | 1 - - gt ge - ne | reversed: -1 lt le - - - ne jl
"NAN" vs "NAN": 0 - le - ge eq - je | 0 - le - ge eq - je | reversed: 0 - le - ge eq - je
bool(true)
int(0)
bool(false)
