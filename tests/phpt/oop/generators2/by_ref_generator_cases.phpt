--TEST--
by-reference generators: foreach by reference binds to the yielded variables (arrays, locals, properties), values yielded that are not variables give php's notice, by-value iteration and current() see values
--FILE--
<?php
function &gen(array &$a) { foreach ($a as $k => &$v) { yield $k => $v; } }
$arr = ['x' => 1, 'y' => 2];

foreach (gen($arr) as $k => &$v) { $v = "$k!"; }
unset($v);
var_dump($arr);
function &counter() { $i = 0; while ($i < 3) { yield $i; } }
foreach (counter() as &$n) { echo $n, "\n"; $n++; }
unset($n);
function &lits() { yield 1; yield; $x = 5; yield $x + 1; }
foreach (lits() as $k => &$v) { var_dump($k, $v); }
unset($v);
$g = counter(); var_dump($g->current()); 
foreach (gen($arr) as $k => $v) { $v = 'no'; }
var_dump($arr);
function &inner2() { $z = 10; yield $z; echo "z=$z\n"; }
function &outer2() { foreach (inner2() as &$r) { yield $r; } }
foreach (outer2() as &$q) { $q = 99; }
unset($q);
$obj = new stdClass; $obj->p = 1;
function &props($o) { yield $o->p; }
foreach (props($obj) as &$pp) { $pp = 7; }
unset($pp);
var_dump($obj->p);
--EXPECTF--
array(2) {
  ["x"]=>
  string(2) "x!"
  ["y"]=>
  string(2) "y!"
}
0
1
2

Notice: Only variable references should be yielded by reference in %s on line 11
int(0)
int(1)
int(1)
NULL

Notice: Only variable references should be yielded by reference in %s on line 11
int(2)
int(6)
int(0)
array(2) {
  ["x"]=>
  string(2) "x!"
  ["y"]=>
  string(2) "y!"
}
z=99
int(7)
