--TEST--
array_fill() with count 0
--FILE--
<?php
var_dump(array_fill(3, 0, 1));
--EXPECT--
array(0) {
}
