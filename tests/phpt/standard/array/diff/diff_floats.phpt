--TEST--
array_diff() with floats as strings
--FILE--
<?php
var_dump(array_diff([1.5, 0.1 + 0.2, 1e20], ['1.5', '0.3', '1.0E+20']));
--EXPECT--
array(0) {
}
