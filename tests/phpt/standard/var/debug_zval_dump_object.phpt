--TEST--
objects
--FILE--
<?php
$o = new stdClass;
$o->a = 1;
debug_zval_dump($o);
$o2 = $o;
debug_zval_dump($o);
--EXPECT--
object(stdClass)#1 (1) refcount(2){
  ["a"]=>
  int(1)
}
object(stdClass)#1 (1) refcount(3){
  ["a"]=>
  int(1)
}
