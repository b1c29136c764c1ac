--TEST--
extract with EXTR_REFS binds variables to the elements
--FILE--
<?php
$arr = ["p" => 1, "q" => 2];
var_dump(extract($arr, EXTR_REFS));
$p = 100;
var_dump($arr);
--EXPECT--
int(2)
array(2) {
  ["p"]=>
  &int(100)
  ["q"]=>
  &int(2)
}
