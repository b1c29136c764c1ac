--TEST--
named and positional attribute arguments
--FILE--
<?php
#[Attribute] class P { public function __construct(public $a = 'A', public $b = 'B', public $c = 'C') {} }
#[P('x', c: 'z')] class One {}
#[P(c: 1, a: 2)] class Two {}
foreach (['One', 'Two'] as $cl) { $at = (new ReflectionClass($cl))->getAttributes()[0]; var_dump($at->getArguments()); var_dump($at->newInstance()); }
?>
--EXPECTF--
array(2) {
  [0]=>
  string(1) "x"
  ["c"]=>
  string(1) "z"
}
object(P)#%d (3) {
  ["a"]=>
  string(1) "x"
  ["b"]=>
  string(1) "B"
  ["c"]=>
  string(1) "z"
}
array(2) {
  ["c"]=>
  int(1)
  ["a"]=>
  int(2)
}
object(P)#%d (3) {
  ["a"]=>
  int(2)
  ["b"]=>
  string(1) "B"
  ["c"]=>
  int(1)
}
