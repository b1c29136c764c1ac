--TEST--
array_keys() of an empty array
--FILE--
<?php
var_dump(array_keys([]));
--EXPECT--
array(0) {
}
