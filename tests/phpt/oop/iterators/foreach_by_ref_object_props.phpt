--TEST--
foreach by reference over object properties modifies them
--FILE--
<?php
class P { public $a = 1; public $b = 2; }
$p = new P;
foreach ($p as $k => &$v) $v *= 100;
unset($v);
var_dump($p);
--EXPECT--
object(P)#1 (2) {
  ["a"]=>
  int(100)
  ["b"]=>
  int(200)
}
