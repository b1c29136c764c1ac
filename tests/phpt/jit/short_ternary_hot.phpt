--TEST--
The short ternary `a ?: b` in a hot loop and in a hot callback: every kind
of left operand (true and false ints, floats, bools, null, strings, arrays,
objects, an undefined variable), the result kept in a variable that held a
string, an array or a reference before
--FILE--
<?php
class P { public $v = 1; }
$vals = [0, 7, -1, 0.0, -0.0, 2.5, NAN, true, false, null, "", "0", "a", [], [0], new P];
$out = [];
for ($r = 0; $r < 300; $r++) {
    foreach ($vals as $i => $v) {
        $x = $v ?: "fallback";
        if ($r == 299) {
            $out[] = is_object($x) ? "obj" : var_export($x, true);
        }
    }
}
echo implode(" ", $out), "\n";

// The destination held something counted, or is a reference.
$s = str_repeat("x", 3);
$ref = 5;
$dst = &$ref;
for ($i = 0; $i < 300; $i++) {
    $s = ($i % 3) ?: [$i];
    $dst = ($i % 2) ?: -$i;
}
var_dump($s, $ref);

// A comparison callback in the form sorting code uses.
$rows = [];
for ($i = 0; $i < 400; $i++) {
    $rows[] = [$i % 7, ($i * 37) % 101, $i];
}
usort($rows, fn($p, $q) => $p[0] <=> $q[0] ?: $q[1] <=> $p[1] ?: $p[2] <=> $q[2]);
echo implode(",", $rows[0]), " ", implode(",", $rows[200]), " ", implode(",", $rows[399]), "\n";

// An undefined variable on the left warns each time.
function f($n) {
    $t = 0;
    for ($i = 0; $i < $n; $i++) {
        if ($i == $n - 1) {
            $t += $undef ?: 2;
        } else {
            $t += $i ?: 1;
        }
    }
    return $t;
}
echo f(200), "\n";
--EXPECTF--
'fallback' 7 -1 'fallback' 'fallback' 2.5 NAN true 'fallback' 'fallback' 'fallback' 'fallback' 'a' 'fallback' array (
  0 => 0,
) obj
int(2)
int(1)
0,99,161 3,49,45 6,0,202

Warning: Undefined variable $undef in %s on line 38
19704
