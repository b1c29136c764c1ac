--TEST--
array_chunk() on an empty array
--FILE--
<?php
var_dump(array_chunk([], 3));
--EXPECT--
array(0) {
}
