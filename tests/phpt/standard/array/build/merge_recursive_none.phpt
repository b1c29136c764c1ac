--TEST--
array_merge_recursive() with no arguments
--FILE--
<?php
var_dump(array_merge_recursive());
--EXPECT--
array(0) {
}
