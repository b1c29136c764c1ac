--TEST--
a reference to an earlier array
--FILE--
<?php
$a = unserialize('a:2:{i:0;a:1:{i:0;i:1;}i:1;R:2;}');
$a[1][] = 2;
var_dump($a);
--EXPECT--
array(2) {
  [0]=>
  &array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  [1]=>
  &array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
}
