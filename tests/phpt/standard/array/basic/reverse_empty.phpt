--TEST--
array_reverse() of an empty array
--FILE--
<?php
var_dump(array_reverse([]));
--EXPECT--
array(0) {
}
