--TEST--
array_count_values() on an empty array
--FILE--
<?php
var_dump(array_count_values([]));
--EXPECT--
array(0) {
}
