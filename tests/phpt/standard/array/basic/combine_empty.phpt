--TEST--
array_combine() of two empty arrays
--FILE--
<?php
var_dump(array_combine([], []));
--EXPECT--
array(0) {
}
