--TEST--
A property reference nobody else holds is shown without &
--FILE--
<?php
$a=[1,2]; foreach($a as &$v){} unset($v); var_dump($a);
$o = new stdClass; $o->p = 1; $r = &$o->p; unset($r); var_dump($o);
--EXPECT--
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
object(stdClass)#1 (1) {
  ["p"]=>
  int(1)
}
