--TEST--
var_dump of stdClass objects
--FILE--
<?php
$o = new stdClass;
$o->a = 1;
$o->b = [2];
var_dump($o);
var_dump((object)[]);
--EXPECT--
object(stdClass)#1 (2) {
  ["a"]=>
  int(1)
  ["b"]=>
  array(1) {
    [0]=>
    int(2)
  }
}
object(stdClass)#2 (0) {
}
