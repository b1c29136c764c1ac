--TEST--
R: into a nested array
--FILE--
<?php
$a = unserialize('a:2:{s:1:"x";a:1:{i:0;s:1:"v";}s:1:"y";R:3;}');
$a['y'] = 'changed';
var_dump($a);
--EXPECT--
array(2) {
  ["x"]=>
  array(1) {
    [0]=>
    &string(7) "changed"
  }
  ["y"]=>
  &string(7) "changed"
}
