--TEST--
=== and !== against string constants in compiled loops: the same string, equal strings built at run time, other lengths, the empty string, other kinds, numeric strings, references, undefined variables
--FILE--
<?php
// === and !== against string constants in compiled loops: the same
// string, equal strings built at run time, other lengths, the empty
// string, other kinds, numeric strings, references, undefined variables
// and temporaries.
function classify($v) {
    $r = [];
    for ($i = 0; $i < 1200; $i++) {
        $r = [$v === "abc", $v !== "abc", $v === "", $v !== "", "abc" === $v, "" !== $v, $v === "1", $v === "ab" . "c"];
    }
    return implode("", array_map(fn($b) => $b ? "T" : "F", $r));
}
$built = "a" . str_repeat("b", 1) . "c";
$samelen = "abd";
$ref = "abc";
$alias = &$ref;
foreach (["abc", $built, $samelen, "ab", "abcd", "", "0", "1", 1, 1.0, 0, null, false, true, [], ["abc"], new stdClass, $alias] as $v) {
    echo var_export($v, true) === "\\(object) array(\n)" ? "obj" : json_encode($v), " ", classify($v), "\n";
}
// Through a reference variable in the loop.
$t = 0;
$s = "abc";
$rs = &$s;
for ($i = 0; $i < 2000; $i++) { if ($rs === "abc") { $t++; } if ($s !== "") { $t++; } }
echo $t, "\n";
// An undefined variable warns each time it is read.
function undef_read() {
    $n = 0;
    for ($i = 0; $i < 3; $i++) { if ($u === "") { $n++; } }
    return $n;
}
echo undef_read(), "\n";
// Temporaries: a concatenation and an element compared.
$parts = ["x", "y", ""];
$hits = 0;
for ($i = 0; $i < 3000; $i++) {
    $p = $parts[$i % 3];
    if ($p . "" === "x") { $hits++; }
    if ($parts[$i % 3] !== "") { $hits += 2; }
}
echo $hits, "\n";
// Match arms compare with ===.
$m = 0;
for ($i = 0; $i < 3000; $i++) {
    $m += match ($parts[$i % 3]) { "x" => 1, "y" => 10, "" => 100 };
}
echo $m, "\n";
--EXPECTF--
"abc" TFFTTTFT
"abc" TFFTTTFT
"abd" FTFTFTFF
"ab" FTFTFTFF
"abcd" FTFTFTFF
"" FTTFFFFF
"0" FTFTFTFF
"1" FTFTFTTF
1 FTFTFTFF
1 FTFTFTFF
0 FTFTFTFF
null FTFTFTFF
false FTFTFTFF
true FTFTFTFF
[] FTFTFTFF
["abc"] FTFTFTFF
{} FTFTFTFF
"abc" TFFTTTFT
4000

Warning: Undefined variable $u in %s on line 29

Warning: Undefined variable $u in %s on line 29

Warning: Undefined variable $u in %s on line 29
0
5000
111000
