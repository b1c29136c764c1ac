--TEST--
by-reference parameters of methods, static methods and constructors
--FILE--
<?php
class P {
  function b(&$t) { $t = 2; }
  static function s(&$a, $v) { $a[] = $v; }
  function __construct(&$x = null) { $x = "ctor"; }
}
$t = 1; (new P)->b($t); var_dump($t);
$arr = []; P::s($arr, 5); P::s($arr, 6); var_dump($arr);
$y = 0; new P($y); var_dump($y);
$p = new P; $m = "b"; $z = 0; $p->$m($z); var_dump($z);
$q = [1]; $p->b($q[0]); var_dump($q);
--EXPECT--
int(2)
array(2) {
  [0]=>
  int(5)
  [1]=>
  int(6)
}
string(4) "ctor"
int(2)
array(1) {
  [0]=>
  int(2)
}
