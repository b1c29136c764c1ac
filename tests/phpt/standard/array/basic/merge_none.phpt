--TEST--
array_merge() with no arguments
--FILE--
<?php
var_dump(array_merge());
--EXPECT--
array(0) {
}
