--TEST--
newInstance and newInstanceArgs
--FILE--
<?php
class P { public function __construct(public $a = 'da', public $b = 'db') { echo "ctor\n"; } }
$r = new ReflectionClass('P');
var_dump($r->newInstance());
var_dump($r->newInstance(1, 2));
var_dump($r->newInstanceArgs([3]));
var_dump($r->newInstanceArgs(['b' => 'named']));
?>
--EXPECT--
ctor
object(P)#2 (2) {
  ["a"]=>
  string(2) "da"
  ["b"]=>
  string(2) "db"
}
ctor
object(P)#2 (2) {
  ["a"]=>
  int(1)
  ["b"]=>
  int(2)
}
ctor
object(P)#2 (2) {
  ["a"]=>
  int(3)
  ["b"]=>
  string(2) "db"
}
ctor
object(P)#2 (2) {
  ["a"]=>
  string(2) "da"
  ["b"]=>
  string(5) "named"
}
