--TEST--
foreach by reference over a by-reference generator
--FILE--
<?php
function &refgen(array &$arr) { foreach ($arr as $k => &$v) { yield $k => $v; } }
$data = [1, 2, 3];
foreach (refgen($data) as &$v) { $v *= 10; }
unset($v);
var_dump($data);
function notref() { yield 1; }
try { foreach (notref() as &$v) {} } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
--EXPECT--
array(3) {
  [0]=>
  int(10)
  [1]=>
  int(20)
  [2]=>
  int(30)
}
Exception: You can only iterate a generator by-reference if it declared that it yields by-reference
