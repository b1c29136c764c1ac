--TEST--
JIT: division, modulo and shifts in a hot loop, with their errors and edge cases
--FILE--
<?php
$q = [];
for ($i = 1; $i < 3000; $i++) {
    $a = $i / 3;
    $b = $i % 7;
    $c = -$i % 5;
    $d = $i << 3;
    $e = -$i >> 1;
    $f = $i >> 70;
    $g = $i << 64;
    $h = $i % -1;
    if ($i > 2990) {
        $q[] = [$a, $b, $c, $d, $e, $f, $g, $h];
    }
}
var_dump($q[0], $q[8]);
var_dump(PHP_INT_MIN % -1);
$z = 0;
for ($i = 0; $i < 3000; $i++) {
    $z = $z + ($i & 0xff) - ($i | 3) + ($i ^ 0x55);
}
var_dump($z);
$m = PHP_INT_MIN;
for ($i = 0; $i < 2000; $i++) {
    $r = $m / -1;
}
var_dump($r);
foreach ([0, 0.0] as $zero) {
    try {
        for ($i = 2000; $i >= -5; $i--) {
            $x = 10 / ($i + $zero);
        }
    } catch (DivisionByZeroError $e) {
        echo get_class($e), ": ", $e->getMessage(), " at i=$i\n";
    }
}
try {
    for ($i = 2000; $i >= -5; $i--) {
        $x = 10 % $i;
    }
} catch (DivisionByZeroError $e) {
    echo $e->getMessage(), " at i=$i\n";
}
try {
    for ($i = 2000; $i >= -5; $i--) {
        $x = 1 << ($i - 1);
    }
} catch (ArithmeticError $e) {
    echo $e->getMessage(), " at i=$i\n";
}
$f = 1.5;
for ($i = 0; $i < 2000; $i++) {
    $f = $f / 1.0001 + $i % 3 - $i / 7;
}
var_dump($f);
--EXPECT--
array(8) {
  [0]=>
  int(997)
  [1]=>
  int(2)
  [2]=>
  int(-1)
  [3]=>
  int(23928)
  [4]=>
  int(-1496)
  [5]=>
  int(0)
  [6]=>
  int(0)
  [7]=>
  int(0)
}
array(8) {
  [0]=>
  float(999.6666666666666)
  [1]=>
  int(3)
  [2]=>
  int(-4)
  [3]=>
  int(23992)
  [4]=>
  int(-1500)
  [5]=>
  int(0)
  [6]=>
  int(0)
  [7]=>
  int(0)
}
int(0)
int(375088)
float(9.223372036854776E+18)
DivisionByZeroError: Division by zero at i=0
DivisionByZeroError: Division by zero at i=0
Modulo by zero at i=0
Bit shift by negative number at i=0
float(-265653.8000163459)
