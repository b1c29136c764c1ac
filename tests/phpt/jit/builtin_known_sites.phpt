--TEST--
Built-ins a call site named when its code was compiled: by-reference arguments staged by position, and a namespaced function declared later still called
--FILE--
<?php
namespace App;

// A call in a namespace resolves to the global built-in until a function
// of that name is declared in the namespace; compiled code that named the
// built-in when it was compiled must still call what php calls.
function lex(string $text): array
{
    $out = [];
    for ($round = 0; $round < 2; $round++) {
        $pos = 0;
        $n = 0;
        while ($pos < strlen($text) && preg_match('/\s*(\w+|.)/A', $text, $m, 0, $pos)) {
            $pos += strlen($m[0]);
            $n++;
        }
        $out[] = $n;
        if ($round === 0) {
            // Declared after the loop above ran (and was compiled).
            eval('namespace App; function preg_match($p, $s, &$m, $f = 0, $o = 0) { $m = ["x"]; return $o < 3 ? 1 : 0; }');
        }
    }
    return $out;
}
echo implode(",", lex(str_repeat("ab cd, ef(g) ", 200))), "\n";

// A variable that becomes a reference inside the loop, one that is not a
// variable yet on the first turns, and a by-value argument next to them.
function mixed_refs(): void
{
    $acc = 0;
    for ($i = 0; $i < 2000; $i++) {
        if ($i === 1000) {
            $alias = &$hits;
        }
        if ($i % 500 === 0) {
            unset($hits);
        }
        $acc += preg_match_all('/\d/', "a1b2c$i", $hits);
        $acc += count($hits[0]);
    }
    echo $acc, " ", json_encode($hits), "\n";
}
mixed_refs();

// In the script's own code, compiled whole when its first loop ran hot:
// the call below had not run then, and names a function declared after.
$sum = 0;
for ($i = 0; $i < 3000; $i++) {
    $sum += $i % 7;
}
eval('namespace App; function preg_split($p, $s, $l = -1, $f = 0) { return [$s, $l]; }');
$parts = [];
for ($i = 0; $i < 3; $i++) {
    $parts[] = implode("|", preg_split('/,/', "a,b$i"));
    $parts[] = implode("|", \preg_split('/,/', "a,b$i"));
}
echo $sum, " ", implode(" ", $parts), "\n";
eval('namespace App; function preg_match_all($p, $s, $m = null) { $m = "changed"; return strlen($s); }');
$m = "kept";
$n = 0;
for ($i = 0; $i < 3; $i++) {
    $n += preg_match_all('/x/', "xx$i", $m);
}
echo $n, " ", json_encode($m), "\n";
--EXPECT--
1401,1401
21780 [["1","2","1","9","9","9"]]
8994 a,b0|-1 a|b0 a,b1|-1 a|b1 a,b2|-1 a|b2
9 "kept"
