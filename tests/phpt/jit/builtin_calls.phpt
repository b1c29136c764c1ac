--TEST--
JIT: built-in calls (strlen, abs, max, min, ord, chr) in hot loops, with arguments their fast forms do not take
--FILE--
<?php
$sum = 0;
$s = "tusk";
for ($i = 0; $i < 3000; $i++) {
    $sum += strlen($s) + abs(5 - $i % 11) + max($i & 7, 3) + min($i, 2.5) + ord(chr($i % 256));
}
var_dump($sum);
$r = [];
for ($i = 0; $i < 2000; $i++) {
    $v = $i % 4 == 0 ? "-7" : ($i % 4 == 1 ? null : ($i % 4 == 2 ? -2.5 : [1, 2]));
    $x = is_array($v) ? max($v) : abs($v ?? -1);
    if ($i < 8) {
        $r[] = $x;
    }
}
var_dump($r);
for ($i = 0; $i < 2000; $i++) {
    if ($i == 1999) {
        $y = abs($undef);
    }
    $w = abs($i);
}
var_dump($y, $w);
try {
    for ($i = 0; $i < 2000; $i++) {
        $z = abs($i > 1990 ? "x" : $i);
    }
} catch (TypeError $e) {
    echo $e->getMessage(), " at $i\n";
}
$m = 0;
for ($i = 0; $i < 2000; $i++) {
    $m = max($m, $i % 97, strlen(str_repeat("a", $i % 5)));
}
var_dump($m);
--EXPECTF--
float(416299.5)
array(8) {
  [0]=>
  int(7)
  [1]=>
  int(1)
  [2]=>
  float(2.5)
  [3]=>
  int(2)
  [4]=>
  int(7)
  [5]=>
  int(1)
  [6]=>
  float(2.5)
  [7]=>
  int(2)
}

Warning: Undefined variable $undef in %s on line 19

Deprecated: abs(): Passing null to parameter #1 ($num) of type int|float is deprecated in %s on line 19
int(0)
int(1999)
abs(): Argument #1 ($num) must be of type int|float, string given at 1991
int(96)
