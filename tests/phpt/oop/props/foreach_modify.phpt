--TEST--
foreach by reference over object properties modifies them; uninitialized typed are skipped
--FILE--
<?php
class A { public $a = 1; public $b = 2; public int $c; }
$o = new A;
foreach ($o as $k => &$v) { $v *= 10; }
unset($v);
var_dump($o);
foreach ($o as $k => $v) { echo $k; if ($k === 'a') $o->added = 1; }
echo "\n";
--EXPECTF--
object(A)#1 (2) {
  ["a"]=>
  int(10)
  ["b"]=>
  int(20)
  ["c"]=>
  uninitialized(int)
}
a
Deprecated: Creation of dynamic property A::$added is deprecated in %s on line 7
badded
