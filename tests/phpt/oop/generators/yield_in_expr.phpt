--TEST--
generator: yield inside expressions and calls
--FILE--
<?php
function g() { $a = [yield 1, yield 2]; var_dump($a); echo strtoupper(yield 3), "\n"; }
$g = g();
foreach (["x", "y", "z"] as $s) { $g->current(); $g->send($s); }
--EXPECT--
array(2) {
  [0]=>
  string(1) "x"
  [1]=>
  string(1) "y"
}
Z
