--TEST--
array_filter() on an empty array
--FILE--
<?php
var_dump(array_filter([], fn($x) => true));
--EXPECT--
array(0) {
}
