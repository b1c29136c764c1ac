--TEST--
JIT: small pure functions compiled inline into their callers' loops: ints, floats, overflow, arguments that are no numbers (the call is made, with php's warnings and errors), results over strings, arrays and references, nested calls, wrong argument counts
--FILE--
<?php
function add1($v) { return $v + 1; }
function mix($a, $b) { return $a * 2 - $b; }
function chain($a, $b, $c) { $t = 0; return $a * $b + $c * 3 - 1.5; }
function konst($x) { return 42; }
function same($x) { return $x; }
function big($x) { return $x * 4611686018427387904; }
function unused($x, $y) { return $y + 0; }

$sum = 0;
for ($i = 0; $i < 3000; $i++) {
    $sum = add1($sum);
}
echo $sum, "\n";
$f = 0.5;
for ($i = 0; $i < 2000; $i++) {
    $f = add1($f);
}
var_dump($f);
// overflow inside the inlined body: the call is made, as php does
$r = [];
for ($i = 0; $i < 2000; $i++) {
    $x = add1(PHP_INT_MAX - 2 + ($i % 4));
    if ($i < 4) { $r[] = $x; }
}
var_dump($r);
for ($i = 0; $i < 2000; $i++) { $m = mix($i, 3); }
var_dump($m);
for ($i = 0; $i < 2000; $i++) { $m = chain($i, 2, 0.5); }
var_dump($m);
for ($i = 0; $i < 2000; $i++) { $m = konst($i) + same($i); }
var_dump($m);
for ($i = 0; $i < 2000; $i++) { $m = big($i % 3); }
var_dump($m);
// arguments that are no numbers: the call makes php's conversions and warnings
$vals = [1, "5", "2.5", true, null, 1.25, "12abc", "x"];
for ($i = 0; $i < 1200; $i++) {
    $v = $i < 1192 ? $i : $vals[$i % 8];
    try {
        $m = add1($v);
    } catch (\Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
    if ($i >= 1192) { var_dump($m); }
}
// an array: TypeError from inside the function, with its frame
for ($i = 0; $i < 1500; $i++) {
    try {
        $m = add1($i == 1499 ? [1] : $i);
    } catch (TypeError $e) {
        echo $e->getMessage(), " at line ", $e->getLine(), "\n";
        echo $e->getTraceAsString(), "\n";
    }
}
// the result over a string, an array and a reference
$s = "str";
$arr = [1, 2];
$ref = 0;
$rr = &$ref;
for ($i = 0; $i < 1500; $i++) {
    if ($i == 1497) { $s = add1($i); }
    elseif ($i == 1498) { $arr = add1($i); }
    else { $ref = add1($ref); }
}
var_dump($s, $arr, $ref, $rr);
// an unused argument that is a string or an array
for ($i = 0; $i < 1500; $i++) { $m = unused($i % 2 ? "s$i" : [$i], $i); }
var_dump($m);
// nested calls
function outer($x) { return strlen((string)$x); }
for ($i = 0; $i < 1500; $i++) { $m = outer(add1($i)) + add1(outer($i)) + add1(add1($i)); }
var_dump($m);
// too few and too many arguments
for ($i = 0; $i < 1200; $i++) {
    try { $m = add1(); } catch (ArgumentCountError $e) { if ($i == 0) echo $e->getMessage(), "\n"; }
    $m = add1($i, 5);
}
var_dump($m);
// undefined variable as argument
for ($i = 0; $i < 1100; $i++) { if ($i == 1099) { $m = add1($undef); } }
var_dump($m);
// string increments on a param: floats, big numbers
for ($i = 0; $i < 1100; $i++) { $m = mix(1e308, -1e308); }
var_dump($m);
for ($i = 0; $i < 1100; $i++) { $m = mix(-0.0, 0.0); }
var_dump($m);
--EXPECTF--
3000
float(2000.5)
array(4) {
  [0]=>
  int(9223372036854775806)
  [1]=>
  int(9223372036854775807)
  [2]=>
  float(9.223372036854776E+18)
  [3]=>
  float(9.223372036854776E+18)
}
int(3995)
float(3998)
int(2041)
int(4611686018427387904)
int(2)
int(6)
float(3.5)
int(2)
int(1)
float(2.25)

Warning: A non-numeric value encountered in %s on line 2
int(13)
TypeError: Unsupported operand types: string + int
int(13)
Unsupported operand types: array + int at line 2
#0 %s(49): add1(Array)
#1 {main}
int(1498)
int(1499)
int(1498)
int(1498)
int(1499)
int(1510)
Too few arguments to function add1(), 0 passed in %s on line 75 and exactly 1 expected
int(1200)

Warning: Undefined variable $undef in %s on line 80
int(1)
float(INF)
float(-0)
