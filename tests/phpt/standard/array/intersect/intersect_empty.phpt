--TEST--
array_intersect() with an empty array
--FILE--
<?php
var_dump(array_intersect([1, 2], []));
--EXPECT--
array(0) {
}
