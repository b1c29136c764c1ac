--TEST--
$matches replaces an existing nested array
--FILE--
<?php
$data = ['m' => ['old' => 1]];
preg_match('/(x)/', 'x', $data['m']);
var_dump($data);
--EXPECT--
array(1) {
  ["m"]=>
  array(2) {
    [0]=>
    string(1) "x"
    [1]=>
    string(1) "x"
  }
}
