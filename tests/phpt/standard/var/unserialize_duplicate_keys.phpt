--TEST--
a repeated key keeps the last value
--FILE--
<?php
var_dump(unserialize('a:2:{i:0;i:1;i:0;i:2;}'));
--EXPECT--
array(1) {
  [0]=>
  int(2)
}
