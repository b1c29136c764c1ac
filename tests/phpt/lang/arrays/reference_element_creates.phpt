--TEST--
Taking a reference creates the element as null
--FILE--
<?php
$a = [];
$r = &$a['new'];
var_dump($a);
$r = 5;
var_dump($a);
--EXPECT--
array(1) {
  ["new"]=>
  &NULL
}
array(1) {
  ["new"]=>
  &int(5)
}
