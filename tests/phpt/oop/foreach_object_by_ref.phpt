--TEST--
foreach by reference over an object's visible properties and over Traversables
--FILE--
<?php
$o = new stdClass; $o->a = 1; $o->b = 2;
foreach ($o as $k => &$v) { $v = $v * 10; echo "$k "; }
unset($v);
echo "\n";
var_dump($o);
class P { public $x = 1; protected $y = 2; private $z = 3; public $w;
  function double() { foreach ($this as $k => &$v) { $v = is_int($v) ? $v * 2 : 'set'; } }
}
$p = new P;
foreach ($p as $k => &$v) { $v = "pub-$k"; }
unset($v);
var_dump($p);
$p->double();
var_dump($p);
class I implements IteratorAggregate { function getIterator(): Iterator { return new ArrayIterator([1,2]); } }
try { foreach (new I as &$v) {} } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
a b 
object(stdClass)#1 (2) {
  ["a"]=>
  int(10)
  ["b"]=>
  int(20)
}
object(P)#2 (4) {
  ["x"]=>
  string(5) "pub-x"
  ["y":protected]=>
  int(2)
  ["z":"P":private]=>
  int(3)
  ["w"]=>
  string(5) "pub-w"
}
object(P)#2 (4) {
  ["x"]=>
  string(3) "set"
  ["y":protected]=>
  int(4)
  ["z":"P":private]=>
  int(6)
  ["w"]=>
  string(3) "set"
}
